package org.teamchess.registration.client;

import java.util.Objects;

/**
 * An account to create.
 *
 * @param username       already in the directory's form (lower case)
 * @param group          the realm group that gives the role: {@code /players}, {@code /coaches},
 *                       {@code /arbiters} or {@code /federation}
 * @param invitationCode the code the account is made from, kept on the account (attribute
 *                       {@code teamchessInvitation}) so that a retried request finds it
 */
public record NewAccount(String username, String password, String firstName, String lastName,
        String group, String invitationCode) {

    public NewAccount {
        Objects.requireNonNull(username, "username");
        Objects.requireNonNull(password, "password");
        Objects.requireNonNull(group, "group");
        Objects.requireNonNull(invitationCode, "invitationCode");
    }

    /** Never prints the password. */
    @Override
    public String toString() {
        return "NewAccount[" + username + ", " + group + ", " + invitationCode + "]";
    }
}
