package org.teamchess.game.service;

import jakarta.persistence.OptimisticLockException;
import jakarta.persistence.PessimisticLockException;
import java.util.function.Supplier;
import org.hibernate.exception.ConstraintViolationException;
import org.hibernate.exception.LockAcquisitionException;
import org.jboss.logging.Logger;

/**
 * Two instances changing one game at the same moment: how to recognise that the other came first, and
 * running the change once more on the new state.
 */
public final class ConcurrentChanges {

    private static final Logger LOG = Logger.getLogger(ConcurrentChanges.class);

    private ConcurrentChanges() {
    }

    /**
     * Runs a change; when another instance changed the game at the same moment (the change was rolled
     * back), runs it once more on the new state, where it may succeed or be refused.
     *
     * @param twice the refusal to throw when the second attempt meets a concurrent change as well
     */
    public static <T> T retriedOnce(Supplier<T> change, Supplier<RuntimeException> twice) {
        for (int attempt = 1; ; attempt++) {
            try {
                return change.get();
            } catch (RuntimeException failure) {
                if (!isConcurrentChange(failure)) {
                    throw failure;
                }
                if (attempt == 2) {
                    throw twice.get();
                }
                LOG.debug("The game changed concurrently; trying again");
            }
        }
    }

    /**
     * Whether a failure of one of this service's transactions was another instance changing the game first:
     * a stale version, the other's move row first, or PostgreSQL breaking a deadlock between the two (two
     * instances inserting the same ply and their outbox rows in the other order).
     */
    public static boolean isConcurrentChange(RuntimeException failure) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (cause instanceof OptimisticLockException || cause instanceof ConstraintViolationException
                    || cause instanceof PessimisticLockException || cause instanceof LockAcquisitionException) {
                return true;
            }
        }
        return false;
    }
}
