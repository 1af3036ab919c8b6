package org.teamchess.load;

import java.io.IOException;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;

/**
 * The access tokens of the run's three accounts, fetched again when older than ten minutes (the
 * realm's tokens live fifteen; game-service checks a token only at hello, so a connection outlives
 * its token, but a replacement game needs a fresh one).
 */
final class Accounts {

    private static final Duration FRESH_FOR = Duration.ofMinutes(10);

    private record Token(String value, long fetchedAt) {
    }

    private final Keycloak keycloak;
    private final Map<String, Token> tokens = new HashMap<>();

    Accounts(Keycloak keycloak) {
        this.keycloak = keycloak;
    }

    synchronized String token(String user) throws IOException, InterruptedException {
        Token token = tokens.get(user);
        if (token == null || System.nanoTime() - token.fetchedAt() > FRESH_FOR.toNanos()) {
            token = new Token(keycloak.token(user), System.nanoTime());
            tokens.put(user, token);
        }
        return token.value();
    }

    /** The account id of the user: the token's subject. */
    String id(String user) throws IOException, InterruptedException {
        return keycloak.subject(token(user));
    }
}
