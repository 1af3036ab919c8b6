package org.teamchess.clock.config;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;

/** The flag timers, {@code teamchess.clock.flag-timers.*}; read by {@link org.teamchess.clock.service.FlagTimers}. */
@ConfigMapping(prefix = "teamchess.clock.flag-timers")
public interface FlagTimerConfig {

    /**
     * {@code teamchess.clock.flag-timers.check-threads}: how many transactions check fired timers
     * against the database at once. The timer thread itself never touches the database, so a slow
     * check delays no other timer's firing, and while one check waits for its commit another takes
     * the timers that fire meanwhile.
     */
    @WithDefault("4")
    int checkThreads();

    /**
     * {@code teamchess.clock.flag-timers.batch-size}: at most this many fired timers are checked in
     * one transaction (one commit). A burst of flags (a round's no-shows all falling at once) is
     * split among the check threads in batches of this size instead of one transaction per game.
     */
    @WithDefault("100")
    int batchSize();

    /**
     * {@code teamchess.clock.flag-timers.retry-after}: when a check failed (the database away), how
     * long until the timer tries again.
     */
    @WithDefault("1s")
    Duration retryAfter();
}
