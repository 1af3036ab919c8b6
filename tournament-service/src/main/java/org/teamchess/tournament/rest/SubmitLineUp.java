package org.teamchess.tournament.rest;

import java.util.List;
import java.util.UUID;

/**
 * A coach's line-up for a round.
 *
 * @param players the team's players by board, board 1 first: exactly as many as the boards, each
 *                from the roster once, in roster order (a reserve steps in, nobody jumps ahead)
 */
public record SubmitLineUp(List<UUID> players) {
}
