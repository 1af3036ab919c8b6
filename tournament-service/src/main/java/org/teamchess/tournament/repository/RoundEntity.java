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

    /** For JPA. */
    protected RoundEntity() {
    }

    /** @param byeTeamId the team without a match this round, or null */
    public RoundEntity(UUID tournamentId, int number, Instant scheduledStart, UUID byeTeamId) {
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
