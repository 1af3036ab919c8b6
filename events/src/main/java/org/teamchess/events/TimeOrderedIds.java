package org.teamchess.events;

import java.security.SecureRandom;
import java.time.Instant;
import java.util.UUID;

/**
 * Time-ordered UUIDs, version 7 of RFC 9562 (section 5.7): the first 48 bits are the creation time
 * in Unix milliseconds, the other 74 free bits random (from a {@link SecureRandom}, so an id is as
 * hard to guess as it needs to be: nothing in TeamChess grants access by knowing an id). Ids made
 * close in time sort close together, so the primary keys and unique indexes of rows that are
 * inserted in time order (a game's moves and log, the outbox's event ids) grow at their right edge
 * instead of landing on a random page of a large index (docs/decisions/time-ordered-ids.md). They
 * are ordinary UUIDs on every wire; nothing may read the time back out of one.
 *
 * <p>Ids made in the same millisecond are not ordered among themselves; they differ in their 74
 * random bits. Thread-safe.
 */
public final class TimeOrderedIds {

    private static final SecureRandom RANDOM = new SecureRandom();
    private static final long VERSION_7 = 0x7000L;
    private static final long VARIANT_RFC_9562 = 0x8000_0000_0000_0000L;

    private TimeOrderedIds() {
    }

    /**
     * A new id created at {@code now}.
     *
     * @param now the service's clock's instant (house rule: time is injected); from 1970 to 10889
     */
    public static UUID next(Instant now) {
        long millis = now.toEpochMilli();
        if (millis < 0 || millis >>> 48 != 0) {
            throw new IllegalArgumentException("a version 7 UUID holds the times from 1970 to 10889, not " + now);
        }
        byte[] random = new byte[10];
        RANDOM.nextBytes(random);
        long randomA = ((random[0] & 0x0FL) << 8) | (random[1] & 0xFFL);
        long randomB = 0;
        for (int i = 2; i < 10; i++) {
            randomB = (randomB << 8) | (random[i] & 0xFFL);
        }
        long mostSignificant = (millis << 16) | VERSION_7 | randomA;
        long leastSignificant = (randomB >>> 2) | VARIANT_RFC_9562;
        return new UUID(mostSignificant, leastSignificant);
    }
}
