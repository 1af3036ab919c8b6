package org.teamchess.registration.rest;

import java.time.Instant;
import java.util.List;
import java.util.UUID;

/**
 * Everything registration-service stores about a school's application (152-FZ: the school may
 * know what is kept about its people).
 *
 * @param coachAccountId the account (token subject) of the coach who applied
 * @param accounts       the player accounts linked to the roster
 * @param withdrawnAt    when the application was withdrawn, or null
 */
public record SchoolExport(Instant exportedAt, CompetitionView competition,
        ApplicationView application, String coachAccountId, List<LinkedAccount> accounts,
        Instant withdrawnAt) {

    public record LinkedAccount(UUID playerId, String accountId, Instant linkedAt) {
    }
}
