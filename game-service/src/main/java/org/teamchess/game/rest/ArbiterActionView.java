package org.teamchess.game.rest;

import java.time.Instant;

/**
 * An arbiter's (or organizer's) action on a game, as recorded (GET /api/games/{id}/arbiter-actions).
 *
 * @param action      {@code quickplay-draw}, {@code quickplay-rejected}, {@code quickplay-postponed},
 *                    {@code adjudicated} or {@code voided}
 * @param result      the result it gave the game, null when it did not end it
 * @param termination how it ended the game, null when it did not
 * @param article     the article of the Laws applied
 * @param actorId     who: the token's subject
 * @param actorName   who: the name his token carried
 * @param reason      why, as he wrote it
 * @param at          when
 */
public record ArbiterActionView(String action, String result, String termination, String article, String actorId,
        String actorName, String reason, Instant at) {
}
