package org.teamchess.game.socket;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.Deque;

/**
 * One connection's recent {@code focus} messages, to refuse a flood: at most {@code limit} in any
 * minute. Not thread-safe: a connection's messages are handled one at a time.
 */
final class FocusFlood {

    private static final Duration WINDOW = Duration.ofMinutes(1);

    private final int limit;
    private final Deque<Instant> recent = new ArrayDeque<>();

    FocusFlood(int limit) {
        this.limit = limit;
    }

    /** Whether a message at {@code now} is within the limit; a refused one does not count. */
    boolean admit(Instant now) {
        while (!recent.isEmpty() && !recent.peekFirst().isAfter(now.minus(WINDOW))) {
            recent.removeFirst();
        }
        if (recent.size() >= limit) {
            return false;
        }
        recent.addLast(now);
        return true;
    }
}
