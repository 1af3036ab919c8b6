package org.teamchess.clock.config;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;

/**
 * Pausing the clocks while no game-service instance is there, {@code teamchess.clock.server-outage.*};
 * read by {@link org.teamchess.clock.messaging.HeartbeatReader} and {@link
 * org.teamchess.clock.service.GameServiceWatch} (docs/decisions/server-outage-clock-pause.md).
 */
@ConfigMapping(prefix = "teamchess.clock.server-outage")
public interface ServerOutageConfig {

    /** {@code enabled}: whether heartbeats are read and clocks paused at all. */
    @WithDefault("true")
    boolean enabled();

    /**
     * {@code silence}: how long every instance must have been silent (with the broker answering)
     * before the clocks stop. Some heartbeat intervals, so that a lost heartbeat or a slow broker
     * is no outage.
     */
    @WithDefault("6s")
    Duration silence();

    /**
     * {@code vouch}: a heartbeat heard at H vouches that an instance was there until H plus this
     * (about game-service's heartbeat interval and a half): a flag whose grace ends later falls only
     * once a later heartbeat is heard, and is saved by the pause otherwise.
     */
    @WithDefault("3s")
    Duration vouch();

    /** {@code poll}: how long the reader waits for heartbeats at a time; the watch looks this often. */
    @WithDefault("500ms")
    Duration poll();

    /** {@code broker-timeout}: how long the reader waits for the broker to answer "any heartbeats?". */
    @WithDefault("2s")
    Duration brokerTimeout();
}
