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
import java.time.Instant;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.UUID;
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

    public UUID id() {
        return id;
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

    public String createdBy() {
        return createdBy;
    }

    public Instant createdAt() {
        return createdAt;
    }
}
