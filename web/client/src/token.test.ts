import { describe, expect, it } from 'vitest';
import { claimsOf, decodePayload } from './token';

function jwt(payload: object): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'RS256' })}.${encode(payload)}.signature`;
}

describe('access token claims', () => {
  it('give the realm roles, the name and the subject', () => {
    const claims = claimsOf(jwt({
      sub: 'c0ffee', name: 'Марина Кузнецова', preferred_username: 'coach',
      realm_access: { roles: ['default-roles-teamchess', 'coach'] },
    }));
    expect(claims).toEqual({ subject: 'c0ffee', name: 'Марина Кузнецова', roles: ['default-roles-teamchess', 'coach'] });
  });

  it('fall back to the username, and to no roles when realm_access is missing or odd', () => {
    expect(claimsOf(jwt({ sub: 's', preferred_username: 'coach2' }))).toEqual({ subject: 's', name: 'coach2', roles: [] });
    expect(claimsOf(jwt({ sub: 's', realm_access: { roles: 'coach' } })).roles).toEqual([]);
    expect(claimsOf(jwt({ sub: 's', realm_access: { roles: ['coach', 7] } })).roles).toEqual(['coach']);
  });

  it('refuse what is not a JWT', () => {
    expect(() => decodePayload('not-a-token')).toThrow(/three/);
  });
});
