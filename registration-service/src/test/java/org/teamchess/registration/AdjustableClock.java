package org.teamchess.registration;

import jakarta.annotation.Priority;
import jakarta.enterprise.inject.Alternative;
import jakarta.inject.Singleton;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;

/** The service's clock in tests: the real time, moved on by what a test asks for. */
@Alternative
@Priority(1)
@Singleton
public class AdjustableClock extends Clock {

    private volatile Duration offset = Duration.ZERO;

    /** Moves the service's "now" forward. */
    public void advance(Duration duration) {
        offset = offset.plus(duration);
    }

    /** Back to the real time; tests that advance call it when they end. */
    public void reset() {
        offset = Duration.ZERO;
    }

    @Override
    public Instant instant() {
        return Instant.now().plus(offset);
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
