package org.teamchess.clock.repository;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import jakarta.persistence.Version;
import java.time.Instant;
import java.util.Optional;
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

    @Column(nullable = false)
    private int ply;

    @Column(name = "flag_check_at")
    private Instant flagCheckAt;

    @Version
    private long version;

    /** For JPA. */
    protected ClockEntity() {
    }

    /** @param flagCheckAt when the flag timer looks first: White's grace end */
    public ClockEntity(UUID gameId, String timeControl, Instant scheduledStart, Instant createdAt,
            Instant flagCheckAt) {
        this.gameId = gameId;
        this.timeControl = timeControl;
        this.scheduledStart = scheduledStart;
        this.createdAt = createdAt;
        this.flagCheckAt = flagCheckAt;
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

    /** The half-moves the clock has taken. */
    public int ply() {
        return ply;
    }

    /**
     * When the flag timer must look at this clock next: the running side's grace end; empty when no
     * flag can fall (stopped, ended, or the flag fell already). Never later than the true grace end.
     */
    public Optional<Instant> flagCheckAt() {
        return Optional.ofNullable(flagCheckAt);
    }

    /** Increases with every change of the row: orders the timer updates of concurrent changes. */
    public long version() {
        return version;
    }

    /** The clock after a change: its ply and when the flag timer looks next (null: never). */
    public void retime(int ply, Instant flagCheckAt) {
        this.ply = ply;
        this.flagCheckAt = flagCheckAt;
    }
}
