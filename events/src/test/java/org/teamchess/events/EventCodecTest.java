package org.teamchess.events;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.util.Arrays;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.teamchess.events.EventDecodingException.Reason;
import org.teamchess.events.clock.ClockStarted;
import org.teamchess.events.game.GameEnded;
import org.teamchess.events.game.GameResult;
import org.teamchess.events.game.MovePlayed;
import org.teamchess.events.game.Termination;
import org.teamchess.events.tournament.MatchEnded;
import org.teamchess.events.tournament.MatchScheduled;

class EventCodecTest {

    private final EventCodec codec = new EventCodec();

    static Stream<EventPayload> everyPayload() {
        return SampleEvents.everyPayload().stream();
    }

    @Test
    void samplesCoverEveryEventType() {
        Set<EventType> sampled = SampleEvents.everyPayload().stream()
                .map(EventType::of)
                .collect(Collectors.toSet());
        assertEquals(Set.of(EventType.values()), sampled);
    }

    @ParameterizedTest
    @MethodSource("everyPayload")
    void everyEventTypeSurvivesARoundTripThroughBytes(EventPayload payload) {
        EventEnvelope<EventPayload> envelope = SampleEvents.envelope(payload);

        assertEquals(envelope, codec.decode(codec.encode(envelope)));
    }

    @ParameterizedTest
    @MethodSource("everyPayload")
    void everyEventTypeSurvivesARoundTripThroughAString(EventPayload payload) {
        EventEnvelope<EventPayload> envelope = SampleEvents.envelope(payload);

        assertEquals(envelope, codec.decode(codec.encodeToString(envelope)));
    }

    @Test
    void encodesTheDocumentedWireForm() {
        GameEnded withoutPgn = new GameEnded(SampleEvents.GAME, GameResult.WHITE_WON, Termination.TIME_FORFEIT,
                Instant.parse("2026-03-01T11:52:07.250Z"));
        String json = codec.encodeToString(SampleEvents.envelope(withoutPgn));

        assertEquals("{\"id\":\"" + SampleEvents.envelope(withoutPgn).id() + "\","
                + "\"type\":\"org.teamchess.game.GameEnded\",\"source\":\"sample-service\","
                + "\"time\":\"2026-03-01T09:30:00.123Z\","
                + "\"subject\":\"00000000-0000-0000-0000-0000000000e1\",\"schemaVersion\":1,"
                + "\"data\":{\"gameId\":\"00000000-0000-0000-0000-0000000000e1\",\"result\":\"1-0\","
                + "\"termination\":\"time-forfeit\",\"endedAt\":\"2026-03-01T11:52:07.250Z\",\"pgn\":null,"
                + "\"unplayed\":false,\"focus\":null}}", json);
    }

    @Test
    void instantsAreWrittenToTheMillisecondAndNeverLater() {
        MovePlayed played = SampleEvents.movePlayed();
        MovePlayed fine = new MovePlayed(played.gameId(), played.ply(), played.san(), played.uci(), played.fen(),
                Instant.parse("2026-03-01T10:00:41.125999999Z"), played.whiteRemainingMillis(),
                played.blackRemainingMillis());
        EventEnvelope<MovePlayed> envelope = EventEnvelope.of(SampleEvents.envelope(fine).id(), "sample-service",
                Instant.parse("2026-03-01T10:00:41.126987654Z"), fine);

        String json = codec.encodeToString(envelope);

        assertTrue(json.contains("\"time\":\"2026-03-01T10:00:41.126Z\""), json);
        assertTrue(json.contains("\"receivedAt\":\"2026-03-01T10:00:41.125Z\""), json);
        assertTrue(codec.encodeToString(SampleEvents.envelope(SampleEvents.gameStarted()))
                .contains("\"startedAt\":\"2026-03-01T10:00:00Z\""), "a whole second has no fraction");
    }

    @Test
    void olderEventsWithFinerInstantsAreReadExactly() {
        String json = codec.encodeToString(SampleEvents.envelope(SampleEvents.movePlayed()))
                .replace("2026-03-01T09:30:00.123Z", "2026-03-01T09:30:00.123456789Z")
                .replace("2026-03-01T10:00:41.125Z", "2026-03-01T10:00:41.125250Z");

        EventEnvelope<EventPayload> decoded = codec.decode(json);

        assertEquals(Instant.parse("2026-03-01T09:30:00.123456789Z"), decoded.time());
        assertEquals(Instant.parse("2026-03-01T10:00:41.125250Z"), ((MovePlayed) decoded.data()).receivedAt());
    }

    @Test
    void writesSidesAndListsInTheirWireForm() {
        String flag = codec.encodeToString(SampleEvents.envelope(SampleEvents.flagFell()));
        String match = codec.encodeToString(SampleEvents.envelope(SampleEvents.matchScheduled()));

        assertTrue(flag.contains("\"side\":\"black\""), flag);
        assertTrue(match.contains("\"boards\":[{\"board\":1,\"gameId\":"), match);
    }

    @Test
    void aMatchFromAProducerThatKnowsNoSpectatorDelayHasNone() {
        String json = codec.encodeToString(SampleEvents.envelope(SampleEvents.matchScheduled()))
                .replace(",\"spectatorDelaySeconds\":null", "");

        assertFalse(json.contains("spectatorDelaySeconds"), json);
        assertNull(((MatchScheduled) codec.decode(json).data()).spectatorDelaySeconds());
    }

    @Test
    void aMatchWithASpectatorDelayCarriesIt() {
        MatchScheduled plain = SampleEvents.matchScheduled();
        MatchScheduled delayed = new MatchScheduled(plain.matchId(), plain.competitionId(), plain.round(),
                plain.boards(), plain.timeControl(), plain.scheduledStart(), 900);

        String json = codec.encodeToString(SampleEvents.envelope(delayed));

        assertTrue(json.contains("\"spectatorDelaySeconds\":900"), json);
        assertEquals(delayed, codec.decode(json).data());
    }

    @Test
    void aDoubleForfeitAndAVoidedGameTravelInTheirWireForm() {
        GameEnded doubleForfeit = new GameEnded(SampleEvents.GAME, GameResult.BOTH_LOST, Termination.FORFEIT,
                SampleEvents.START);
        GameEnded voided = new GameEnded(SampleEvents.GAME, GameResult.VOID, Termination.VOIDED, SampleEvents.START);

        String forfeitJson = codec.encodeToString(SampleEvents.envelope(doubleForfeit));
        String voidJson = codec.encodeToString(SampleEvents.envelope(voided));

        assertTrue(forfeitJson.contains("\"result\":\"0-0\",\"termination\":\"forfeit\""), forfeitJson);
        assertTrue(voidJson.contains("\"result\":\"*\",\"termination\":\"voided\""), voidJson);
        assertEquals(doubleForfeit, codec.decode(forfeitJson).data());
        assertEquals(voided, codec.decode(voidJson).data());
    }

    @Test
    void aMatchDecidedByItsDeciderTravelsWithIt() {
        EventEnvelope<MatchEnded> decided = SampleEvents.envelope(SampleEvents.matchDecided());
        String json = codec.encodeToString(decided);

        assertTrue(json.contains("\"decider\":{\"gameId\":\"" + SampleEvents.SECOND_GAME + "\",\"board\":1,"), json);
        assertTrue(json.contains("\"result\":\"1/2-1/2\""), json);
        assertEquals(decided.data(), codec.decode(json).data());
    }

    @Test
    void aMatchForfeitedUnplayedSaysByWhom() {
        EventEnvelope<MatchEnded> forfeited = SampleEvents.envelope(SampleEvents.matchForfeited());
        String json = codec.encodeToString(forfeited);

        assertTrue(json.contains("\"forfeitedByTeamId\":\"" + SampleEvents.SECOND_TEAM + "\""), json);
        assertEquals(forfeited.data(), codec.decode(json).data());
        assertNull(((MatchEnded) codec.decode(codec.encodeToString(SampleEvents.envelope(SampleEvents.matchEnded())))
                .data()).forfeitedByTeamId());
    }

    @Test
    void aMatchWithoutDeciderDecodesWithNone() {
        EventEnvelope<MatchEnded> scored = SampleEvents.envelope(SampleEvents.matchEnded());

        assertNull(((MatchEnded) codec.decode(codec.encodeToString(scored)).data()).decider());
    }

    @Test
    void decodesAnEventWrittenByHand() {
        String json = """
                {"id": "3b241101-e2bb-4255-8caf-4136c566a962",
                 "type": "org.teamchess.game.GameEnded",
                 "source": "game-service",
                 "time": "2026-03-01T11:52:08Z",
                 "subject": "00000000-0000-0000-0000-0000000000e1",
                 "schemaVersion": 1,
                 "data": {"gameId": "00000000-0000-0000-0000-0000000000e1", "result": "1/2-1/2",
                          "termination": "draw-agreement", "endedAt": "2026-03-01T11:52:07Z"}}
                """;

        EventEnvelope<EventPayload> envelope = codec.decode(json);

        GameEnded ended = (GameEnded) envelope.data();
        assertEquals(EventType.GAME_ENDED, envelope.type());
        assertEquals("game-service", envelope.source());
        assertEquals(GameResult.DRAW, ended.result());
        assertEquals(Termination.DRAW_AGREEMENT, ended.termination());
    }

    @Test
    void ignoresFieldsItDoesNotKnow() {
        String json = codec.encodeToString(SampleEvents.envelope(SampleEvents.clockStarted()))
                .replace("\"data\":{", "\"data\":{\"addedLater\":[1,2],")
                .replace("\"schemaVersion\":1,", "\"schemaVersion\":1,\"traceparent\":\"00-ab\",");

        assertEquals(SampleEvents.clockStarted(), codec.decode(json).data());
    }

    @Test
    void unknownTypeIsATypedError() {
        String json = codec.encodeToString(SampleEvents.envelope(SampleEvents.gameEnded()))
                .replace("org.teamchess.game.GameEnded", "org.teamchess.game.GameAbandoned");

        EventDecodingException error = assertThrows(EventDecodingException.class, () -> codec.decode(json));

        assertEquals(Reason.UNKNOWN_TYPE, error.reason());
        assertEquals(Optional.of("org.teamchess.game.GameAbandoned"), error.typeName());
        assertEquals(Optional.of("type"), error.field());
        assertTrue(error.getMessage().contains("org.teamchess.game.GameEnded"), error.getMessage());
    }

    @Test
    void missingTypeIsAMissingField() {
        String json = codec.encodeToString(SampleEvents.envelope(SampleEvents.gameEnded()))
                .replace("\"type\":\"org.teamchess.game.GameEnded\",", "");

        assertFailure(Reason.MISSING_FIELD, "type", json);
    }

    @Test
    void missingEnvelopeAttributeIsAMissingField() {
        String json = codec.encodeToString(SampleEvents.envelope(SampleEvents.gameEnded()))
                .replace("\"source\":\"sample-service\",", "");

        assertFailure(Reason.MISSING_FIELD, "source", json);
    }

    @Test
    void missingPayloadFieldIsAMissingFieldWithItsPath() {
        String json = codec.encodeToString(SampleEvents.envelope(SampleEvents.gameEnded()))
                .replace("\"result\":\"1-0\",", "");

        assertFailure(Reason.MISSING_FIELD, "data.result", json);
    }

    @Test
    void missingNumberIsAMissingFieldNotAZero() {
        String json = codec.encodeToString(SampleEvents.envelope(SampleEvents.teamRegistered()))
                .replace(",\"boardCount\":4", "");

        assertFailure(Reason.MISSING_FIELD, "data.boardCount", json);
    }

    @Test
    void nullPayloadFieldIsAMissingField() {
        String json = codec.encodeToString(SampleEvents.envelope(SampleEvents.clockStarted()))
                .replace("\"timeControl\":\"90/40+30+30s\"", "\"timeControl\":null");

        assertFailure(Reason.MISSING_FIELD, "data.timeControl", json);
    }

    @Test
    void missingFieldInsideAListNamesTheElement() {
        String json = codec.encodeToString(SampleEvents.envelope(SampleEvents.matchScheduled()))
                .replace("\"gameId\":\"" + SampleEvents.SECOND_GAME + "\",", "");

        assertFailure(Reason.MISSING_FIELD, "data.boards[1].gameId", json);
    }

    @Test
    void missingDataIsAMissingField() {
        String json = codec.encodeToString(SampleEvents.envelope(SampleEvents.clockStarted()))
                .replaceFirst(",\"data\":\\{.*}}$", "}");

        assertFailure(Reason.MISSING_FIELD, "data", json);
    }

    @Test
    void unknownEnumValueIsAnInvalidField() {
        String json = codec.encodeToString(SampleEvents.envelope(SampleEvents.gameEnded()))
                .replace("\"1-0\"", "\"2-0\"");

        assertFailure(Reason.INVALID_FIELD, "data.result", json);
    }

    @Test
    void unknownSideIsAnInvalidField() {
        String json = codec.encodeToString(SampleEvents.envelope(SampleEvents.flagFell()))
                .replace("\"black\"", "\"blue\"");

        assertFailure(Reason.INVALID_FIELD, "data.side", json);
    }

    @Test
    void timeControlTravelsAsItsNotation() {
        String json = codec.encodeToString(SampleEvents.envelope(SampleEvents.clockStarted()));

        assertTrue(json.contains("\"timeControl\":\"90/40+30+30s\""), json);
        assertEquals(SampleEvents.TIME_CONTROL, ((ClockStarted) codec.decode(json).data()).timeControl());
    }

    @Test
    void unreadableTimeControlIsAnInvalidFieldThatSaysWhy() {
        String json = codec.encodeToString(SampleEvents.envelope(SampleEvents.gameCreated()))
                .replace("\"90/40+30+30s\"", "\"5400+30\"");

        EventDecodingException error = assertFailure(Reason.INVALID_FIELD, "data.timeControl", json);
        assertTrue(error.getMessage().contains("period '5400' has 5400 minutes"), error.getMessage());
    }

    @Test
    void valueTheRecordRefusesIsAnInvalidField() {
        String json = codec.encodeToString(SampleEvents.envelope(SampleEvents.teamRegistered()))
                .replace("\"boardCount\":4", "\"boardCount\":0");

        EventDecodingException error = assertFailure(Reason.INVALID_FIELD, "data", json);
        assertTrue(error.getMessage().contains("boardCount must be at least 1"), error.getMessage());
    }

    @Test
    void malformedIdIsAnInvalidField() {
        String json = codec.encodeToString(SampleEvents.envelope(SampleEvents.gameEnded()))
                .replaceFirst("\"id\":\"[^\"]+\"", "\"id\":\"not-a-uuid\"");

        assertFailure(Reason.INVALID_FIELD, "id", json);
    }

    @Test
    void malformedTimeIsAnInvalidField() {
        String json = codec.encodeToString(SampleEvents.envelope(SampleEvents.gameEnded()))
                .replace("2026-03-01T09:30:00.123Z", "yesterday");

        assertFailure(Reason.INVALID_FIELD, "time", json);
    }

    @Test
    void subjectOtherThanTheAggregateIdIsAnInvalidField() {
        String json = codec.encodeToString(SampleEvents.envelope(SampleEvents.gameEnded()))
                .replace("\"subject\":\"00000000-0000-0000-0000-0000000000e1\"",
                        "\"subject\":\"00000000-0000-0000-0000-0000000000e2\"");

        assertFailure(Reason.INVALID_FIELD, "subject", json);
    }

    @Test
    void newerSchemaVersionIsRefused() {
        String json = codec.encodeToString(SampleEvents.envelope(SampleEvents.gameEnded()))
                .replace("\"schemaVersion\":1", "\"schemaVersion\":2");

        assertFailure(Reason.UNSUPPORTED_SCHEMA_VERSION, "schemaVersion", json);
    }

    @Test
    void schemaVersionMustBeAPositiveInteger() {
        String json = codec.encodeToString(SampleEvents.envelope(SampleEvents.gameEnded()))
                .replace("\"schemaVersion\":1", "\"schemaVersion\":\"1\"");

        assertFailure(Reason.INVALID_FIELD, "schemaVersion", json);
    }

    @Test
    void textThatIsNotJsonIsMalformed() {
        EventDecodingException error =
                assertThrows(EventDecodingException.class, () -> codec.decode("{\"id\": "));

        assertEquals(Reason.MALFORMED_JSON, error.reason());
        assertEquals(Optional.empty(), error.field());
    }

    @Test
    void jsonThatIsNotAnObjectIsMalformed() {
        for (String json : Arrays.asList("[]", "42", "\"event\"", "null", "")) {
            EventDecodingException error =
                    assertThrows(EventDecodingException.class, () -> codec.decode(json), json);
            assertEquals(Reason.MALFORMED_JSON, error.reason(), json);
        }
    }

    private EventDecodingException assertFailure(Reason reason, String field, String json) {
        EventDecodingException error = assertThrows(EventDecodingException.class, () -> codec.decode(json));
        assertEquals(reason, error.reason(), error.getMessage());
        assertEquals(Optional.of(field), error.field(), error.getMessage());
        return error;
    }
}
