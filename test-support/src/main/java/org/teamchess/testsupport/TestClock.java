package org.teamchess.testsupport;

import jakarta.annotation.Priority;
import jakarta.enterprise.inject.Alternative;
import jakarta.inject.Singleton;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;

/**
 * The service's clock in tests: the real time, the real time moved on by what a test asks for, or
 * an instant a test fixes for exact clock states.
 * A CDI alternative (this jar is a bean archive, see META-INF/beans.xml), so it replaces the
 * service's {@link Clock} in every {@code @QuarkusTest} that has test-support on its class path.
 */
@Alternative
@Priority(1)
@Singleton
public class TestClock extends Clock {

    private volatile Instant fixed;
    private volatile Duration offset = Duration.ZERO;

    /** From now on the service's "now" is {@code instant}. */
    public void fix(Instant instant) {
        fixed = instant;
    }

    /** Moves the service's "now" forward: the fixed instant, or the real time from now on. */
    public synchronized void advance(Duration duration) {
        if (fixed != null) {
            fixed = fixed.plus(duration);
        } else {
            offset = offset.plus(duration);
        }
    }

    /** Back to the real time; tests that fix or advance the time call it when they end. */
    public synchronized void release() {
        fixed = null;
        offset = Duration.ZERO;
    }

    @Override
    public Instant instant() {
        Instant now = fixed;
        return now != null ? now : Instant.now().plus(offset);
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
