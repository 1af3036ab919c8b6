package org.teamchess.registration.rest;

import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.time.LocalDateTime;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.teamchess.support.input.WithinSchedulingWindow;

/**
 * What an organizer sends to open a competition for applications. The team rule (boards with the
 * gender each requires, reserves, grades) is kept per competition; what is left out takes the
 * regulation's default.
 */
@Schema(description = "A competition to open for applications")
public record OpenCompetition(
        @Schema(description = "The competition's name", examples = "Командное первенство школ 2026")
        @NotBlank @Size(max = 200) String name,
        @Schema(description = "The last moment applications are accepted, in the local time of"
                + " timeZone; from a year ago to five years ahead", examples = "2026-03-01T18:00")
        @NotNull @WithinSchedulingWindow LocalDateTime deadline,
        @Schema(description = "IANA zone of the deadline; default Asia/Anadyr", examples = "Asia/Anadyr")
        @Size(max = 64) String timeZone,
        @Schema(description = "Boards each team plays on; default the size of boardGenders (4)")
        @Min(1) @Max(16) Integer boardCount,
        @Schema(description = "Reserves a roster may list after its boards; default the size of"
                + " reserveGenders (2)")
        @Min(0) @Max(4) Integer maxReserves,
        @Schema(description = "Lowest grade a player may be in; default 5")
        @Min(1) @Max(11) Integer minGrade,
        @Schema(description = "Highest grade a player may be in; default 11")
        @Min(1) @Max(11) Integer maxGrade,
        @Schema(description = "The gender each board requires, board 1 first: male, female or any;"
                + " default male, male, male, female", examples = "[\"male\",\"male\",\"male\",\"female\"]")
        @Size(min = 1, max = 16) List<String> boardGenders,
        @Schema(description = "The gender each reserve slot requires; default male, female",
                examples = "[\"male\",\"female\"]")
        @Size(max = 4) List<String> reserveGenders,
        @Schema(description = "When the competition is over, local time of timeZone; after it a school"
                + " may have its personal data erased. Default 90 days after the deadline; from a year"
                + " ago to five years ahead",
                examples = "2026-05-31T18:00")
        @WithinSchedulingWindow LocalDateTime endsAt) {
}
