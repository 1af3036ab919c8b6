package org.teamchess.registration.rest;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.time.Instant;
import java.time.LocalDate;
import java.util.UUID;

/**
 * A player of a submitted roster. The patronymic, grade, birth date, gender and the invitation code
 * are shown only to organizers and the team's own coach; for anyone else they are left out.
 *
 * @param playerId       the id pairings and games name the player by
 * @param board          the position in the roster, from 1; past the competition's board count a reserve
 * @param reserve        whether the player is a reserve
 * @param invitationCode the code the player redeems to link an account (own coach and organizers)
 * @param linked         whether a player account has redeemed the code
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record RosterEntryView(UUID playerId, int board, boolean reserve, String displayName,
        String surname, String firstName, String patronymic, Integer grade, LocalDate birthDate,
        String gender, String invitationCode, boolean linked, Instant linkedAt) {
}
