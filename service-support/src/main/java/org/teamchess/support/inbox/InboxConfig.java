package org.teamchess.support.inbox;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;

/** Configuration of the record of processed events, {@code teamchess.inbox.*}. */
@ConfigMapping(prefix = "teamchess.inbox")
public interface InboxConfig {

    /**
     * {@code teamchess.inbox.retention}: how long an event's id is remembered. A redelivery comes
     * within minutes (a rebalance, a restart); keep it longer than the topics' retention (7 days) when
     * a consumer group may be reset to the earliest offset.
     */
    @WithDefault("30d")
    Duration retention();

    /**
     * {@code teamchess.inbox.cleanup-interval}: how often older ids are deleted (read by
     * {@code @Scheduled} on {@link ProcessedEvents}).
     */
    @WithDefault("1h")
    Duration cleanupInterval();
}
