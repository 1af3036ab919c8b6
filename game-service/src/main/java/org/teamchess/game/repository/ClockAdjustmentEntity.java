package org.teamchess.game.repository;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.Table;
import java.io.Serializable;
import java.time.Instant;
import java.util.UUID;

/**
 * An arbiter's clock operation that clock-service announced, as applied to the game's clock (table
 * {@code clock_adjustment}); replayed in version order with the moves.
 */
@Entity
@Table(name = "clock_adjustment")
@IdClass(ClockAdjustmentEntity.Key.class)
public class ClockAdjustmentEntity {

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

    /** {@code paused}, {@code resumed}, {@code time-added} or {@code time-set}. */
    @Column(nullable = false)
    private String kind;

    /** The side's wire name for added or set time; null otherwise. */
    @Column
    private String side;

    /** The time added or set, in milliseconds; null otherwise. */
    @Column(name = "amount_millis")
    private Long amountMillis;

    @Column(nullable = false)
    private Instant at;

    /** Why, as the arbiter wrote it (clock-service's event); null for operations stored before V10. */
    @Column
    private String reason;

    /** For JPA. */
    protected ClockAdjustmentEntity() {
    }

    public ClockAdjustmentEntity(UUID gameId, long version, String kind, String side, Long amountMillis,
            Instant at, String reason) {
        this.gameId = gameId;
        this.version = version;
        this.kind = kind;
        this.side = side;
        this.amountMillis = amountMillis;
        this.at = at;
        this.reason = reason;
    }

    public UUID gameId() {
        return gameId;
    }

    public long version() {
        return version;
    }

    public String kind() {
        return kind;
    }

    public String side() {
        return side;
    }

    public Long amountMillis() {
        return amountMillis;
    }

    public Instant at() {
        return at;
    }

    public String reason() {
        return reason;
    }
}
