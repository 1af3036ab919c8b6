package org.teamchess.game.repository;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.UUID;

/**
 * A player's call for the arbiter from his board (table {@code arbiter_call}, V7__arbiter_calls.sql):
 * open until an arbiter or organizer marks it handled; kept for good.
 */
@Entity
@Table(name = "arbiter_call")
public class ArbiterCallEntity {

    @Id
    private UUID id;

    @Column(name = "game_id", nullable = false)
    private UUID gameId;

    /** {@code white} or {@code black}. */
    @Column(nullable = false)
    private String side;

    @Column(name = "caller_id", nullable = false)
    private String callerId;

    @Column(name = "caller_name", nullable = false)
    private String callerName;

    @Column(nullable = false)
    private String message;

    @Column(name = "called_at", nullable = false)
    private Instant calledAt;

    @Column(name = "handled_at")
    private Instant handledAt;

    @Column(name = "handled_by_id")
    private String handledById;

    @Column(name = "handled_by_name")
    private String handledByName;

    @Column
    private String note;

    /** For JPA. */
    protected ArbiterCallEntity() {
    }

    public ArbiterCallEntity(UUID gameId, String side, String callerId, String callerName, String message, Instant calledAt) {
        this.id = UUID.randomUUID();
        this.gameId = gameId;
        this.side = side;
        this.callerId = callerId;
        this.callerName = callerName;
        this.message = message;
        this.calledAt = calledAt;
    }

    /** Marks the call handled by the arbiter; false when it was handled already. */
    public boolean handle(String arbiterId, String arbiterName, String arbiterNote, Instant at) {
        if (handledAt != null) {
            return false;
        }
        this.handledAt = at;
        this.handledById = arbiterId;
        this.handledByName = arbiterName;
        this.note = arbiterNote;
        return true;
    }

    public UUID id() {
        return id;
    }

    public UUID gameId() {
        return gameId;
    }

    public String side() {
        return side;
    }

    public String callerId() {
        return callerId;
    }

    public String callerName() {
        return callerName;
    }

    public String message() {
        return message;
    }

    public Instant calledAt() {
        return calledAt;
    }

    public Instant handledAt() {
        return handledAt;
    }

    public String handledByName() {
        return handledByName;
    }

    public String note() {
        return note;
    }
}
