package org.teamchess.registration.config;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;
import java.time.ZoneId;
import java.util.List;

/** Configuration of registration-service, {@code teamchess.registration.*}. */
@ConfigMapping(prefix = "teamchess.registration")
public interface RegistrationConfig {

    /** The regulation's rule, for a competition that an organizer opens without its own. */
    Defaults defaults();

    /** Where accounts are made: Keycloak's realm and this service's own client there. */
    Accounts accounts();

    /** {@code teamchess.registration.defaults.*}: read when a competition is opened. */
    interface Defaults {

        /**
         * {@code time-zone}: the zone of a deadline given without one; the regulation's is
         * Asia/Anadyr.
         */
        @WithDefault("Asia/Anadyr")
        ZoneId timeZone();

        /**
         * {@code board-genders}: the gender each board requires, board 1 first ({@code male},
         * {@code female}, {@code any}); its size is the board count.
         */
        @WithDefault("male,male,male,female")
        List<String> boardGenders();

        /** {@code reserve-genders}: the gender each reserve slot requires; its size is the most reserves. */
        @WithDefault("male,female")
        List<String> reserveGenders();

        /** {@code ends-after-deadline}: when a competition is over unless its organizer says. */
        @WithDefault("P90D")
        Duration endsAfterDeadline();

        /** {@code min-grade}: the lowest school grade a player may be in. */
        @WithDefault("5")
        int minGrade();

        /** {@code max-grade}: the highest school grade a player may be in. */
        @WithDefault("11")
        int maxGrade();
    }

    /**
     * {@code accounts.*}: read by {@code client.KeycloakAccountDirectory} for the password check of a
     * retried account request, and handed to Quarkus's Keycloak admin client as
     * {@code quarkus.keycloak.admin-client.*} in application.properties (the same values).
     */
    interface Accounts {

        /** {@code server-url}: Keycloak's base address, without {@code /realms/...}. */
        String serverUrl();

        /** {@code realm}: the realm the accounts live in. */
        String realm();

        /**
         * {@code client-id}: this service's confidential client; its service account may manage
         * users, and its direct access grant checks a password.
         */
        String clientId();

        /** {@code client-secret}: that client's secret. */
        String clientSecret();
    }
}
