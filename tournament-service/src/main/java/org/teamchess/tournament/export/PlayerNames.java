package org.teamchess.tournament.export;

import java.util.Collection;
import java.util.HashMap;
import java.util.Map;
import java.util.UUID;
import org.teamchess.tournament.repository.TeamEntity;

/**
 * The names the exports print for players: every player on the rosters of the tournament's teams
 * by his public name, and a short id for one who has left every roster since he played; and for
 * teams.
 *
 * @param byPlayer the name of each player on a roster
 */
public record PlayerNames(Map<UUID, String> byPlayer) {

    public PlayerNames {
        byPlayer = Map.copyOf(byPlayer);
    }

    /** The names of the players on these teams' rosters. */
    public static PlayerNames of(Collection<TeamEntity> teams) {
        Map<UUID, String> names = new HashMap<>();
        for (TeamEntity team : teams) {
            for (int position = 0; position < team.roster().size(); position++) {
                UUID player = team.roster().get(position);
                names.put(player, name(team, position, player));
            }
        }
        return new PlayerNames(names);
    }

    /** The player's name; "Игрок 3f2a9c1b" (the start of his id) for one on no roster. */
    public String of(UUID playerId) {
        return byPlayer.getOrDefault(playerId, "Игрок " + playerId.toString().substring(0, 8));
    }

    /** The team's public name, or "Команда 3" by its pairing number when registration gave none. */
    public static String team(String name, int number) {
        return name == null ? "Команда " + number : name;
    }

    /**
     * The name of the player at this place of the team's roster: his public name from
     * registration-service (service.RosterNamesProjection), or "Игрок 3", the third of the roster, for
     * a player whose name has not been fetched yet.
     */
    private static String name(TeamEntity team, int position, UUID playerId) {
        return team.displayName(playerId).orElse("Игрок " + (position + 1));
    }
}
