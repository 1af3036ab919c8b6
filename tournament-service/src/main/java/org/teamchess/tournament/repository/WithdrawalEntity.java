package org.teamchess.tournament.repository;

import jakarta.persistence.Column;
import jakarta.persistence.Embeddable;
import jakarta.persistence.EmbeddedId;
import jakarta.persistence.Entity;
import jakarta.persistence.Table;
import java.io.Serializable;
import java.time.Instant;
import java.util.UUID;

/**
 * A team that withdrew from a round-robin tournament (table {@code team_withdrawal}), and how far
 * it had come: seed 004 Art. 24.1 keeps its results in the final standings only when it had
 * completed at least half of its matches.
 */
@Entity
@Table(name = "team_withdrawal")
public class WithdrawalEntity {

    /** The tournament and the team. */
    @Embeddable
    public record Key(@Column(name = "tournament_id") UUID tournamentId, @Column(name = "team_id") UUID teamId)
            implements Serializable {
    }

    @EmbeddedId
    private Key key;

    @Column(name = "withdrawn_at", nullable = false)
    private Instant withdrawnAt;

    @Column(nullable = false)
    private int completed;

    @Column(nullable = false)
    private int scheduled;

    /** For JPA. */
    protected WithdrawalEntity() {
    }

    /**
     * @param completed the team's matches that had ended
     * @param scheduled all the team's matches
     */
    public WithdrawalEntity(UUID tournamentId, UUID teamId, Instant withdrawnAt, int completed, int scheduled) {
        this.key = new Key(tournamentId, teamId);
        this.withdrawnAt = withdrawnAt;
        this.completed = completed;
        this.scheduled = scheduled;
    }

    public UUID teamId() {
        return key.teamId();
    }

    public Instant withdrawnAt() {
        return withdrawnAt;
    }

    /** Art. 24.1.2: at least half of its matches completed; under half (24.1.1) they are not counted. */
    public boolean resultsCounted() {
        return completed * 2 >= scheduled;
    }
}
