package org.teamchess.web.rest;

/**
 * The body of {@code /config.json}: what the page needs to log in and to reach the services.
 *
 * @param oidcAuthServerUrl the Keycloak realm's issuer URL
 * @param oidcClientId      the public client of the authorization code flow with PKCE (S256)
 * @param registrationUrl   registration-service's base URL, without a trailing slash
 */
public record ClientConfig(String oidcAuthServerUrl, String oidcClientId, String registrationUrl,
        String gameUrl, String clockUrl, String tournamentUrl) {
}
