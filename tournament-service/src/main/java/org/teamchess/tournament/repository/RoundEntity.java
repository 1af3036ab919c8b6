package org.teamchess.tournament.repository;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.Optional;
import java.util.UUID;

/** A round of a tournament (table {@code tournament_round}): its start, its bye, whether it is published. */
@Entity
@Table(name = "tournament_round")
public class RoundEntity {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    @Column(name = "tournament_id", nullable = false)
    private UUID tournamentId;

    @Column(nullable = false)
    private int number;

    @Column(name = "scheduled_start", nullable = false)
    private Instant scheduledStart;

    @Column(name = "bye_team_id")
    private UUID byeTeamId;

    @Column(name = "published_at")
    private Instant publishedAt;

    @Column(name = "paired_at")
    private Instant pairedAt;

    /** For JPA. */
    protected RoundEntity() {
    }

    /**
     * A round whose matches are known (a round robin's, or a Swiss round just paired).
     *
     * @param byeTeamId the team without a match this round, or null
     */
    public static RoundEntity paired(UUID tournamentId, int number, Instant scheduledStart, UUID byeTeamId,
            Instant pairedAt) {
        RoundEntity round = new RoundEntity(tournamentId, number, scheduledStart, byeTeamId);
        round.pairedAt = pairedAt;
        return round;
    }

    /** A Swiss round to be paired once the round before it is complete. */
    public static RoundEntity unpaired(UUID tournamentId, int number, Instant scheduledStart) {
        return new RoundEntity(tournamentId, number, scheduledStart, null);
    }

    /** A Swiss round was paired: its matches exist now, and the team with the bye, if any. */
    public void paired(UUID byeTeamId, Instant at) {
        this.byeTeamId = byeTeamId;
        this.pairedAt = at;
    }

    /** Whether its matches are known; a Swiss round's are not before the round before it is complete. */
    public boolean isPaired() {
        return pairedAt != null;
    }

    /** @param byeTeamId the team without a match this round, or null */
    private RoundEntity(UUID tournamentId, int number, Instant scheduledStart, UUID byeTeamId) {
        this.tournamentId = tournamentId;
        this.number = number;
        this.scheduledStart = scheduledStart;
        this.byeTeamId = byeTeamId;
    }

    /** A new start, before the round is published (its games do not exist yet). */
    public void move(Instant start) {
        this.scheduledStart = start;
    }

    public void published(Instant at) {
        this.publishedAt = at;
    }

    public UUID tournamentId() {
        return tournamentId;
    }

    public int number() {
        return number;
    }

    public Instant scheduledStart() {
        return scheduledStart;
    }

    public Optional<UUID> byeTeamId() {
        return Optional.ofNullable(byeTeamId);
    }

    public Optional<Instant> publishedAt() {
        return Optional.ofNullable(publishedAt);
    }

    public boolean isPublished() {
        return publishedAt != null;
    }
}
