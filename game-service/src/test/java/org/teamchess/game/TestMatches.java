package org.teamchess.game;

import java.time.Instant;
import java.util.List;
import java.util.UUID;
import org.teamchess.events.EventCodec;
import org.teamchess.events.EventEnvelope;
import org.teamchess.events.Topics;
import org.teamchess.events.tournament.BoardPairing;
import org.teamchess.events.tournament.MatchScheduled;
import org.teamchess.game.rest.NewGameRequest;
import org.teamchess.rules.clock.TimeControl;
import org.teamchess.testsupport.TopicWriter;

/** Scheduled matches as tournament-service publishes them; fresh ids every time. */
public final class TestMatches {

    /** A Saturday round at 13:00 Moscow time. */
    public static final Instant START = Instant.parse("2026-03-07T10:00:00Z");

    private static final EventCodec CODEC = new EventCodec();

    private TestMatches() {
    }

    /** A two-board match in the regulation's 30 minutes (seed 000, §4.5). */
    public static MatchScheduled twoBoards() {
        return new MatchScheduled(UUID.randomUUID(), UUID.randomUUID(), 1,
                List.of(new BoardPairing(1, UUID.randomUUID(), UUID.randomUUID(), UUID.randomUUID()),
                        new BoardPairing(2, UUID.randomUUID(), UUID.randomUUID(), UUID.randomUUID())),
                TimeControl.parse("30+0").orElseThrow(), START);
    }

    /** A friendly game in {@code timeControl} whose clock started a second ago. */
    public static NewGameRequest friendly(String timeControl) {
        return new NewGameRequest(UUID.randomUUID(), UUID.randomUUID(), timeControl, null, null,
                Instant.now().minusSeconds(1), null, null);
    }

    /** The match wrapped as tournament-service would publish it, under a fresh event id. */
    public static EventEnvelope<MatchScheduled> envelope(MatchScheduled match) {
        return EventEnvelope.of(UUID.randomUUID(), "tournament-service", START.minusSeconds(3600), match);
    }

    /** Publishes the event on the tournament topic of the shared broker. */
    public static void publish(EventEnvelope<MatchScheduled> event) {
        TopicWriter.send(Topics.TOURNAMENT_EVENTS, event.subject(), CODEC.encodeToString(event));
    }
}
