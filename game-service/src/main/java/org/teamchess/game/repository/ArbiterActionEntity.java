package org.teamchess.game.repository;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.UUID;

/**
 * An arbiter's (or organizer's) action on a game, with who did it and why (table
 * {@code arbiter_action}, V4__arbiters_start_and_spectators.sql); kept for good.
 */
@Entity
@Table(name = "arbiter_action")
public class ArbiterActionEntity {

    @Id
    private UUID id;

    @Column(name = "game_id", nullable = false)
    private UUID gameId;

    /** {@code quickplay-draw}, {@code quickplay-rejected}, {@code quickplay-postponed}, {@code adjudicated} or {@code voided}. */
    @Column(nullable = false)
    private String action;

    /** The result the action gave the game, null when it did not end it. */
    @Column
    private String result;

    /** The termination's wire name, null when the action did not end the game. */
    @Column
    private String termination;

    @Column(nullable = false)
    private String article;

    @Column(name = "actor_id", nullable = false)
    private String actorId;

    @Column(name = "actor_name", nullable = false)
    private String actorName;

    @Column(nullable = false)
    private String reason;

    @Column(nullable = false)
    private Instant at;

    /** The entry of the game's log that announced the action. */
    @Column(nullable = false)
    private long version;

    /** For JPA. */
    protected ArbiterActionEntity() {
    }

    public ArbiterActionEntity(UUID gameId, String action, String result, String termination, String article,
            String actorId, String actorName, String reason, Instant at, long version) {
        this.id = UUID.randomUUID();
        this.gameId = gameId;
        this.action = action;
        this.result = result;
        this.termination = termination;
        this.article = article;
        this.actorId = actorId;
        this.actorName = actorName;
        this.reason = reason;
        this.at = at;
        this.version = version;
    }

    public UUID gameId() {
        return gameId;
    }

    public String action() {
        return action;
    }

    public String result() {
        return result;
    }

    public String termination() {
        return termination;
    }

    public String article() {
        return article;
    }

    public String actorId() {
        return actorId;
    }

    public String actorName() {
        return actorName;
    }

    public String reason() {
        return reason;
    }

    public Instant at() {
        return at;
    }

    public long version() {
        return version;
    }
}
