package org.teamchess.support.transaction;

import jakarta.transaction.Status;
import jakarta.transaction.Synchronization;
import jakarta.transaction.TransactionSynchronizationRegistry;

/**
 * Work that follows the current transaction's outcome: something kept in memory (a timer, a cached
 * game) or sent elsewhere may change only once the database has the change for good. Both actions
 * run on the thread that completes the transaction, after the outcome is final.
 */
public final class AfterTransaction {

    private AfterTransaction() {
    }

    /** Runs {@code committed} once the current transaction has committed; nothing if it did not. */
    public static void onCommit(TransactionSynchronizationRegistry transactions, Runnable committed) {
        register(transactions, committed, () -> { });
    }

    /** Runs {@code committed} once the current transaction has committed, {@code rolledBack} if it did not. */
    public static void register(TransactionSynchronizationRegistry transactions, Runnable committed,
            Runnable rolledBack) {
        transactions.registerInterposedSynchronization(new Synchronization() {
            @Override
            public void beforeCompletion() {
                // Only the outcome matters.
            }

            @Override
            public void afterCompletion(int status) {
                (status == Status.STATUS_COMMITTED ? committed : rolledBack).run();
            }
        });
    }
}
