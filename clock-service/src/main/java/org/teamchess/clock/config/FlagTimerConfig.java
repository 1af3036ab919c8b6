package org.teamchess.clock.config;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;

/** The flag timers, {@code teamchess.clock.flag-timers.*}; read by {@link org.teamchess.clock.service.FlagTimers}. */
@ConfigMapping(prefix = "teamchess.clock.flag-timers")
public interface FlagTimerConfig {

    /**
     * {@code teamchess.clock.flag-timers.check-threads}: how many due timers are checked against
     * the database at once (each check is one short transaction). The timer thread itself never
     * touches the database, so a slow check delays no other timer's firing.
     */
    @WithDefault("4")
    int checkThreads();

    /**
     * {@code teamchess.clock.flag-timers.retry-after}: when a check failed (the database away), how
     * long until the timer tries again.
     */
    @WithDefault("1s")
    Duration retryAfter();
}
