package org.teamchess.tournament.service;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import java.util.UUID;
import org.teamchess.support.notify.DatabaseNotifications;

/**
 * Tells every instance of the service that a tournament's standings or crosstable may have
 * changed (a board result, a match result, a published round): {@code NOTIFY tournament_changed}
 * with the tournament id, delivered when the caller's transaction commits.
 */
@ApplicationScoped
public class TournamentChanges {

    public static final String CHANNEL = "tournament_changed";

    private final EntityManager entityManager;

    TournamentChanges(EntityManager entityManager) {
        this.entityManager = entityManager;
    }

    /** Inside the transaction that made the change. */
    public void announce(UUID tournamentId) {
        DatabaseNotifications.send(entityManager, CHANNEL, tournamentId.toString());
    }
}
