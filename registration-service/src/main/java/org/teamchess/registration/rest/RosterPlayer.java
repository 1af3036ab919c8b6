package org.teamchess.registration.rest;

import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** One player of a roster, as the application lists them. */
@Schema(description = "A player of the roster")
public record RosterPlayer(
        @Schema(description = "The name opponents see", examples = "Анна Петрова")
        @NotBlank @Size(min = 2, max = 100)
        @Pattern(regexp = NAME, message = "must be a name in Cyrillic or Latin letters")
        String displayName,
        @Schema(description = "The player's school grade")
        @NotNull @Min(1) @Max(11) Integer grade) {

    /** Words of Cyrillic or Latin letters, joined by spaces, hyphens, apostrophes or dots. */
    static final String NAME =
            "[\\p{IsCyrillic}\\p{IsLatin}]+([ '’.-]+[\\p{IsCyrillic}\\p{IsLatin}]+)*\\.?";
}
