package org.teamchess.registration.rest;

import java.time.Instant;

/**
 * A staff invitation as its organizers see it.
 *
 * @param username the account made from it, or null while there is none
 */
public record StaffInvitationView(String code, String role, String firstName, String lastName, Instant createdAt,
        boolean accountExists, String username) {
}
