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
}
