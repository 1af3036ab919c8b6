// For the page tests (jsdom): one way to put a page in the document with a test's login, fetcher
// and clock. Imported by *.test.ts only, so it never reaches the bundle.
import { render } from 'lit-html';
import { Api } from '../api';
import type { Auth } from '../auth';
import type { ClientConfig } from '../config';
import type { AppContext, Page } from '../context';
import type { SocketLike } from '../game/protocol';

/** The services' answer as the client gets it: JSON, or problem details (RFC 9457) from 400 on. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status, headers: { 'Content-Type': status >= 400 ? 'application/problem+json' : 'application/json' },
  });
}

/** A fake service's answer: the status and the body. */
export type Answer = [number, unknown];

/** One answer, or the next of a list (its last one is kept for every later request), so that a second reading can differ. */
export function nextAnswer(answer: Answer | Answer[] | undefined): Answer | undefined {
  if (!answer || !Array.isArray(answer[0])) return answer as Answer | undefined;
  const list = answer as Answer[];
  return list.length > 1 ? list.shift() : list[0];
}

export interface MountOptions {
  auth: Auth;
  /** The services as the page's Api reaches them; by default the real fetch (unused). */
  fetcher?: typeof fetch;
  /** The service URLs the page needs; every other one is empty. */
  config?: Partial<ClientConfig>;
  now?: () => Date;
}

export interface Mounted<P extends Page> {
  page: P;
  context: AppContext;
  container: HTMLElement;
  /** What the page said in the live region, in order. */
  announced: string[];
  /** The routes the page asked to come back to after logging in. */
  logins: string[];
  /** The account name each login was asked to fill in, if any. */
  loginHints: (string | undefined)[];
}

/** A fresh `<main>` as the document's body, and the page rendering into it on every update. */
export function mountPage<P extends Page>(create: (context: AppContext) => P, options: MountOptions): Mounted<P> {
  const container = document.createElement('main');
  document.body.replaceChildren(container);
  const announced: string[] = [];
  const logins: string[] = [];
  const loginHints: (string | undefined)[] = [];
  let page: P | undefined;
  const context: AppContext = {
    config: { registrationUrl: '', oidcAuthServerUrl: '', oidcClientId: '', gameUrl: '', clockUrl: '', tournamentUrl: '', ...options.config },
    auth: options.auth,
    api: new Api(async () => 'token', options.fetcher),
    storage: window.localStorage,
    update: () => render(page!.view(), container),
    announce: (message) => announced.push(message),
    login: (route, hint) => { logins.push(route); loginHints.push(hint); },
    now: options.now ?? (() => new Date()),
  };
  page = create(context);
  return { page, context, container, announced, logins, loginHints };
}

/** Types into a field (or chooses in a select) by its id, as the user's input event reports it. */
export function typeInto(id: string, value: string): void {
  const element = document.getElementById(id) as HTMLInputElement | HTMLSelectElement;
  element.value = value;
  element.dispatchEvent(new Event(element instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/** A game socket as GameConnection sees it, with the server's side in the test's hands. */
export class FakeSocket implements SocketLike {
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  sent: Record<string, unknown>[] = [];
  closed = false;
  constructor(readonly url = '') {}
  send(data: string): void { this.sent.push(JSON.parse(data) as Record<string, unknown>); }
  close(): void { this.closed = true; }
  serverSays(message: object): void { this.onmessage?.({ data: JSON.stringify(message) }); }
  drop(): void { this.onclose?.({ code: 1006 }); }
}
