package org.teamchess.tournament.repository;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.util.UUID;

/**
 * The account linked to a roster entry (registration-service's {@code PlayerLinked}, table
 * {@code player_account}): it tells a child logged in from a stranger. Ids only.
 */
@Entity
@Table(name = "player_account")
public class PlayerAccountEntity {

    @Id
    @Column(name = "player_id")
    private UUID playerId;

    @Column(name = "team_id", nullable = false)
    private UUID teamId;

    @Column(name = "account_id", nullable = false)
    private String accountId;

    /** For JPA. */
    protected PlayerAccountEntity() {
    }

    public PlayerAccountEntity(UUID playerId, UUID teamId, String accountId) {
        this.playerId = playerId;
        this.teamId = teamId;
        this.accountId = accountId;
    }

    /** A later link of the same entry replaces the earlier one. */
    public void link(UUID teamId, String accountId) {
        this.teamId = teamId;
        this.accountId = accountId;
    }
}
