package org.teamchess.game;

import jakarta.annotation.Priority;
import jakarta.enterprise.inject.Alternative;
import jakarta.inject.Singleton;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;

/** The service's clock in tests: the real time, or an instant a test fixes for exact clock states. */
@Alternative
@Priority(1)
@Singleton
public class TestClock extends Clock {

    private volatile Instant fixed;

    /** From now on the service's "now" is {@code instant}. */
    public void fix(Instant instant) {
        fixed = instant;
    }

    /** Back to the real time; tests that fix the time call it when they end. */
    public void release() {
        fixed = null;
    }

    @Override
    public Instant instant() {
        Instant now = fixed;
        return now != null ? now : Instant.now();
    }

    @Override
    public ZoneId getZone() {
        return ZoneOffset.UTC;
    }

    @Override
    public Clock withZone(ZoneId zone) {
        throw new UnsupportedOperationException("The service works in UTC instants");
    }
}
