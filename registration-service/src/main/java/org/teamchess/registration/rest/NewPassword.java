package org.teamchess.registration.rest;

/** A child's new password, shown once and stored nowhere but in Keycloak. */
public record NewPassword(String username, String password) {

    /** Never prints the password. */
    @Override
    public String toString() {
        return "NewPassword[" + username + "]";
    }
}
