package org.teamchess.clock.rest;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Size;

/**
 * Why an arbiter stops or restarts a game's clocks; kept with the operation.
 *
 * @param reason a sentence, e.g. "Art. 6.12.2: the player claims an illegal move"
 */
public record ArbiterReason(@NotBlank @Size(max = 500) String reason) {
}
