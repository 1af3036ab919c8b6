import { UserManager, WebStorageStateStore, type User } from 'oidc-client-ts';
import type { ClientConfig } from './config';
import { claimsOf, type TokenClaims } from './token';

/** Where to come back to after the login, carried through Keycloak in the OIDC state. */
interface ReturnState {
  route: string;
}

/**
 * Login with Keycloak: authorization code flow with PKCE (S256, oidc-client-ts' default for
 * response_type=code), tokens kept in this tab's sessionStorage, renewed with the refresh token.
 */
export class Auth {
  private readonly manager: UserManager;
  private user: User | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(config: ClientConfig, origin: string) {
    this.manager = new UserManager({
      authority: config.oidcAuthServerUrl,
      client_id: config.oidcClientId,
      redirect_uri: `${origin}/`,
      post_logout_redirect_uri: `${origin}/`,
      response_type: 'code',
      scope: 'openid profile',
      userStore: new WebStorageStateStore({ store: window.sessionStorage }),
      automaticSilentRenew: true,
      monitorSession: false,
    });
    this.manager.events.addUserLoaded((user) => this.set(user));
    this.manager.events.addUserUnloaded(() => this.set(null));
    this.manager.events.addAccessTokenExpired(() => this.set(null));
  }

  /**
   * Finishes a login when Keycloak sent the browser back with a code, otherwise restores the
   * user of this tab. Returns the route to show after a finished login.
   */
  async start(location: Location, history: History): Promise<string | undefined> {
    const query = new URLSearchParams(location.search);
    if (query.has('state') && (query.has('code') || query.has('error'))) {
      try {
        const user = await this.manager.signinRedirectCallback(location.href);
        this.set(user);
        return (user.state as ReturnState | undefined)?.route;
      } finally {
        history.replaceState(null, '', `${location.pathname}${location.hash}`);
      }
    }
    const stored = await this.manager.getUser();
    this.set(stored && !stored.expired ? stored : null);
    return undefined;
  }

  /**
   * To Keycloak's login page and back to the route. With a login hint (an account just made) the
   * page asks for that account's password even when this browser is signed in as someone else.
   */
  login(route: string, uiLocale: string, loginHint?: string): Promise<void> {
    const state: ReturnState = { route };
    return this.manager.signinRedirect({
      state, extraQueryParams: { ui_locales: uiLocale },
      ...(loginHint ? { login_hint: loginHint, prompt: 'login' } : {}),
    });
  }

  async logout(): Promise<void> {
    const idToken = this.user?.id_token;
    await this.manager.removeUser();
    await this.manager.signoutRedirect(idToken ? { id_token_hint: idToken } : {});
  }

  claims(): TokenClaims | null {
    return this.user ? claimsOf(this.user.access_token) : null;
  }

  hasRole(role: string): boolean {
    return this.claims()?.roles.includes(role) ?? false;
  }

  /** The current access token, renewed first when it is about to expire. */
  async accessToken(): Promise<string | null> {
    if (this.user && (this.user.expires_in ?? 0) < 30) {
      try {
        this.set(await this.manager.signinSilent());
      } catch {
        this.set(null);
      }
    }
    return this.user?.access_token ?? null;
  }

  onChange(listener: () => void): void {
    this.listeners.add(listener);
  }

  private set(user: User | null): void {
    this.user = user;
    this.listeners.forEach((listener) => listener());
  }
}
