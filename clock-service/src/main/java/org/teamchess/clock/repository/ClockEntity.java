package org.teamchess.clock.repository;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import jakarta.persistence.Version;
import java.time.Instant;
import java.util.UUID;

/** A game's clock as stored (table {@code game_clock}, V1__game_clock.sql); never leaves the service. */
@Entity
@Table(name = "game_clock")
public class ClockEntity {

    @Id
    @Column(name = "game_id")
    private UUID gameId;

    @Column(name = "time_control", nullable = false)
    private String timeControl;

    @Column(name = "scheduled_start", nullable = false)
    private Instant scheduledStart;

    @Column(name = "created_at", nullable = false)
    private Instant createdAt;

    @Version
    private long version;

    /** For JPA. */
    protected ClockEntity() {
    }

    public ClockEntity(UUID gameId, String timeControl, Instant scheduledStart, Instant createdAt) {
        this.gameId = gameId;
        this.timeControl = timeControl;
        this.scheduledStart = scheduledStart;
        this.createdAt = createdAt;
    }

    public UUID gameId() {
        return gameId;
    }

    /** The canonical notation of the game's {@link org.teamchess.rules.clock.TimeControl}. */
    public String timeControl() {
        return timeControl;
    }

    /** When White's clock starts (Art. 6.5). */
    public Instant scheduledStart() {
        return scheduledStart;
    }

    public Instant createdAt() {
        return createdAt;
    }
}
