package org.teamchess.game.repository;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Collectors;
import org.teamchess.events.registration.PlayerLinked;

/** The accounts linked to roster entries. */
@ApplicationScoped
public class PlayerLinkRepository implements PanacheRepositoryBase<PlayerLinkEntity, UUID> {

    /**
     * Records the link, replacing the entry's earlier one unless that is newer: a link delivered
     * again after a later one (its event id forgotten meanwhile) changes nothing.
     *
     * @return whether the entry is now linked to this account by this event
     */
    public boolean link(PlayerLinked link, Instant at) {
        return getEntityManager().createNativeQuery("INSERT INTO player_link"
                        + " (player_id, account_id, competition_id, team_id, linked_at) VALUES (?1, ?2, ?3, ?4, ?5)"
                        + " ON CONFLICT (player_id) DO UPDATE SET account_id = excluded.account_id,"
                        + " competition_id = excluded.competition_id, team_id = excluded.team_id,"
                        + " linked_at = excluded.linked_at WHERE player_link.linked_at <= excluded.linked_at")
                .setParameter(1, link.playerId())
                .setParameter(2, link.accountId())
                .setParameter(3, link.competitionId())
                .setParameter(4, link.teamId())
                .setParameter(5, at)
                .executeUpdate() == 1;
    }

    /** The accounts linked to these roster entries, by player id; entries without a link are left out. */
    public Map<UUID, String> accountsOf(Collection<UUID> playerIds) {
        return list("playerId in ?1", playerIds).stream()
                .collect(Collectors.toMap(PlayerLinkEntity::playerId, PlayerLinkEntity::accountId));
    }

    /** The roster entries the account is linked to (one per competition at most). */
    public List<UUID> playersOf(String accountId) {
        return list("accountId", accountId).stream().map(PlayerLinkEntity::playerId).toList();
    }
}
