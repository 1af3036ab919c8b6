package org.teamchess.registration.rest;

import java.time.LocalDate;
import java.util.UUID;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** One player of a roster, as the application lists them. */
@Schema(description = "A player of the roster")
public record RosterPlayer(
        @Schema(description = "When editing: the roster entry this is (keeps its id, invitation code"
                + " and linked account). Left out, an entry with the same full name and birth date"
                + " is kept; otherwise the player is new")
        UUID playerId,
        @Schema(description = "Фамилия", examples = "Петров") String surname,
        @Schema(description = "Имя", examples = "Иван") String firstName,
        @Schema(description = "Отчество, optional", examples = "Сергеевич") String patronymic,
        @Schema(description = "The name opponents see; default first name and surname",
                examples = "Иван Петров") String displayName,
        @Schema(description = "The player's school grade", examples = "9") Integer grade,
        @Schema(description = "Date of birth; must fit the grade (age on 1 September of the school"
                + " year between grade + 5 and grade + 8)", examples = "2011-05-04") LocalDate birthDate,
        @Schema(description = "male or female", examples = "male") String gender) {
}
