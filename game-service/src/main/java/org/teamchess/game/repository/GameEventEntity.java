package org.teamchess.game.repository;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.Table;
import java.io.Serializable;
import java.time.Instant;
import java.util.UUID;

/** One entry of a game's event log (table {@code game_event}): a server message, by version. */
@Entity
@Table(name = "game_event")
@IdClass(GameEventEntity.Key.class)
public class GameEventEntity {

    /** The composite key. */
    public record Key(UUID gameId, long version) implements Serializable {
        /** For JPA. */
        public Key() {
            this(null, 0);
        }
    }

    @Id
    @Column(name = "game_id")
    private UUID gameId;

    @Id
    private long version;

    @Column(nullable = false)
    private String type;

    @Column(nullable = false)
    private String body;

    @Column(name = "created_at", nullable = false)
    private Instant createdAt;

    /** For JPA. */
    protected GameEventEntity() {
    }

    public GameEventEntity(UUID gameId, long version, String type, String body, Instant createdAt) {
        this.gameId = gameId;
        this.version = version;
        this.type = type;
        this.body = body;
        this.createdAt = createdAt;
    }

    public UUID gameId() {
        return gameId;
    }

    public long version() {
        return version;
    }

    /** The server message's type, e.g. {@code move}. */
    public String type() {
        return type;
    }

    /** The server message as JSON. */
    public String body() {
        return body;
    }

    public Instant createdAt() {
        return createdAt;
    }
}
