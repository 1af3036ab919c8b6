package org.teamchess.tournament.playoff;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.Optional;
import java.util.UUID;

/** A match of a play-off (table {@code playoff_match}); its id is the MatchScheduled match id. */
@Entity
@Table(name = "playoff_match")
public class PlayoffMatchEntity {

    @Id
    private UUID id;

    @Column(name = "playoff_id", nullable = false)
    private UUID playoffId;

    @Column(nullable = false)
    private String kind;

    @Column(nullable = false)
    private int stage;

    @Column(name = "first_team_id", nullable = false)
    private UUID firstTeamId;

    @Column(name = "second_team_id", nullable = false)
    private UUID secondTeamId;

    @Column(name = "first_team_white", nullable = false)
    private boolean firstTeamWhite;

    @Column(name = "published_at")
    private Instant publishedAt;

    @Column(name = "first_team_halves")
    private Integer firstTeamHalves;

    @Column(name = "second_team_halves")
    private Integer secondTeamHalves;

    @Column(name = "winner_team_id")
    private UUID winnerTeamId;

    @Column(name = "ended_at")
    private Instant endedAt;

    /** For JPA. */
    protected PlayoffMatchEntity() {
    }

    /**
     * @param firstTeamWhite for an Armageddon, whether the first team has White (by lot); for the
     *                       others, the first team has White on the odd boards of the first game
     */
    public PlayoffMatchEntity(UUID id, UUID playoffId, PlayoffKind kind, int stage, UUID firstTeamId,
            UUID secondTeamId, boolean firstTeamWhite) {
        this.id = id;
        this.playoffId = playoffId;
        this.kind = kind.name();
        this.stage = stage;
        this.firstTeamId = firstTeamId;
        this.secondTeamId = secondTeamId;
        this.firstTeamWhite = firstTeamWhite;
    }

    public UUID id() {
        return id;
    }

    public UUID playoffId() {
        return playoffId;
    }

    public PlayoffKind kind() {
        return PlayoffKind.valueOf(kind);
    }

    public int stage() {
        return stage;
    }

    public UUID firstTeamId() {
        return firstTeamId;
    }

    public UUID secondTeamId() {
        return secondTeamId;
    }

    public boolean firstTeamWhite() {
        return firstTeamWhite;
    }

    public boolean isPublished() {
        return publishedAt != null;
    }

    public void published(Instant now) {
        this.publishedAt = now;
    }

    public boolean isEnded() {
        return endedAt != null;
    }

    public Optional<Integer> firstTeamHalves() {
        return Optional.ofNullable(firstTeamHalves);
    }

    public Optional<Integer> secondTeamHalves() {
        return Optional.ofNullable(secondTeamHalves);
    }

    public Optional<UUID> winnerTeamId() {
        return Optional.ofNullable(winnerTeamId);
    }

    /** Every game has its result: the board points, and the winner (null: level). */
    public void end(int firstHalves, int secondHalves, UUID winner, Instant now) {
        this.firstTeamHalves = firstHalves;
        this.secondTeamHalves = secondHalves;
        this.winnerTeamId = winner;
        this.endedAt = now;
    }

    /** As the plan reads it. */
    public PlayoffPlan.Played played() {
        return new PlayoffPlan.Played(kind(), firstTeamId, secondTeamId, isEnded(),
                firstTeamHalves == null ? 0 : firstTeamHalves, secondTeamHalves == null ? 0 : secondTeamHalves,
                winnerTeamId);
    }
}
