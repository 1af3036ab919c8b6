package org.teamchess.clock.rest;

import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Positive;
import jakarta.validation.constraints.Size;

/**
 * Time for one side of a game, added or set by an arbiter.
 *
 * @param side   {@code white} or {@code black}
 * @param millis the time in milliseconds: more than zero, at most a day
 * @param reason why, e.g. "Art. 7.4.2: illegal move by black"; kept with the operation
 */
public record SideTime(
        @NotNull @Pattern(regexp = "white|black", message = "must be white or black") String side,
        @NotNull @Positive @Max(86_400_000) Long millis,
        @NotBlank @Size(max = 500) String reason) {
}
