/** What the page reads from an access token: who it is and the realm roles (realm_access.roles). */
export interface TokenClaims {
  subject: string;
  name: string;
  roles: readonly string[];
}

/**
 * The claims of a JWT's payload. The page only reads them to decide what to show; the services
 * verify the signature, so nothing here is trusted for access.
 */
export function decodePayload(token: string): Record<string, unknown> {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) {
    throw new Error('Not a JWT: expected three dot-separated parts');
  }
  const base64 = parts[1].replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>;
}

export function claimsOf(accessToken: string): TokenClaims {
  const payload = decodePayload(accessToken);
  const realmAccess = payload.realm_access as { roles?: unknown } | undefined;
  const roles = Array.isArray(realmAccess?.roles)
    ? realmAccess.roles.filter((role): role is string => typeof role === 'string')
    : [];
  const name = [payload.name, payload.preferred_username, payload.sub]
    .find((value): value is string => typeof value === 'string' && value !== '') ?? '';
  return { subject: String(payload.sub ?? ''), name, roles };
}

/** The realm roles of TeamChess (deploy/keycloak, service-support's Roles). */
export const Role = {
  ORGANIZER: 'organizer',
  ARBITER: 'arbiter',
  COACH: 'coach',
  PLAYER: 'player',
  FEDERATION: 'federation',
} as const;
