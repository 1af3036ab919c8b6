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
import java.util.OptionalLong;
import java.util.UUID;

/** One entry of a game's clock log (table {@code clock_event}, V2__clock_event.sql). */
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

    @Column(nullable = false)
    private String actor;

    @Column(nullable = false)
    private String reason;

    /** For JPA. */
    protected ClockEventEntity() {
    }

    /**
     * @param side   {@code white} or {@code black}, null for a pause or resume
     * @param millis the time added or set, null for a pause or resume
     */
    public ClockEventEntity(UUID gameId, int sequence, ClockEventKind kind, String side, Long millis, Instant at,
            String actor, String reason) {
        this.gameId = gameId;
        this.sequence = sequence;
        this.kind = kind;
        this.side = side;
        this.millis = millis;
        this.at = at;
        this.actor = actor;
        this.reason = reason;
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

    /** {@code white} or {@code black}; empty for a pause or resume. */
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

    /** Who did it: the account id of the arbiter. */
    public String actor() {
        return actor;
    }

    /** Why, as the arbiter wrote it. */
    public String reason() {
        return reason;
    }
}
