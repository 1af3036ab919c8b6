package org.teamchess.clock.repository;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import jakarta.persistence.Version;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Optional;
import java.util.UUID;
import org.teamchess.rules.clock.ClockSnapshot;
import org.teamchess.rules.clock.ClockStatus;

/**
 * A game's clock as stored (table {@code game_clock}, V1__game_clock.sql, V4__clock_snapshot.sql):
 * its time control, start and the clock as of its last change; never leaves the service.
 */
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

    @Enumerated(EnumType.STRING)
    private ClockStatus status;

    @Column(name = "white_remaining_micros")
    private Long whiteRemainingMicros;

    @Column(name = "white_moves")
    private Integer whiteMoves;

    @Column(name = "white_period")
    private Integer whitePeriod;

    @Column(name = "white_lag_bank_micros")
    private Long whiteLagBankMicros;

    @Column(name = "black_remaining_micros")
    private Long blackRemainingMicros;

    @Column(name = "black_moves")
    private Integer blackMoves;

    @Column(name = "black_period")
    private Integer blackPeriod;

    @Column(name = "black_lag_bank_micros")
    private Long blackLagBankMicros;

    private Instant anchor;

    @Column(name = "delay_left_micros")
    private Long delayLeftMicros;

    @Column(name = "turn_used_micros")
    private Long turnUsedMicros;

    @Column(name = "last_event_at")
    private Instant lastEventAt;

    @Column(name = "log_length", nullable = false)
    private int logLength;

    @Version
    private long version;

    /** For JPA. */
    protected ClockEntity() {
    }

    /**
     * @param clock       the new clock
     * @param flagCheckAt when the flag timer looks first: White's grace end
     */
    public ClockEntity(UUID gameId, String timeControl, Instant scheduledStart, Instant createdAt,
            ClockSnapshot clock, Instant flagCheckAt) {
        this.gameId = gameId;
        this.timeControl = timeControl;
        this.scheduledStart = scheduledStart;
        this.createdAt = createdAt;
        store(clock, flagCheckAt);
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

    /**
     * The clock as of its last change; empty for a clock stored before V4 that has not changed
     * since, which only its log gives.
     */
    public Optional<ClockSnapshot> snapshot() {
        if (status == null) {
            return Optional.empty();
        }
        return Optional.of(new ClockSnapshot(status, ply,
                new ClockSnapshot.SideSnapshot(durationOf(whiteRemainingMicros), whiteMoves, whitePeriod,
                        durationOf(whiteLagBankMicros)),
                new ClockSnapshot.SideSnapshot(durationOf(blackRemainingMicros), blackMoves, blackPeriod,
                        durationOf(blackLagBankMicros)),
                anchor, durationOf(delayLeftMicros), durationOf(turnUsedMicros),
                lastEventAt == null ? Instant.MIN : lastEventAt));
    }

    /**
     * The clock after a change, and when the flag timer looks next (null: never). Kept to the
     * microsecond, as PostgreSQL keeps instants (and as the log kept them before).
     */
    public void store(ClockSnapshot clock, Instant flagCheckAt) {
        this.status = clock.status();
        this.ply = clock.ply();
        this.whiteRemainingMicros = microsOf(clock.white().remaining());
        this.whiteMoves = clock.white().moves();
        this.whitePeriod = clock.white().period();
        this.whiteLagBankMicros = microsOf(clock.white().lagBank());
        this.blackRemainingMicros = microsOf(clock.black().remaining());
        this.blackMoves = clock.black().moves();
        this.blackPeriod = clock.black().period();
        this.blackLagBankMicros = microsOf(clock.black().lagBank());
        this.anchor = toMicros(clock.anchor());
        this.delayLeftMicros = microsOf(clock.delayLeft());
        this.turnUsedMicros = microsOf(clock.turnUsed());
        this.lastEventAt = clock.lastEventAt().equals(Instant.MIN) ? null : toMicros(clock.lastEventAt());
        this.flagCheckAt = flagCheckAt;
    }

    /** The clock's flag fell: it keeps its clock, but the flag timer need not look again. */
    public void flagFell() {
        this.flagCheckAt = null;
    }

    /** The sequence of the game's last log entry (0: none). */
    public int logLength() {
        return logLength;
    }

    /** Takes the next sequence of the game's log for an entry of the current change. */
    public int nextLogSequence() {
        return ++logLength;
    }

    private static Duration durationOf(long micros) {
        return Duration.of(micros, ChronoUnit.MICROS);
    }

    private static long microsOf(Duration duration) {
        return duration.getSeconds() * 1_000_000 + duration.getNano() / 1_000;
    }

    private static Instant toMicros(Instant at) {
        return at.truncatedTo(ChronoUnit.MICROS);
    }
}
