package org.teamchess.game.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.persistence.OptimisticLockException;
import jakarta.persistence.PessimisticLockException;
import java.sql.SQLException;
import java.util.concurrent.atomic.AtomicInteger;
import org.hibernate.exception.LockAcquisitionException;
import org.junit.jupiter.api.Test;

/** Which failures count as another instance changing the game first, and are tried once more. */
class ConcurrentChangeTest {

    @Test
    void aDeadlockBrokenByPostgresqlIsAConcurrentChange() {
        // what Hibernate raised for "ERROR: deadlock detected" (SQLState 40P01) when two instances raced one ply
        LockAcquisitionException deadlock = new LockAcquisitionException("could not execute statement",
                new SQLException("ERROR: deadlock detected", "40P01"));
        assertTrue(ConcurrentChanges.isConcurrentChange(new PessimisticLockException("deadlock", deadlock)));
        assertTrue(ConcurrentChanges.isConcurrentChange(new IllegalStateException("flush", deadlock)));
    }

    @Test
    void aStaleVersionIsAConcurrentChangeAndAnOrdinaryFailureIsNot() {
        assertTrue(ConcurrentChanges.isConcurrentChange(new OptimisticLockException("stale")));
        assertFalse(ConcurrentChanges.isConcurrentChange(new IllegalStateException("broken")));
    }

    @Test
    void aDeadlockedChangeIsTriedOnceMoreThenRefused() {
        AtomicInteger attempts = new AtomicInteger();
        String done = ConcurrentChanges.retriedOnce(() -> {
            if (attempts.incrementAndGet() == 1) {
                throw new PessimisticLockException("deadlock");
            }
            return "done";
        }, () -> new IllegalStateException("twice"));
        assertEquals("done", done);

        IllegalStateException twice = assertThrows(IllegalStateException.class,
                () -> ConcurrentChanges.retriedOnce(() -> {
                    throw new PessimisticLockException("deadlock");
                }, () -> new IllegalStateException("twice")));
        assertEquals("twice", twice.getMessage());
    }
}
