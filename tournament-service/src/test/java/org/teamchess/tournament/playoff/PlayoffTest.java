package org.teamchess.tournament.playoff;

import static io.restassured.RestAssured.given;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.function.Predicate;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.junit.jupiter.api.Test;
import org.teamchess.rules.clock.TimeControl;
import org.teamchess.events.EventCodec;
import org.teamchess.events.EventEnvelope;
import org.teamchess.events.EventPayload;
import org.teamchess.events.Topics;
import org.teamchess.events.game.GameEnded;
import org.teamchess.events.game.GameResult;
import org.teamchess.events.game.Termination;
import org.teamchess.events.tournament.MatchScheduled;
import org.teamchess.events.tournament.PlayoffUpdated;
import org.teamchess.events.tournament.StandingsUpdated;
import org.teamchess.support.inbox.ProcessedEvents;
import org.teamchess.testsupport.TopicReader;
import org.teamchess.tournament.Competitions;
import org.teamchess.tournament.TournamentTestProfile;
import org.teamchess.tournament.Tournaments;

/**
 * Play-offs for tied places (seed 004 Art. 30.5) through the real broker and database: a round
 * robin of three two-board teams ends with teams level on board points; the play-off's games are
 * announced like a round's, scored from game-service's results, and decide the places the
 * standings and the feed show.
 */
@QuarkusTest
@TestProfile(TournamentTestProfile.class)
class PlayoffTest {

    private static final Duration WITHIN = Duration.ofSeconds(30);
    private static final Instant ENDED = Instant.parse("2026-12-05T02:45:00Z");

    private final EventCodec codec = new EventCodec();
    private final Map<List<Competitions.Team>, UUID> competitions = new java.util.HashMap<>();

    @Inject
    ProcessedEvents processed;

    @Test
    void twoTeamsLevelForFirstPlayAMiniMatchWithColoursReversedThenAnArmageddonWhoseDrawWinsForBlack() {
        List<Competitions.Team> teams = register();
        UUID first = teams.get(0).teamId();
        UUID second = teams.get(1).teamId();
        UUID third = teams.get(2).teamId();
        // first and second draw, each beats third: 3 board points each, third 0.
        String tournamentId = playRoundRobin(teams, 1, Map.of(Set.of(first, second), "draw",
                Set.of(first, third), first.toString(), Set.of(second, third), second.toString()));

        try (TopicReader reader = TopicReader.fromBeginning(Topics.TOURNAMENT_EVENTS)) {
            JsonPath playoff = awaitPlayoff(tournamentId, p -> p.getList("[0].matches[0].games").size() == 2);
            assertEquals("playing", playoff.getString("[0].status"));
            assertEquals(1, playoff.getInt("[0].firstPlace"));
            assertEquals(Set.of(first.toString(), second.toString()), Set.copyOf(playoff.getList("[0].teamIds")));
            assertEquals("mini-match", playoff.getString("[0].matches[0].kind"));
            String miniMatch = playoff.getString("[0].matches[0].matchId");
            MatchScheduled announced = read(reader, MatchScheduled.class, event -> miniMatch.equals(event.subject()), 1)
                    .get(0);
            assertEquals("3+5", announced.timeControl().notation());
            assertEquals(4, announced.round()); // one past the three rounds

            List<String> firstLeg = playoff.getList("[0].matches[0].games.gameId");
            firstLeg.forEach(game -> end(game, GameResult.DRAW));
            playoff = awaitPlayoff(tournamentId, p -> p.getList("[0].matches[0].games").size() == 4);
            // The second game of each board: the colours reversed.
            assertEquals(playoff.getString("[0].matches[0].games[0].whitePlayerId"),
                    playoff.getString("[0].matches[0].games[2].blackPlayerId"));
            assertEquals(playoff.getString("[0].matches[0].games[1].blackPlayerId"),
                    playoff.getString("[0].matches[0].games[3].whitePlayerId"));
            assertEquals(2, playoff.getInt("[0].matches[0].games[2].leg"));
            List<String> games = playoff.getList("[0].matches[0].games.gameId");
            end(games.get(2), GameResult.DRAW);
            end(games.get(3), GameResult.DRAW);

            // 2-2: an Armageddon of the board 1 players.
            playoff = awaitPlayoff(tournamentId, p -> p.getList("[0].matches").size() == 2
                    && p.getList("[0].matches[1].games").size() == 1);
            assertEquals("armageddon", playoff.getString("[0].matches[1].kind"));
            assertEquals(1, playoff.getInt("[0].matches[1].games[0].board"));
            String armageddon = playoff.getString("[0].matches[1].matchId");
            assertEquals(TimeControl.parse("W5/B4").orElseThrow(), read(reader, MatchScheduled.class,
                    event -> armageddon.equals(event.subject()), 1).get(0).timeControl());
            String black = playoff.getString("[0].matches[1].games[0].blackPlayerId");
            UUID blackTeam = teams.stream().filter(team -> team.roster().contains(UUID.fromString(black)))
                    .findFirst().orElseThrow().teamId();
            UUID whiteTeam = blackTeam.equals(first) ? second : first;
            EventEnvelope<EventPayload> drawn = Competitions.envelope(ENDED, new GameEnded(UUID.fromString(
                    playoff.getString("[0].matches[1].games[0].gameId")), GameResult.DRAW, Termination.DRAW_AGREEMENT,
                    ENDED, "[Event \"?\"]\n[Result \"1/2-1/2\"]\n\n1. e4 e5 2. Nf3 Nc6 1/2-1/2\n"));
            Competitions.send(drawn);
            await().atMost(WITHIN).until(() -> processed.isProcessed(drawn.id()));

            playoff = awaitPlayoff(tournamentId, p -> "decided".equals(p.getString("[0].status")));
            assertEquals(blackTeam.toString(), playoff.getString("[0].matches[1].winnerTeamId"));
            assertEquals(List.of(blackTeam.toString(), whiteTeam.toString()), playoff.getList("[0].places.teamId"));
            assertEquals(List.of(1, 2), playoff.getList("[0].places.place"));
            assertEquals(List.of("play-off", "play-off"), playoff.getList("[0].places.decidedBy"));

            given().get("/api/tournaments/{id}/standings", tournamentId).then().statusCode(200)
                    .body("rows[0].teamId", equalTo(blackTeam.toString()))
                    .body("rows[0].rank", equalTo(1))
                    .body("rows[1].teamId", equalTo(whiteTeam.toString()))
                    .body("rows[1].rank", equalTo(2))
                    .body("rows[2].rank", equalTo(3))
                    .body("playoffs[0].status", equalTo("decided"));

            // The feed: the play-off decided, ids only, and the final standings.
            PlayoffUpdated decided = read(reader, PlayoffUpdated.class, event -> tournamentId.equals(event.subject())
                    && "decided".equals(((PlayoffUpdated) event.data()).status()), 1).get(0);
            assertEquals(List.of(blackTeam, whiteTeam), decided.finalOrder());
            assertEquals(2, decided.matches().size());
            assertEquals(blackTeam, decided.matches().get(1).winnerTeamId());
            StandingsUpdated standings = read(reader, StandingsUpdated.class,
                    event -> tournamentId.equals(event.subject())
                            && ((StandingsUpdated) event.data()).rows().get(0).teamId().equals(blackTeam)
                            && ((StandingsUpdated) event.data()).rows().get(1).rank() == 2, 1).get(0);
            assertEquals(whiteTeam, standings.rows().get(1).teamId());
        }

        // The play-offs' PGN: the four mini-match games and the Armageddon with its moves, each saying what it was.
        String pgn = given().get("/api/tournaments/{id}/playoffs/pgn", tournamentId).then().statusCode(200)
                .extract().asString().replaceAll("\\s+", " "); // PGN wraps its lines at 80 characters
        assertEquals(5, pgn.split("\\[Round \"4\\.", -1).length - 1, pgn);
        assertEquals(4, pgn.split("этап 1: мини-матч 3\\+5, партия", -1).length - 1, pgn);
        assertTrue(pgn.contains("{Плей-офф за 1-е место (ст. 30.5.6), этап 2: Армагеддон, ничья засчитывается победой"
                + " чёрных}"), pgn);
        assertTrue(pgn.contains("1. e4 e5 2. Nf3 Nc6 1/2-1/2"), pgn);
    }

    @Test
    void threeTeamsLevelPlayARapidRoundRobinAndTheTwoStillLevelAnArmageddon() {
        List<Competitions.Team> teams = register();
        UUID first = teams.get(0).teamId();
        UUID second = teams.get(1).teamId();
        UUID third = teams.get(2).teamId();
        // Every match drawn: three teams on 2 board points, level for first; places 1-3 by play-off.
        String tournamentId = playRoundRobin(teams, 3, Map.of(Set.of(first, second), "draw",
                Set.of(first, third), "draw", Set.of(second, third), "draw"));

        JsonPath playoff = awaitPlayoff(tournamentId, p -> p.getList("[0].matches").size() == 3);
        assertEquals(List.of("rapid", "rapid", "rapid"), playoff.getList("[0].matches.kind"));
        assertEquals(List.of(1, 2, 3), playoff.getList("[0].matches.stage"));
        // The stages one after another: the third team wins, the other two draw their match.
        for (int stage = 0; stage < 3; stage++) {
            int index = stage;
            playoff = awaitPlayoff(tournamentId, p -> p.getBoolean("[0].matches[" + index + "].published"));
            String firstTeam = playoff.getString("[0].matches[" + stage + "].firstTeamId");
            String secondTeam = playoff.getString("[0].matches[" + stage + "].secondTeamId");
            String winner = third.toString().equals(firstTeam) || third.toString().equals(secondTeam)
                    ? third.toString() : "draw";
            playMatch(playoff.getList("[0].matches[" + stage + "].games"), firstTeam, winner);
        }
        playoff = awaitPlayoff(tournamentId, p -> p.getList("[0].matches").size() == 4
                && p.getBoolean("[0].matches[3].published"));
        assertEquals("armageddon", playoff.getString("[0].matches[3].kind"));
        assertEquals(Set.of(first.toString(), second.toString()), Set.of(
                playoff.getString("[0].matches[3].firstTeamId"), playoff.getString("[0].matches[3].secondTeamId")));
        String white = playoff.getString("[0].matches[3].games[0].whitePlayerId");
        UUID whiteTeam = teams.get(0).roster().contains(UUID.fromString(white)) ? first : second;
        end(playoff.getString("[0].matches[3].games[0].gameId"), GameResult.WHITE_WON);

        playoff = awaitPlayoff(tournamentId, p -> "decided".equals(p.getString("[0].status")));
        assertEquals(List.of(third.toString(), whiteTeam.toString(), (whiteTeam.equals(first) ? second : first)
                .toString()), playoff.getList("[0].places.teamId"));
        assertEquals(List.of(1, 2, 3), playoff.getList("[0].places.place"));
        given().get("/api/tournaments/{id}/standings", tournamentId).then().statusCode(200)
                .body("rows[0].teamId", equalTo(third.toString()))
                .body("rows[1].teamId", equalTo(whiteTeam.toString()))
                .body("playoffs[0].places[2].decidedBy", equalTo("play-off"));
    }

    @Test
    void aPlayOffDeclaredNotHeldLeavesThePlacesToTheTieBreaks() {
        List<Competitions.Team> teams = register();
        UUID first = teams.get(0).teamId();
        UUID second = teams.get(1).teamId();
        UUID third = teams.get(2).teamId();
        String tournamentId = playRoundRobin(teams, 1, Map.of(Set.of(first, second), "draw",
                Set.of(first, third), first.toString(), Set.of(second, third), second.toString()));
        JsonPath playoff = awaitPlayoff(tournamentId, p -> p.getList("[0].matches[0].games").size() == 2);
        String playoffId = playoff.getString("[0].playoffId");
        JsonPath before = given().get("/api/tournaments/{id}/standings", tournamentId).then().extract().jsonPath();

        given().auth().oauth2(Tournaments.organizer()).contentType(ContentType.JSON).body(Map.of("reason", " "))
                .post("/api/tournaments/{id}/playoffs/{p}/not-held", tournamentId, playoffId)
                .then().statusCode(400);
        given().contentType(ContentType.JSON).body(Map.of("reason", "the school closed early"))
                .post("/api/tournaments/{id}/playoffs/{p}/not-held", tournamentId, playoffId)
                .then().statusCode(401);
        given().auth().oauth2(Tournaments.organizer()).contentType(ContentType.JSON)
                .body(Map.of("reason", "the school closed early"))
                .post("/api/tournaments/{id}/playoffs/{p}/not-held", tournamentId, playoffId)
                .then().statusCode(200)
                .body("status", equalTo("not-held"))
                .body("note", equalTo("declared"))
                .body("places.decidedBy", org.hamcrest.Matchers.contains("tie-breaks", "tie-breaks"));
        given().auth().oauth2(Tournaments.organizer()).contentType(ContentType.JSON)
                .body(Map.of("reason", "again"))
                .post("/api/tournaments/{id}/playoffs/{p}/not-held", tournamentId, playoffId)
                .then().statusCode(409).body("type", equalTo("urn:teamchess:problem:playoff-over"));

        // A game of the play-off ending afterwards changes nothing: no second game is scheduled.
        List<String> games = playoff.getList("[0].matches[0].games.gameId");
        EventEnvelope<EventPayload> late = envelope(games.get(0), GameResult.WHITE_WON);
        Competitions.send(late);
        end(games.get(1), GameResult.WHITE_WON);
        await().atMost(WITHIN).until(() -> processed.isProcessed(late.id()));
        JsonPath after = given().get("/api/tournaments/{id}/standings", tournamentId).then().extract().jsonPath();
        assertEquals(before.getList("rows.teamId"), after.getList("rows.teamId"));
        assertEquals(before.getList("rows.rank"), after.getList("rows.rank"));
        assertEquals("not-held", after.getString("playoffs[0].status"));
        assertEquals(2, after.getList("playoffs[0].matches[0].games").size());

        try (TopicReader reader = TopicReader.fromBeginning(Topics.TOURNAMENT_EVENTS)) {
            PlayoffUpdated notHeld = read(reader, PlayoffUpdated.class, event -> tournamentId.equals(event.subject())
                    && "not-held".equals(((PlayoffUpdated) event.data()).status()), 1).get(0);
            assertEquals(List.of(), notHeld.decidedByPlayoff());
            assertEquals(2, notHeld.finalOrder().size());
        }
    }

    @Test
    void theRegulationsPlacesAreChecked() {
        List<Competitions.Team> teams = register();
        Map<String, Object> body = Tournaments.roundRobin(competitionOf(teams), teams);
        body.put("boards", 2);
        body.put("playoffPlaces", 4);
        given().auth().oauth2(Tournaments.organizer()).contentType(ContentType.JSON).body(body)
                .post("/api/tournaments").then().statusCode(400)
                .body("errors.find { it.field == 'playoffPlaces' }.message", equalTo("must be between 1 and the 3 teams"));
    }

    /** Creates a 2-board round robin of the three teams and plays it: per pair "draw" or the winner's id. */
    private String playRoundRobin(List<Competitions.Team> teams, int playoffPlaces, Map<Set<UUID>, String> results) {
        Map<String, Object> body = Tournaments.roundRobin(competitionOf(teams), teams);
        body.put("boards", 2);
        body.put("drawnMatch", "none");
        body.put("playoffPlaces", playoffPlaces);
        String tournamentId = Tournaments.create(body).getString("id");
        for (int round = 0; round < 3; round++) {
            int index = round;
            JsonPath tournament = await().atMost(WITHIN).until(() -> given().get("/api/tournaments/{id}", tournamentId)
                    .then().extract().jsonPath(), t -> t.getBoolean("rounds[" + index + "].published"));
            String firstTeam = tournament.getString("rounds[" + round + "].matches[0].firstTeamId");
            String secondTeam = tournament.getString("rounds[" + round + "].matches[0].secondTeamId");
            playMatch(tournament.getList("rounds[" + round + "].matches[0].boards"), firstTeam,
                    results.get(Set.of(UUID.fromString(firstTeam), UUID.fromString(secondTeam))));
        }
        return tournamentId;
    }

    /** Ends each game: all drawn, or every game won by the winner's player (the first team White on odd boards). */
    private void playMatch(List<Map<String, Object>> games, String firstTeam, String winner) {
        for (Map<String, Object> game : games) {
            int board = (Integer) game.get("board");
            boolean firstWhite = board % 2 == 1;
            GameResult result = "draw".equals(winner) ? GameResult.DRAW
                    : (winner.equals(firstTeam) == firstWhite) ? GameResult.WHITE_WON : GameResult.BLACK_WON;
            end((String) game.get("gameId"), result);
        }
    }

    /** Three teams of two players each in a fresh competition. */
    private List<Competitions.Team> register() {
        UUID competitionId = UUID.randomUUID();
        List<Competitions.Team> teams = Competitions.register(competitionId, 3, 2, processed);
        competitions.put(teams, competitionId);
        return teams;
    }

    private UUID competitionOf(List<Competitions.Team> teams) {
        return competitions.get(teams);
    }

    private JsonPath awaitPlayoff(String tournamentId, Predicate<JsonPath> ready) {
        return await().atMost(WITHIN).until(() -> given().get("/api/tournaments/{id}/playoffs", tournamentId).then()
                .statusCode(200).extract().jsonPath(), p -> !p.getList("").isEmpty() && ready.test(p));
    }

    private void end(String gameId, GameResult result) {
        EventEnvelope<EventPayload> event = envelope(gameId, result);
        Competitions.send(event);
        await().atMost(WITHIN).until(() -> processed.isProcessed(event.id()));
    }

    private static EventEnvelope<EventPayload> envelope(String gameId, GameResult result) {
        return Competitions.envelope(ENDED, new GameEnded(UUID.fromString(gameId), result,
                result == GameResult.DRAW ? Termination.DRAW_AGREEMENT : Termination.CHECKMATE, ENDED));
    }

    /** Reads until {@code count} events of this type that match have arrived; returns them. */
    private <T extends EventPayload> List<T> read(TopicReader reader, Class<T> type,
            Predicate<EventEnvelope<EventPayload>> wanted, int count) {
        List<T> found = new ArrayList<>();
        reader.readUntil(records -> {
            found.clear();
            Set<UUID> seen = new HashSet<>();
            for (ConsumerRecord<String, String> record : records) {
                EventEnvelope<EventPayload> event = codec.decode(record.value());
                if (type.isInstance(event.data()) && wanted.test(event) && seen.add(event.id())) {
                    found.add(type.cast(event.data()));
                }
            }
            return found.size() >= count;
        }, WITHIN);
        assertTrue(found.size() >= count, "expected " + count + " " + type.getSimpleName() + ", read " + found.size());
        return found;
    }
}
