package org.teamchess.events.registration;

import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.UUID;
import org.teamchess.events.EventPayload;
import org.teamchess.events.OptionalField;

/**
 * A team's roster is (now) this list of players. Published by registration-service on
 * {@link org.teamchess.events.Topics#REGISTRATION_EVENTS}, keyed by team id, after the team's
 * {@link TeamRegistered} and whenever the roster changes; each event carries the whole roster, so
 * the latest one wins. Consumed by tournament-service: the default line-up of every match is the
 * roster order. Ids and public names only: full names, grades and birth dates stay in
 * registration-service.
 *
 * @param competitionId the competition the team plays in
 * @param teamId        the team, the subject of the event
 * @param playerIds     the players in roster order: the boards first (board 1 first), then the
 *                      reserves; at least one, each once
 * @param displayNames  the players' public names ("Иван Петров"), as pairings, protocols and
 *                      exports show them, in the order of {@code playerIds} (added within version
 *                      1; absent from older events)
 */
public record RosterChanged(UUID competitionId, UUID teamId, List<UUID> playerIds,
        @OptionalField List<String> displayNames) implements EventPayload {

    /**
     * @throws NullPointerException     if an id is null
     * @throws IllegalArgumentException if the roster is empty or names a player twice, or the
     *                                  names are not one per player
     */
    public RosterChanged {
        Objects.requireNonNull(competitionId, "competitionId");
        Objects.requireNonNull(teamId, "teamId");
        playerIds = List.copyOf(playerIds);
        if (playerIds.isEmpty()) {
            throw new IllegalArgumentException("a roster names at least one player");
        }
        if (new HashSet<>(playerIds).size() != playerIds.size()) {
            throw new IllegalArgumentException("a roster names every player once: " + playerIds);
        }
        if (displayNames != null) {
            displayNames = List.copyOf(displayNames);
            if (displayNames.size() != playerIds.size()) {
                throw new IllegalArgumentException("a roster has one display name per player: " + displayNames.size()
                        + " names for " + playerIds.size() + " players");
            }
        }
    }

    @Override
    public String subject() {
        return teamId.toString();
    }
}
