package org.teamchess.tournament.repository;

import jakarta.persistence.CollectionTable;
import jakarta.persistence.Column;
import jakarta.persistence.ElementCollection;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.OrderColumn;
import jakarta.persistence.Table;
import jakarta.persistence.Version;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.UUID;
import org.teamchess.rules.Side;
import org.teamchess.tournament.names.NamePolicy;
import org.teamchess.tournament.standings.TieBreak;

/** A tournament (table {@code tournament}); its teams by pairing number in {@code tournament_team}. */
@Entity
@Table(name = "tournament")
public class TournamentEntity {

    @Id
    private UUID id;

    @Column(name = "competition_id", nullable = false)
    private UUID competitionId;

    @Column(nullable = false)
    private String name;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false)
    private TournamentFormat format;

    @Column(nullable = false)
    private int boards;

    @Column(name = "time_control", nullable = false)
    private String timeControl;

    @Column(name = "time_zone", nullable = false)
    private String timeZone;

    @Column(name = "tie_breaks", nullable = false)
    private String tieBreaks;

    @Enumerated(EnumType.STRING)
    @Column(name = "drawn_match", nullable = false)
    private DrawnMatchRule drawnMatch;

    @Column(name = "decider_board", nullable = false)
    private int deciderBoard;

    @Column(name = "spectator_delay_seconds", nullable = false)
    private int spectatorDelaySeconds;

    @Column(name = "line_up_deadline_minutes")
    private Integer lineUpDeadlineMinutes;

    /** Art. 6.7.1's default time in minutes; null for tournaments created before it was set here. */
    @Column(name = "default_time_minutes")
    private Integer defaultTimeMinutes;

    @Column(name = "swiss_initial_colour")
    @Enumerated(EnumType.STRING)
    private Side swissInitialColour;

    /** What the public reads of the players' names (V12); participants read them in full. */
    @Column(name = "public_names", nullable = false)
    @Enumerated(EnumType.STRING)
    private NamePolicy publicNames = NamePolicy.FIRST_NAME_INITIAL;

    @Column(name = "created_by", nullable = false)
    private String createdBy;

    @Column(name = "created_at", nullable = false)
    private Instant createdAt;

    @ElementCollection
    @CollectionTable(name = "tournament_team", joinColumns = @JoinColumn(name = "tournament_id"))
    @OrderColumn(name = "position")
    @Column(name = "team_id", nullable = false)
    private List<UUID> teams = new ArrayList<>();

    @Version
    private long version;

    /** For JPA. */
    protected TournamentEntity() {
    }

    /**
     * @param teams       the teams in pairing-number order (number 1 first)
     * @param timeControl  the canonical notation of the time control
     * @param drawnMatch   what follows a match level on board points
     * @param deciderBoard the board whose players play the decider, from 1
     * @param spectatorDelaySeconds how late spectators see the games, 0 for live
     */
    public TournamentEntity(UUID id, UUID competitionId, String name, TournamentFormat format, int boards,
            String timeControl, ZoneId timeZone, List<TieBreak> tieBreaks, DrawnMatchRule drawnMatch,
            int deciderBoard, int spectatorDelaySeconds, List<UUID> teams, String createdBy, Instant createdAt) {
        this.id = id;
        this.competitionId = competitionId;
        this.name = name;
        this.format = format;
        this.boards = boards;
        this.timeControl = timeControl;
        this.timeZone = timeZone.getId();
        this.tieBreaks = String.join(",", tieBreaks.stream().map(TieBreak::wireName).toList());
        this.drawnMatch = drawnMatch;
        this.deciderBoard = deciderBoard;
        this.spectatorDelaySeconds = spectatorDelaySeconds;
        this.teams.addAll(teams);
        this.createdBy = createdBy;
        this.createdAt = createdAt;
    }

    /**
     * Sets when line-ups close: this many minutes before each round's start, when its board
     * pairings are announced; none, when the round is published.
     */
    public void closeLineUpsBeforeStart(Integer minutes) {
        this.lineUpDeadlineMinutes = minutes;
    }

    /**
     * Sets the default time (Art. 6.7.1): a player not at the board by a round's start plus this many
     * minutes loses, unplayed.
     */
    public void defaultTime(int minutes) {
        this.defaultTimeMinutes = minutes;
    }

    /** For a Swiss tournament: the colour drawn for pairing number 1 before round 1 (C.04.6 Art. 4.1). */
    public void drawSwissColour(Side initialColour) {
        this.swissInitialColour = initialColour;
    }

    public UUID id() {
        return id;
    }

    /** Minutes before a round's start at which its line-ups close; empty: when it is published. */
    public OptionalInt lineUpDeadlineMinutes() {
        return lineUpDeadlineMinutes == null ? OptionalInt.empty() : OptionalInt.of(lineUpDeadlineMinutes);
    }

    /**
     * The default time in minutes (Art. 6.7.1); empty for a tournament created before it was set here,
     * whose games keep game-service's configured one.
     */
    public OptionalInt defaultTimeMinutes() {
        return defaultTimeMinutes == null ? OptionalInt.empty() : OptionalInt.of(defaultTimeMinutes);
    }

    /** When the round's line-ups close, if the tournament has a deadline. */
    public Optional<Instant> lineUpDeadline(Instant roundStart) {
        return lineUpDeadlineMinutes == null ? Optional.empty()
                : Optional.of(roundStart.minus(Duration.ofMinutes(lineUpDeadlineMinutes)));
    }

    /** The colour drawn for a Swiss tournament's pairing number 1; empty for the other formats. */
    public Optional<Side> swissInitialColour() {
        return Optional.ofNullable(swissInitialColour);
    }

    public UUID competitionId() {
        return competitionId;
    }

    public String name() {
        return name;
    }

    public TournamentFormat format() {
        return format;
    }

    public int boards() {
        return boards;
    }

    public String timeControl() {
        return timeControl;
    }

    public ZoneId timeZone() {
        return ZoneId.of(timeZone);
    }

    /** The tie-break order, the primary score first. */
    public List<TieBreak> tieBreaks() {
        return Arrays.stream(tieBreaks.split(",")).map(name -> TieBreak.fromWireName(name).orElseThrow()).toList();
    }

    /** What follows a match level on board points. */
    public DrawnMatchRule drawnMatch() {
        return drawnMatch;
    }

    /** The board whose players play a level match's decider, from 1. */
    public int deciderBoard() {
        return deciderBoard;
    }

    /** The teams in pairing-number order. */
    public int spectatorDelaySeconds() {
        return spectatorDelaySeconds;
    }

    public List<UUID> teams() {
        return List.copyOf(teams);
    }

    /** The team with this pairing number, from 1. */
    public UUID team(int number) {
        return teams.get(number - 1);
    }

    public NamePolicy publicNames() {
        return publicNames;
    }

    /** Sets what the public reads of the players' names. */
    public void showPublicly(NamePolicy policy) {
        this.publicNames = policy;
    }

    public String createdBy() {
        return createdBy;
    }

    public Instant createdAt() {
        return createdAt;
    }
}
