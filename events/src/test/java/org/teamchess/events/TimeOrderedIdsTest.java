package org.teamchess.events;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.util.HashSet;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Test;

class TimeOrderedIdsTest {

    private static final Instant NOW = Instant.parse("2026-03-01T10:00:41.125Z");

    /** Compared as PostgreSQL compares uuid values: byte by byte, unsigned. */
    private static int compareAsDatabase(UUID first, UUID second) {
        int high = Long.compareUnsigned(first.getMostSignificantBits(), second.getMostSignificantBits());
        return high != 0 ? high
                : Long.compareUnsigned(first.getLeastSignificantBits(), second.getLeastSignificantBits());
    }

    @Test
    void isAVersion7UuidOfTheRfcVariantThatStartsWithItsMillisecond() {
        UUID id = TimeOrderedIds.next(NOW);

        assertEquals(7, id.version());
        assertEquals(2, id.variant());
        assertEquals(NOW.toEpochMilli(), id.getMostSignificantBits() >>> 16);
        assertEquals(id, UUID.fromString(id.toString()));
        assertTrue(id.toString().startsWith("01"), id::toString); // the 2020s
    }

    @Test
    void aLaterMillisecondSortsAfterAnEarlierOneAsTheDatabaseSortsThem() {
        for (int i = 0; i < 1_000; i++) {
            assertTrue(compareAsDatabase(TimeOrderedIds.next(NOW), TimeOrderedIds.next(NOW.plusMillis(1))) < 0);
        }
    }

    @Test
    void idsOfTheSameMillisecondDiffer() {
        Set<UUID> ids = new HashSet<>();
        for (int i = 0; i < 100_000; i++) {
            ids.add(TimeOrderedIds.next(NOW));
        }
        assertEquals(100_000, ids.size());
        assertNotEquals(TimeOrderedIds.next(NOW), TimeOrderedIds.next(NOW));
    }

    @Test
    void refusesTimesBefore1970() {
        assertThrows(IllegalArgumentException.class, () -> TimeOrderedIds.next(Instant.parse("1969-12-31T23:59:59Z")));
    }
}
