package org.teamchess.registration.config;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.ZoneId;

/** Configuration of registration-service, {@code teamchess.registration.*}. */
@ConfigMapping(prefix = "teamchess.registration")
public interface RegistrationConfig {

    /** The regulation's rule, for a competition that an organizer opens without its own. */
    Defaults defaults();

    /** {@code teamchess.registration.defaults.*}: read when a competition is opened. */
    interface Defaults {

        /**
         * {@code time-zone}: the zone of a deadline given without one; the regulation's is
         * Asia/Anadyr.
         */
        @WithDefault("Asia/Anadyr")
        ZoneId timeZone();

        /** {@code board-count}: boards a team plays on in each match. */
        @WithDefault("4")
        int boardCount();

        /** {@code max-reserves}: reserves a roster may list after its boards. */
        @WithDefault("2")
        int maxReserves();

        /** {@code min-grade}: the lowest school grade a player may be in. */
        @WithDefault("5")
        int minGrade();

        /** {@code max-grade}: the highest school grade a player may be in. */
        @WithDefault("11")
        int maxGrade();
    }
}
