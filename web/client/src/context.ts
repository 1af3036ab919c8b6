import type { Api } from './api';
import type { Auth } from './auth';
import type { ClientConfig } from './config';

/** What every page is given: the deployment, the login, the services, and a way to redraw. */
export interface AppContext {
  config: ClientConfig;
  auth: Auth;
  api: Api;
  storage: Storage;
  /** Draws the page again after its state changed. */
  update(): void;
  /** Says a short message in the page's polite live region (for screen readers). */
  announce(message: string): void;
  /** Logs in and comes back to the given route; a login hint fills in the account's name. */
  login(route: string, loginHint?: string): void;
  now(): Date;
}

/** A page of the client: drawn from its own state, told when it is shown. */
export interface Page {
  title(): string;
  enter(): void;
  /** Told when another page replaces it (closes connections, stops timers). */
  leave?(): void;
  view(): import('lit-html').TemplateResult;
}
