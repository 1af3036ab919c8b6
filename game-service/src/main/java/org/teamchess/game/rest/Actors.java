package org.teamchess.game.rest;

import java.util.Optional;
import org.eclipse.microprofile.jwt.JsonWebToken;
import org.teamchess.game.service.Actor;

/** Who acts, as a token says it: the subject, named by the token's name, else its login name. */
final class Actors {

    private Actors() {
    }

    static Actor of(JsonWebToken token) {
        String subject = token.getSubject();
        String name = Optional.ofNullable(token.<String>getClaim("name"))
                .or(() -> Optional.ofNullable(token.<String>getClaim("preferred_username")))
                .filter(value -> !value.isBlank()).orElse(subject);
        return new Actor(subject, name);
    }
}
