package org.teamchess.tournament.config;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.net.URI;
import java.time.Duration;

/**
 * registration-service's API, which gives the players' public names (Kafka carries ids only:
 * docs/decisions/no-personal-data-on-kafka.md), and this service's own Keycloak client, whose
 * service account (realm role {@code roster-reader}) may read them.
 */
@ConfigMapping(prefix = "teamchess.registration-api")
public interface RegistrationApiConfig {

    /** registration-service's base address, e.g. {@code http://127.0.0.1:8081}. */
    URI url();

    /** The token endpoint of the realm, for the client credentials grant. */
    URI tokenUrl();

    /** This service's confidential client in the realm: {@code teamchess-tournament}. */
    String clientId();

    String clientSecret();

    /** How long one call (token or names) may take before the names are fetched later instead. */
    @WithDefault("5s")
    Duration timeout();
}
