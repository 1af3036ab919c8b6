package org.teamchess.registration.rest;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** A school's team application (seed 000, Appendix 1), as its coach submits it. */
@Schema(description = "A school's team application")
public record SubmitApplication(
        @Schema(description = "The school's official name", examples = "МБОУ СОШ № 1 г. Анадыря")
        @NotBlank @Size(max = 200) String schoolName,
        @Schema(description = "The municipality the school belongs to", examples = "Анадырь")
        @NotBlank @Size(max = 100) String municipality,
        @Schema(description = "The players in board order: the boards first, then the reserves")
        @NotNull @Size(min = 1, max = 20) List<@NotNull @Valid RosterPlayer> roster) {
}
