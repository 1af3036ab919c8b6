package org.teamchess.clock;

import java.time.Duration;
import java.time.Instant;
import java.util.UUID;
import org.teamchess.events.EventCodec;
import org.teamchess.events.EventEnvelope;
import org.teamchess.events.EventPayload;
import org.teamchess.events.Topics;
import org.teamchess.events.game.GameCreated;
import org.teamchess.events.game.GameEnded;
import org.teamchess.events.game.GameResult;
import org.teamchess.events.game.MovePlayed;
import org.teamchess.events.game.Termination;
import org.teamchess.rules.Side;
import org.teamchess.rules.clock.GameClock;
import org.teamchess.rules.clock.MoveOutcome;
import org.teamchess.rules.clock.TimeControl;
import org.teamchess.testsupport.TopicWriter;

/** Game events as game-service publishes them; fresh ids every time. */
public final class TestGames {

    private static final EventCodec CODEC = new EventCodec();
    private static final String[] OPENING_UCI = {"e2e4", "e7e5", "g1f3", "b8c6"};
    private static final String[] OPENING_SAN = {"e4", "e5", "Nf3", "Nc6"};

    private TestGames() {
    }

    /** A board-1 game of a new match in this time control, White's clock starting at {@code start}. */
    public static GameCreated created(String timeControl, Instant start) {
        return new GameCreated(UUID.randomUUID(), UUID.randomUUID(), 1, UUID.randomUUID(), UUID.randomUUID(),
                TimeControl.parse(timeControl).orElseThrow(), start);
    }

    /**
     * The next move of an opening as game-service reports it, with both clocks after it as the
     * shared model computes them crediting {@code lag}.
     *
     * @param before the game's clock before the move (game-service's copy)
     * @return the event and the clock after it
     */
    public static Moved moved(GameCreated game, GameClock before, Instant receivedAt, Duration lag) {
        int ply = before.ply();
        MoveOutcome.Accepted accepted = (MoveOutcome.Accepted) before.move(ply, before.toMove(), receivedAt, lag)
                .orElseThrow();
        GameClock after = accepted.clock();
        // The clock reads neither the move nor the position: past the opening it repeats.
        int opening = ply % OPENING_SAN.length;
        return new Moved(new MovePlayed(game.gameId(), ply + 1, OPENING_SAN[opening], OPENING_UCI[opening],
                "fen after " + OPENING_SAN[opening], receivedAt, after.stateAt(receivedAt).remaining(Side.WHITE).toMillis(),
                after.stateAt(receivedAt).remaining(Side.BLACK).toMillis()), after);
    }

    /** A move and the clock after it. */
    public record Moved(MovePlayed event, GameClock clock) {
    }

    /** The game resigned by Black at {@code at}. */
    public static GameEnded resigned(GameCreated game, Instant at) {
        return new GameEnded(game.gameId(), GameResult.WHITE_WON, Termination.RESIGNATION, at);
    }

    /** The event wrapped as game-service would publish it, under a fresh event id. */
    public static <T extends EventPayload> EventEnvelope<T> envelope(T event) {
        return EventEnvelope.of(UUID.randomUUID(), "game-service", Instant.now(), event);
    }

    /** Publishes the event on the game topic of the shared broker. */
    public static void publish(EventEnvelope<?> event) {
        TopicWriter.send(Topics.GAME_EVENTS, event.subject(), CODEC.encodeToString(event));
    }
}
