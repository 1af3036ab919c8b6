package org.teamchess.game;

import static org.awaitility.Awaitility.await;

import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.UUID;
import org.teamchess.events.EventCodec;
import org.teamchess.events.EventEnvelope;
import org.teamchess.events.Topics;
import org.teamchess.events.tournament.BoardPairing;
import org.teamchess.events.tournament.BoardPlayerSubstituted;
import org.teamchess.events.tournament.MatchScheduled;
import org.teamchess.game.rest.NewGameRequest;
import org.teamchess.game.service.GameService;
import org.teamchess.rules.Side;
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

    /** A one-board match in 30 minutes starting then, with fresh ids. */
    public static MatchScheduled oneBoard(Instant start) {
        return new MatchScheduled(UUID.randomUUID(), UUID.randomUUID(), 1,
                List.of(new BoardPairing(1, UUID.randomUUID(), UUID.randomUUID(), UUID.randomUUID())),
                TimeControl.parse("30+0").orElseThrow(), start);
    }

    /**
     * Publishes tournament-service's substitution of the side's player on the first board of the
     * match by {@code incoming}.
     *
     * @return the event's id
     */
    public static UUID substitute(MatchScheduled match, Side side, UUID incoming) {
        BoardPairing board = match.boards().get(0);
        EventEnvelope<BoardPlayerSubstituted> event = EventEnvelope.of(UUID.randomUUID(), "tournament-service",
                Instant.now(), new BoardPlayerSubstituted(match.matchId(), UUID.randomUUID(), match.competitionId(),
                        match.round(), board.board(), board.gameId(), side,
                        side == Side.WHITE ? board.whitePlayerId() : board.blackPlayerId(), incoming));
        TopicWriter.send(Topics.TOURNAMENT_EVENTS, event.subject(), CODEC.encodeToString(event));
        return event.id();
    }

    /**
     * A friendly game in {@code timeControl} whose clock started a second ago, to the millisecond as the
     * REST API takes it (docs/protocol.md).
     */
    public static NewGameRequest friendly(String timeControl) {
        return new NewGameRequest(UUID.randomUUID(), UUID.randomUUID(), timeControl, null, null,
                Instant.now().minusSeconds(1).truncatedTo(ChronoUnit.MILLIS), null, null);
    }

    /** The match wrapped as tournament-service would publish it, under a fresh event id. */
    public static EventEnvelope<MatchScheduled> envelope(MatchScheduled match) {
        return EventEnvelope.of(UUID.randomUUID(), "tournament-service", START.minusSeconds(3600), match);
    }

    /** Publishes the match as tournament-service would and waits until game-service has created its games. */
    public static MatchScheduled published(MatchScheduled match, GameService games) {
        publish(envelope(match));
        await().atMost(Duration.ofSeconds(30)).until(() -> match.boards().stream()
                .allMatch(board -> games.find(board.gameId()).isPresent()));
        return match;
    }

    /** Publishes the event on the tournament topic of the shared broker. */
    public static void publish(EventEnvelope<MatchScheduled> event) {
        TopicWriter.send(Topics.TOURNAMENT_EVENTS, event.subject(), CODEC.encodeToString(event));
    }
}
