package org.teamchess.web.config;

import io.smallrye.config.ConfigMapping;

/**
 * Configuration of the web module, {@code teamchess.web.*}: where the browser finds Keycloak and
 * the services. The page reads it from {@code /config.json}, so one build serves every deployment.
 */
@ConfigMapping(prefix = "teamchess.web")
public interface WebConfig {

    Oidc oidc();

    Services services();

    /** {@code teamchess.web.oidc.*}: the realm and the public client of the authorization code flow. */
    interface Oidc {

        /** {@code auth-server-url}: the realm's issuer URL (env OIDC_AUTH_SERVER_URL). */
        String authServerUrl();

        /** {@code client-id}: the public client with PKCE (env WEB_OIDC_CLIENT_ID). */
        String clientId();
    }

    /** {@code teamchess.web.services.*}: base URLs of the services as the browser reaches them. */
    interface Services {

        /** {@code registration}: env REGISTRATION_URL. */
        String registration();

        /** {@code game}: env GAME_URL. */
        String game();

        /** {@code clock}: env CLOCK_URL. */
        String clock();

        /** {@code tournament}: env TOURNAMENT_URL. */
        String tournament();
    }
}
