package org.teamchess.tournament.rest;

import java.time.Instant;
import java.util.List;
import java.util.UUID;

/**
 * A team's line-up for a round.
 *
 * @param round       the round
 * @param teamId      the team
 * @param players     its players by board, board 1 first
 * @param submitted   false for the default line-up: the first players of the roster
 * @param submittedBy who submitted it, or null for the default
 * @param submittedAt when, or null for the default
 * @param open        whether it can still change: the round is not yet published
 */
public record LineUpView(int round, UUID teamId, List<UUID> players, boolean submitted, String submittedBy,
        Instant submittedAt, boolean open) {
}
