package org.teamchess.registration.rest;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * The account to make from an invitation.
 *
 * @param username Latin letters, digits and {@code . - _ @}, 3 to 255 characters; kept in lower case
 * @param password as the realm's password policy allows (at least 8 characters, not the user name)
 */
public record AccountRequest(
        @Schema(examples = "ivan.petrov") String username,
        @Schema(examples = "korol-e2e4") String password) {

    /** Never prints the password. */
    @Override
    public String toString() {
        return "AccountRequest[" + username + "]";
    }
}
