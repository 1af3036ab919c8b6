package org.teamchess.game.rest;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * One of the caller's own games: every field of {@link GameView} (at the top level, as
 * {@code GET /api/games/{id}} shows them) and the seat he plays.
 *
 * @param game the game
 * @param seat {@code white} or {@code black}
 */
public record OwnGameView(@JsonUnwrapped GameView game,
        @Schema(enumeration = {"white", "black"}, description = "the colour the caller plays") String seat) {
}
