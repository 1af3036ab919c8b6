package org.teamchess.game;

import java.time.Instant;
import java.util.UUID;
import org.teamchess.events.EventCodec;
import org.teamchess.events.EventEnvelope;
import org.teamchess.events.Topics;
import org.teamchess.events.registration.PlayerLinked;
import org.teamchess.testsupport.TestTokens;
import org.teamchess.testsupport.TopicWriter;

/**
 * Children's accounts as a child really has them: an account id of its own (Keycloak's opaque
 * subject, never the roster's player id), linked to a roster entry by registration-service's
 * {@link PlayerLinked} on the real broker.
 */
public final class TestLinks {

    private static final EventCodec CODEC = new EventCodec();

    private TestLinks() {
    }

    /** A fresh account id, as Keycloak makes them. */
    public static String newAccount() {
        return UUID.randomUUID().toString();
    }

    /** The access token of the account, with the realm role {@code player}. */
    public static String token(String account) {
        return TestTokens.withRealmRoles(account, "player");
    }

    /** Publishes registration-service's link of the account to the roster entry, made now; its event id. */
    public static UUID link(UUID playerId, String account) {
        return link(playerId, account, Instant.now());
    }

    /** Publishes the link as made at {@code at}; its event id. */
    public static UUID link(UUID playerId, String account, Instant at) {
        UUID teamId = UUID.randomUUID();
        EventEnvelope<PlayerLinked> event = EventEnvelope.of(UUID.randomUUID(), "registration-service", at,
                new PlayerLinked(UUID.randomUUID(), teamId, playerId, account));
        TopicWriter.send(Topics.REGISTRATION_EVENTS, event.subject(), CODEC.encodeToString(event));
        return event.id();
    }
}
