package org.teamchess.game.repository;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import jakarta.persistence.Version;
import java.time.Instant;
import java.util.UUID;

/** A game as stored (table {@code game}, V1__game.sql); never leaves the service. */
@Entity
@Table(name = "game")
public class GameEntity {

    @Id
    private UUID id;

    @Column(name = "match_id", nullable = false)
    private UUID matchId;

    @Column(name = "competition_id", nullable = false)
    private UUID competitionId;

    @Column(nullable = false)
    private int round;

    @Column(nullable = false)
    private int board;

    @Column(name = "white_player_id", nullable = false)
    private UUID whitePlayerId;

    @Column(name = "black_player_id", nullable = false)
    private UUID blackPlayerId;

    @Column(name = "time_control", nullable = false)
    private String timeControl;

    @Column(name = "scheduled_start", nullable = false)
    private Instant scheduledStart;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false)
    private GameState status;

    @Column(nullable = false)
    private String fen;

    @Column(name = "created_at", nullable = false)
    private Instant createdAt;

    @Version
    private long version;

    /** For JPA. */
    protected GameEntity() {
    }

    /** A new game in {@link GameState#SCHEDULED}. */
    public GameEntity(UUID id, UUID matchId, UUID competitionId, int round, int board, UUID whitePlayerId,
            UUID blackPlayerId, String timeControl, Instant scheduledStart, String fen, Instant createdAt) {
        this.id = id;
        this.matchId = matchId;
        this.competitionId = competitionId;
        this.round = round;
        this.board = board;
        this.whitePlayerId = whitePlayerId;
        this.blackPlayerId = blackPlayerId;
        this.timeControl = timeControl;
        this.scheduledStart = scheduledStart;
        this.status = GameState.SCHEDULED;
        this.fen = fen;
        this.createdAt = createdAt;
    }

    public UUID id() {
        return id;
    }

    public UUID matchId() {
        return matchId;
    }

    public UUID competitionId() {
        return competitionId;
    }

    public int round() {
        return round;
    }

    public int board() {
        return board;
    }

    public UUID whitePlayerId() {
        return whitePlayerId;
    }

    public UUID blackPlayerId() {
        return blackPlayerId;
    }

    /** The canonical notation of the game's {@link org.teamchess.rules.clock.TimeControl}. */
    public String timeControl() {
        return timeControl;
    }

    public Instant scheduledStart() {
        return scheduledStart;
    }

    public GameState status() {
        return status;
    }

    /** The current position in FEN. */
    public String fen() {
        return fen;
    }

    public Instant createdAt() {
        return createdAt;
    }
}
