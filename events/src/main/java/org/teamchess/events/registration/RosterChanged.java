package org.teamchess.events.registration;

import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.UUID;
import org.teamchess.events.EventPayload;

/**
 * A team's roster is (now) this list of players. Published by registration-service on
 * {@link org.teamchess.events.Topics#REGISTRATION_EVENTS}, keyed by team id, after the team's
 * {@link TeamRegistered} and whenever the roster changes; each event carries the whole roster, so
 * the latest one wins. Consumed by tournament-service: the default line-up of every match is the
 * roster order. Ids only: a consumer that shows the players' names asks registration-service for
 * them (docs/decisions/no-personal-data-on-kafka.md).
 *
 * <p>Version 2 dropped version 1's {@code displayNames}: children's names on a topic are readable
 * by anyone on the network and outlive their erasure for the topic's retention. A version 1 event
 * still decodes; its names are ignored.
 *
 * @param competitionId the competition the team plays in
 * @param teamId        the team, the subject of the event
 * @param playerIds     the players in roster order: the boards first (board 1 first), then the
 *                      reserves; at least one, each once
 */
public record RosterChanged(UUID competitionId, UUID teamId, List<UUID> playerIds) implements EventPayload {

    /**
     * @throws NullPointerException     if an id is null
     * @throws IllegalArgumentException if the roster is empty or names a player twice
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
    }

    @Override
    public String subject() {
        return teamId.toString();
    }
}
