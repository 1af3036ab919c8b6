package org.teamchess.clock.repository;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.UUID;

/**
 * One entry of a game's clock log (table {@code clock_event}, V2__clock_event.sql): an arbiter's
 * operation, an outage's pause or resume, the end. Moves were logged too until V4 (MOVE_RECEIVED);
 * those of games stored before remain, for the replay of a clock that has no snapshot yet.
 */
@Entity
@Table(name = "clock_event")
public class ClockEventEntity {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    @Column(name = "game_id", nullable = false)
    private UUID gameId;

    @Column(nullable = false)
    private int sequence;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false)
    private ClockEventKind kind;

    private String side;

    private Long millis;

    @Column(nullable = false)
    private Instant at;

    private String actor;

    private String reason;

    private Integer ply;

    @Column(name = "lag_millis")
    private Long lagMillis;

    /** For JPA. */
    protected ClockEventEntity() {
    }

    /**
     * An arbiter's operation, or an outage's pause or resume.
     *
     * @param ply    the half-moves the clock had taken
     * @param side   {@code white} or {@code black}, null for a pause or resume
     * @param millis the time added or set, null for a pause or resume
     */
    public ClockEventEntity(UUID gameId, int sequence, int ply, ClockEventKind kind, String side, Long millis,
            Instant at, String actor, String reason) {
        this.gameId = gameId;
        this.sequence = sequence;
        this.ply = ply;
        this.kind = kind;
        this.side = side;
        this.millis = millis;
        this.at = at;
        this.actor = actor;
        this.reason = reason;
    }

    /** The game ended at {@code at}, after {@code ply} half-moves. */
    public static ClockEventEntity ended(UUID gameId, int sequence, int ply, Instant at) {
        return new ClockEventEntity(gameId, sequence, ply, ClockEventKind.ENDED, null, null, at, null, null);
    }

    public UUID gameId() {
        return gameId;
    }

    /** The position in the game's log, from 1. */
    public int sequence() {
        return sequence;
    }

    public ClockEventKind kind() {
        return kind;
    }

    /** {@code white} or {@code black} (the mover of a move); empty for a pause, resume or end. */
    public Optional<String> side() {
        return Optional.ofNullable(side);
    }

    /** The time added or set; empty for a pause or resume. */
    public OptionalLong millis() {
        return millis == null ? OptionalLong.empty() : OptionalLong.of(millis);
    }

    public Instant at() {
        return at;
    }

    /** Who did it: the account id of the arbiter; empty for a move or the end. */
    public Optional<String> actor() {
        return Optional.ofNullable(actor);
    }

    /** Why, as the arbiter wrote it; empty for a move or the end. */
    public Optional<String> reason() {
        return Optional.ofNullable(reason);
    }

    /** The half-moves played before it: a move's own ply, or the clock's ply at an operation or the end. */
    public OptionalInt ply() {
        return ply == null ? OptionalInt.empty() : OptionalInt.of(ply);
    }

    /** A move's lag. */
    public OptionalLong lagMillis() {
        return lagMillis == null ? OptionalLong.empty() : OptionalLong.of(lagMillis);
    }
}
