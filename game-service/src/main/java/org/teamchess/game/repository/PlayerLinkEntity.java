package org.teamchess.game.repository;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.UUID;

/**
 * The account that plays for a roster entry, as registration-service's {@code PlayerLinked} said
 * (table {@code player_link}, V5__player_links.sql); written by {@link PlayerLinkRepository#link}.
 */
@Entity
@Table(name = "player_link")
public class PlayerLinkEntity {

    @Id
    @Column(name = "player_id")
    private UUID playerId;

    @Column(name = "account_id", nullable = false)
    private String accountId;

    @Column(name = "competition_id", nullable = false)
    private UUID competitionId;

    @Column(name = "team_id", nullable = false)
    private UUID teamId;

    @Column(name = "linked_at", nullable = false)
    private Instant linkedAt;

    /** For JPA. */
    protected PlayerLinkEntity() {
    }

    public UUID playerId() {
        return playerId;
    }

    public String accountId() {
        return accountId;
    }
}
