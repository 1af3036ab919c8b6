package org.teamchess.registration.rest;

/** What the staff invitation page shows to whoever holds the code. */
public record StaffInvitationSummary(String code, String role, String firstName, String lastName,
        boolean accountExists) {
}
