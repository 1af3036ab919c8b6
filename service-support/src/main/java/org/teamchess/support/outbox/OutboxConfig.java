package org.teamchess.support.outbox;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;

/** Configuration of the outbox relay, {@code teamchess.outbox.*}. */
@ConfigMapping(prefix = "teamchess.outbox")
public interface OutboxConfig {

    /**
     * {@code teamchess.outbox.relay-interval}: how often the relay looks for unpublished rows besides
     * the wake-up after each commit (read by {@code @Scheduled} on {@link OutboxRelay}). The
     * Quarkus simple scheduler checks its triggers once a second, so shorter values act as 1s.
     */
    @WithDefault("1s")
    Duration relayInterval();

    /**
     * {@code teamchess.outbox.batch-size}: how many rows a relay run reads and sends before it waits
     * for the broker's acknowledgements and deletes them.
     */
    @WithDefault("100")
    int batchSize();

    /**
     * {@code teamchess.outbox.send-timeout}: how long the relay waits for a batch's
     * acknowledgements before it leaves the rest for the next run. Longer than the producer's
     * {@code delivery.timeout.ms} (30 s, META-INF/microprofile-config.properties), so the producer
     * gives up first and no send of a row outlives the run that sent it.
     */
    @WithDefault("40s")
    Duration sendTimeout();
}
