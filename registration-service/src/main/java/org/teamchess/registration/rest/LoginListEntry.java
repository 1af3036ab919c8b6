package org.teamchess.registration.rest;

/**
 * A line of a team's login list (seed 000 Appendix 3): what an opposing school sees of a player.
 *
 * @param board   the board, from 1; past the competition's board count a reserve
 * @param reserve whether the player is a reserve
 */
public record LoginListEntry(int board, boolean reserve, String displayName) {
}
