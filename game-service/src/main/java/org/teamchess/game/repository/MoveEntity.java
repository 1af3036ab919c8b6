package org.teamchess.game.repository;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.Table;
import java.io.Serializable;
import java.time.Instant;
import java.util.UUID;

/** An accepted move (table {@code game_move}); the key (game, ply) admits one move per ply. */
@Entity
@Table(name = "game_move")
@IdClass(MoveEntity.Key.class)
public class MoveEntity {

    /** The composite key. */
    public record Key(UUID gameId, int ply) implements Serializable {
        /** For JPA. */
        public Key() {
            this(null, 0);
        }
    }

    @Id
    @Column(name = "game_id")
    private UUID gameId;

    @Id
    private int ply;

    @Column(nullable = false)
    private String san;

    @Column(nullable = false)
    private String uci;

    @Column(nullable = false)
    private String fen;

    @Column(name = "received_at", nullable = false)
    private Instant receivedAt;

    @Column(name = "client_move_id", nullable = false)
    private String clientMoveId;

    @Column(name = "white_remaining_millis", nullable = false)
    private long whiteRemainingMillis;

    @Column(name = "black_remaining_millis", nullable = false)
    private long blackRemainingMillis;

    @Column(nullable = false)
    private long version;

    /** For JPA. */
    protected MoveEntity() {
    }

    public MoveEntity(UUID gameId, int ply, String san, String uci, String fen, Instant receivedAt,
            String clientMoveId, long whiteRemainingMillis, long blackRemainingMillis, long version) {
        this.gameId = gameId;
        this.ply = ply;
        this.san = san;
        this.uci = uci;
        this.fen = fen;
        this.receivedAt = receivedAt;
        this.clientMoveId = clientMoveId;
        this.whiteRemainingMillis = whiteRemainingMillis;
        this.blackRemainingMillis = blackRemainingMillis;
        this.version = version;
    }

    public UUID gameId() {
        return gameId;
    }

    /** Half-moves played including this one (1: White's first move). */
    public int ply() {
        return ply;
    }

    public String san() {
        return san;
    }

    public String uci() {
        return uci;
    }

    /** The position after the move. */
    public String fen() {
        return fen;
    }

    public Instant receivedAt() {
        return receivedAt;
    }

    public String clientMoveId() {
        return clientMoveId;
    }

    public long whiteRemainingMillis() {
        return whiteRemainingMillis;
    }

    public long blackRemainingMillis() {
        return blackRemainingMillis;
    }

    /** The event version of the move in the game's log. */
    public long version() {
        return version;
    }
}
