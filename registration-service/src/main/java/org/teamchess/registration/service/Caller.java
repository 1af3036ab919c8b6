package org.teamchess.registration.service;

import io.quarkus.security.identity.SecurityIdentity;
import org.eclipse.microprofile.jwt.JsonWebToken;
import org.teamchess.support.security.Roles;

/**
 * Who calls: the token's subject and the roles that matter to registration.
 *
 * @param subject the token's {@code sub}: a coach's or a player's account id
 */
public record Caller(String subject, boolean organizer, boolean coach) {

    public static Caller of(JsonWebToken token, SecurityIdentity identity) {
        return new Caller(token.getSubject(), identity.hasRole(Roles.ORGANIZER),
                identity.hasRole(Roles.COACH));
    }
}
