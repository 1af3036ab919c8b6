package org.teamchess.events.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.teamchess.events.EventCodec;
import org.teamchess.events.EventDecodingException;
import org.teamchess.events.EventEnvelope;
import org.teamchess.events.EventPayload;
import org.teamchess.events.tournament.BoardPairing;
import org.teamchess.events.tournament.MatchScheduled;
import org.teamchess.rules.clock.TimeControl;

/** Whether a result was played (Art. 6.7.1, 24.3), said in so many words and readable from older events. */
class GameEndedTest {

    private static final UUID GAME = UUID.fromString("00000000-0000-0000-0000-0000000000e1");
    private static final Instant AT = Instant.parse("2026-03-01T10:15:00Z");

    private final EventCodec codec = new EventCodec();

    private static String wire(String data) {
        return """
                {"id": "3b241101-e2bb-4255-8caf-4136c566a962", "type": "org.teamchess.game.GameEnded",
                 "source": "game-service", "time": "2026-03-01T10:15:01Z",
                 "subject": "00000000-0000-0000-0000-0000000000e1", "schemaVersion": 1,
                 "data": {"gameId": "00000000-0000-0000-0000-0000000000e1", %s}}
                """.formatted(data);
    }

    @Test
    void aResultIsUnplayedExactlyWhenItsTerminationIsAForfeit() {
        for (Termination termination : Termination.values()) {
            boolean forfeit = termination == Termination.NO_SHOW || termination == Termination.FORFEIT;
            assertEquals(forfeit, new GameEnded(GAME, GameResult.WHITE_WON, termination, AT).unplayed(),
                    termination.wireName());
        }
    }

    @Test
    void bothAbsentTravelAsAnUnplayedDoubleForfeit() {
        GameEnded both = new GameEnded(GAME, GameResult.BOTH_LOST, Termination.NO_SHOW, AT);
        String json = codec.encodeToString(EventEnvelope.of(UUID.randomUUID(), "game-service", AT, both));

        assertTrue(json.contains("\"result\":\"0-0\",\"termination\":\"no-show\""), json);
        assertTrue(json.contains("\"unplayed\":true"), json);
        assertEquals(both, codec.decode(json).data());
    }

    @Test
    void anOlderEventWithoutTheFieldTakesItFromItsTermination() {
        EventPayload noShow = codec.decode(wire("""
                "result": "1-0", "termination": "no-show", "endedAt": "2026-03-01T10:15:00Z\"""")).data();
        EventPayload played = codec.decode(wire("""
                "result": "0-1", "termination": "time-forfeit", "endedAt": "2026-03-01T10:15:00Z\"""")).data();

        assertTrue(((GameEnded) noShow).unplayed());
        assertFalse(((GameEnded) played).unplayed());
    }

    @Test
    void aValueThatContradictsTheTerminationIsRefused() {
        assertThrows(IllegalArgumentException.class,
                () -> new GameEnded(GAME, GameResult.BLACK_WON, Termination.TIME_FORFEIT, AT, null, true, null));
        EventDecodingException refused = assertThrows(EventDecodingException.class, () -> codec.decode(wire("""
                "result": "0-1", "termination": "checkmate", "endedAt": "2026-03-01T10:15:00Z", "unplayed": true""")));
        assertEquals(EventDecodingException.Reason.INVALID_FIELD, refused.reason(), refused.getMessage());
    }

    @Test
    void theFocusRecordTravelsBySideAndAnOlderEventHasNone() {
        GameEnded ended = new GameEnded(GAME, GameResult.DRAW, Termination.DRAW_AGREEMENT, AT, null,
                new FocusRecord(new FocusAway(3, 75_250, 40_000), FocusAway.NONE));
        GameEnded read = (GameEnded) codec.decode(codec.encodeToString(
                EventEnvelope.of(UUID.randomUUID(), "game-service", AT, ended))).data();
        assertEquals(new FocusAway(3, 75_250, 40_000), read.focus().white());
        assertEquals(FocusAway.NONE, read.focus().black());
        assertNull(((GameEnded) codec.decode(wire("""
                "result": "0-1", "termination": "checkmate", "endedAt": "2026-03-01T10:15:00Z\"""")).data()).focus());
        assertThrows(IllegalArgumentException.class, () -> new FocusAway(1, 1_000, 2_000));
        assertThrows(IllegalArgumentException.class, () -> new FocusAway(-1, 0, 0));
    }

    @Test
    void aMatchCarriesItsDefaultTimeAndAnOlderOneHasNone() {
        MatchScheduled match = new MatchScheduled(UUID.randomUUID(), UUID.randomUUID(), 1,
                List.of(new BoardPairing(1, GAME, UUID.randomUUID(), UUID.randomUUID())),
                TimeControl.parse("30+0").orElseThrow(), AT, null, 15);
        String json = codec.encodeToString(EventEnvelope.of(UUID.randomUUID(), "tournament-service", AT, match));

        assertTrue(json.contains("\"defaultTimeMinutes\":15"), json);
        assertEquals(match, codec.decode(json).data());
        assertEquals(null, ((MatchScheduled) codec.decode(json.replace(",\"defaultTimeMinutes\":15", "")).data())
                .defaultTimeMinutes());
        assertThrows(IllegalArgumentException.class, () -> new MatchScheduled(match.matchId(), match.competitionId(),
                1, match.boards(), match.timeControl(), AT, null, -1));
    }
}
