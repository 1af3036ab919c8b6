package org.teamchess.tournament.repository;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import jakarta.persistence.Version;
import java.time.Instant;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.UUID;

/**
 * A team match of a round (table {@code team_match}): the first-named team has White on boards 1
 * and 3. Its score is set once, when its last board ended.
 */
@Entity
@Table(name = "team_match")
public class MatchEntity {

    @Id
    private UUID id;

    @Column(name = "tournament_id", nullable = false)
    private UUID tournamentId;

    @Column(nullable = false)
    private int round;

    @Column(nullable = false)
    private int position;

    @Column(name = "first_team_id", nullable = false)
    private UUID firstTeamId;

    @Column(name = "second_team_id", nullable = false)
    private UUID secondTeamId;

    @Column(name = "scheduled_start", nullable = false)
    private Instant scheduledStart;

    @Column(name = "first_team_halves")
    private Integer firstTeamHalves;

    @Column(name = "second_team_halves")
    private Integer secondTeamHalves;

    @Column(name = "decider_winner_team_id")
    private UUID deciderWinnerTeamId;

    @Column(name = "forfeited_by_team_id")
    private UUID forfeitedByTeamId;

    @Column(name = "ended_at")
    private Instant endedAt;

    @Version
    private long version;

    /** For JPA. */
    protected MatchEntity() {
    }

    /** @param position the order of the match within its round, from 0 (the table's order) */
    public MatchEntity(UUID id, UUID tournamentId, int round, int position, UUID firstTeamId, UUID secondTeamId,
            Instant scheduledStart) {
        this.id = id;
        this.tournamentId = tournamentId;
        this.round = round;
        this.position = position;
        this.firstTeamId = firstTeamId;
        this.secondTeamId = secondTeamId;
        this.scheduledStart = scheduledStart;
    }

    /** The round moved before it was published: the match starts with it. */
    public void reschedule(Instant start) {
        this.scheduledStart = start;
    }

    /** Scores the match: board points times two. */
    public void end(int firstHalves, int secondHalves, Instant at) {
        this.firstTeamHalves = firstHalves;
        this.secondTeamHalves = secondHalves;
        this.endedAt = at;
    }

    /**
     * Ends the match unplayed, forfeited by one of its teams (it withdrew): the other team takes
     * every board (Art. 24.3: + and -).
     */
    public void forfeit(UUID forfeitingTeamId, int boards, Instant at) {
        boolean first = forfeitingTeamId.equals(firstTeamId);
        end(first ? 0 : boards * 2, first ? boards * 2 : 0, at);
        this.forfeitedByTeamId = forfeitingTeamId;
    }

    /**
     * Scores an ended match again after an arbiter corrected a board: the new board points; the
     * decider's winner stands only while the boards stay level.
     */
    public void rescore(int firstHalves, int secondHalves) {
        this.firstTeamHalves = firstHalves;
        this.secondTeamHalves = secondHalves;
        if (firstHalves != secondHalves) {
            this.deciderWinnerTeamId = null;
        }
    }

    /** Ends a match level on board points by its decider, won by {@code winnerTeamId}. */
    public void decide(int halves, UUID winnerTeamId, Instant at) {
        end(halves, halves, at);
        this.deciderWinnerTeamId = winnerTeamId;
    }

    public UUID id() {
        return id;
    }

    public UUID tournamentId() {
        return tournamentId;
    }

    public int round() {
        return round;
    }

    public int position() {
        return position;
    }

    public UUID firstTeamId() {
        return firstTeamId;
    }

    public UUID secondTeamId() {
        return secondTeamId;
    }

    public Instant scheduledStart() {
        return scheduledStart;
    }

    public boolean isEnded() {
        return endedAt != null;
    }

    public Optional<Instant> endedAt() {
        return Optional.ofNullable(endedAt);
    }

    /** The team that won the decider of a level match, once it ended; empty without one. */
    public Optional<UUID> deciderWinnerTeamId() {
        return Optional.ofNullable(deciderWinnerTeamId);
    }

    /** The team that forfeited the match unplayed; empty for a match played or to be played. */
    public Optional<UUID> forfeitedByTeamId() {
        return Optional.ofNullable(forfeitedByTeamId);
    }

    /** Whether the team is one of the match's two. */
    public boolean involves(UUID teamId) {
        return firstTeamId.equals(teamId) || secondTeamId.equals(teamId);
    }

    /** The first team's board points times two, once ended. */
    public OptionalInt firstTeamHalves() {
        return firstTeamHalves == null ? OptionalInt.empty() : OptionalInt.of(firstTeamHalves);
    }

    /** The second team's board points times two, once ended. */
    public OptionalInt secondTeamHalves() {
        return secondTeamHalves == null ? OptionalInt.empty() : OptionalInt.of(secondTeamHalves);
    }
}
