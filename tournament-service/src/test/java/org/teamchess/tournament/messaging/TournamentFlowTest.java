package org.teamchess.tournament.messaging;

import static io.restassured.RestAssured.given;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.ExtractableResponse;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.function.Predicate;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.junit.jupiter.api.Test;
import org.teamchess.events.EventCodec;
import org.teamchess.events.EventEnvelope;
import org.teamchess.events.EventPayload;
import org.teamchess.events.EventType;
import org.teamchess.events.Topics;
import org.teamchess.events.game.GameEnded;
import org.teamchess.events.game.MovePlayed;
import org.teamchess.events.game.GameResult;
import org.teamchess.events.game.Termination;
import org.teamchess.events.tournament.BoardPairing;
import org.teamchess.events.tournament.BoardResultRecorded;
import org.teamchess.events.tournament.MatchDecider;
import org.teamchess.events.tournament.MatchEnded;
import org.teamchess.events.tournament.MatchOutcome;
import org.teamchess.events.tournament.MatchScheduled;
import org.teamchess.events.tournament.StandingsRow;
import org.teamchess.events.tournament.StandingsUpdated;
import org.teamchess.events.tournament.TieBreakValue;
import org.teamchess.rules.clock.TimeControl;
import org.teamchess.support.inbox.ProcessedEvents;
import org.teamchess.testsupport.TestTokens;
import org.teamchess.testsupport.TopicReader;
import org.teamchess.testsupport.TopicWriter;
import org.teamchess.tournament.Competitions;
import org.teamchess.tournament.TournamentTestProfile;
import org.teamchess.tournament.Tournaments;

/**
 * The whole way through the real broker: teams from registration's events, a tournament whose
 * round 1 is announced at once, game results into match results and standings, round 2 announced
 * when round 1 is complete.
 */
@QuarkusTest
@TestProfile(TournamentTestProfile.class)
class TournamentFlowTest {

    private static final Duration WITHIN = Duration.ofSeconds(30);
    private static final Instant ENDED = Instant.parse("2026-12-05T01:45:00Z");

    private final EventCodec codec = new EventCodec();

    @Inject
    ProcessedEvents processed;

    @Test
    void creatingATournamentFromRegisteredTeamsAnnouncesRoundOne() {
        UUID competitionId = UUID.randomUUID();
        List<Competitions.Team> teams = Competitions.register(competitionId, 4, 5, processed);

        try (TopicReader reader = TopicReader.fromBeginning(Topics.TOURNAMENT_EVENTS)) {
            Map<String, Object> body = Tournaments.roundRobin(competitionId, teams);
            body.remove("teamIds"); // every registered team, in order of registration
            body.put("spectatorDelaySeconds", 90);
            ExtractableResponse<Response> response = given().auth().oauth2(Tournaments.organizer())
                    .contentType(ContentType.JSON).body(body)
                    .post("/api/tournaments")
                    .then()
                    .statusCode(201)
                    .extract();
            JsonPath created = response.jsonPath();
            String id = created.getString("id");
            assertTrue(response.header("Location").endsWith("/api/tournaments/" + id), response.header("Location"));
            given().auth().oauth2(Tournaments.organizer()).get("/api/tournaments/" + id).then().statusCode(200)
                    .body("teams.teamId", contains(teams.stream().map(team -> team.teamId().toString()).toArray()))
                    .body("teams.number", contains(1, 2, 3, 4))
                    .body("boards", equalTo(4))
                    .body("spectatorDelaySeconds", equalTo(90))
                    .body("defaultTimeMinutes", equalTo(15))
                    .body("timeControl", equalTo("30+0"))
                    .body("timeZone", equalTo("Asia/Anadyr"))
                    .body("tieBreaks", contains("board-points", "match-points", "direct-encounter",
                            "sonneborn-berger"))
                    .body("rounds.round", contains(1, 2, 3))
                    .body("rounds.published", contains(true, false, false))
                    .body("rounds.scheduledStartLocal", contains("2026-12-05T13:00:00+12:00",
                            "2026-12-12T13:00:00+12:00", "2026-12-19T13:00:00+12:00"));
            assertEquals(Instant.parse("2026-12-05T01:00:00Z"),
                    Instant.parse(created.getString("rounds[0].scheduledStart")));
            // Berger round 1 for 4: 1:4, 2:3; round 2: 4:3, 1:2.
            assertEquals(List.of(id(teams, 0), id(teams, 1)), created.getList("rounds[0].matches.firstTeamId"));
            assertEquals(List.of(id(teams, 3), id(teams, 2)), created.getList("rounds[0].matches.secondTeamId"));
            assertEquals(List.of(id(teams, 3), id(teams, 0)), created.getList("rounds[1].matches.firstTeamId"));

            List<String> roundOne = created.getList("rounds[0].matches.matchId");
            List<MatchScheduled> scheduled = read(reader, MatchScheduled.class,
                    event -> roundOne.contains(event.subject()), 2);
            MatchScheduled first = scheduled.stream()
                    .filter(match -> match.matchId().toString().equals(roundOne.get(0))).findFirst().orElseThrow();
            assertEquals(competitionId, first.competitionId());
            assertEquals(1, first.round());
            assertEquals("30+0", first.timeControl().notation());
            assertEquals(Instant.parse("2026-12-05T01:00:00Z"), first.scheduledStart());
            assertEquals(90, first.spectatorDelaySeconds(), "for game-service to delay the spectators");
            assertEquals(15, first.defaultTimeMinutes(), "Art. 6.7.1: the tournament's default time, 15 by default");
            List<UUID> one = teams.get(0).roster();
            List<UUID> four = teams.get(3).roster();
            // The first-named team has White on boards 1 and 3, Black on 2 and 4; line-up = roster order.
            assertEquals(List.of(one.get(0), four.get(1), one.get(2), four.get(3)),
                    first.boards().stream().map(BoardPairing::whitePlayerId).toList());
            assertEquals(List.of(four.get(0), one.get(1), four.get(2), one.get(3)),
                    first.boards().stream().map(BoardPairing::blackPlayerId).toList());
            assertEquals(List.of(1, 2, 3, 4), first.boards().stream().map(BoardPairing::board).toList());
            assertEquals(created.getList("rounds[0].matches[0].boards.gameId"),
                    first.boards().stream().map(pairing -> pairing.gameId().toString()).toList());
        }
    }

    @Test
    void gameResultsScoreTheMatchUpdateTheStandingsAndOpenTheNextRound() {
        UUID competitionId = UUID.randomUUID();
        List<Competitions.Team> teams = Competitions.register(competitionId, 4, 4, processed);
        Map<String, Object> body = Tournaments.roundRobin(competitionId, teams);
        body.put("drawnMatch", "none"); // a level match stays drawn here
        JsonPath created = Tournaments.create(body);
        String tournamentId = created.getString("id");
        String matchA = created.getString("rounds[0].matches[0].matchId"); // team 1 - team 4
        String matchB = created.getString("rounds[0].matches[1].matchId"); // team 2 - team 3
        List<UUID> gamesA = uuids(created.getList("rounds[0].matches[0].boards.gameId"));
        List<UUID> gamesB = uuids(created.getList("rounds[0].matches[1].boards.gameId"));

        try (TopicReader reader = TopicReader.fromBeginning(Topics.TOURNAMENT_EVENTS)) {
            // Team 1 has White on boards 1 and 3: 1-0 (team 1), 1-0 (team 4), draw, 0-1 (team 1): 2.5-1.5.
            List<EventEnvelope<EventPayload>> results = List.of(
                    ended(gamesA.get(0), GameResult.WHITE_WON), ended(gamesA.get(1), GameResult.WHITE_WON),
                    ended(gamesA.get(2), GameResult.DRAW), ended(gamesA.get(3), GameResult.BLACK_WON));
            // The moves of the games come first on the game topic, and a record that is no event: skipped.
            gamesA.forEach(game -> Competitions.send(EventEnvelope.of(UUID.randomUUID(), "game-service", ENDED,
                    new MovePlayed(game, 1, "e4", "e2e4", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
                            ENDED, 5_400_000, 5_400_000))));
            TopicWriter.send(Topics.GAME_EVENTS, gamesA.get(0).toString(), "not an event");
            results.forEach(Competitions::send);
            // The same event again, a second result for a scored board, and a game that is not ours.
            Competitions.send(results.get(3));
            EventEnvelope<EventPayload> late = ended(gamesA.get(0), GameResult.BLACK_WON);
            EventEnvelope<EventPayload> foreign = ended(UUID.randomUUID(), GameResult.DRAW);
            Competitions.send(late);
            Competitions.send(foreign);
            await().atMost(WITHIN).until(() -> processed.isProcessed(late.id()) && processed.isProcessed(foreign.id()));

            MatchEnded endedA = read(reader, MatchEnded.class, event -> matchA.equals(event.subject()), 1).get(0);
            // The federation feed's board results: one per board, whatever arrived twice or late.
            List<BoardResultRecorded> boardResults = read(reader, BoardResultRecorded.class,
                    event -> matchA.equals(event.subject()), 4);
            assertEquals(List.of(GameResult.WHITE_WON, GameResult.WHITE_WON, GameResult.DRAW, GameResult.BLACK_WON),
                    boardResults.stream().sorted(Comparator.comparingInt(BoardResultRecorded::board))
                            .map(BoardResultRecorded::result).toList());
            BoardResultRecorded boardTwo = boardResults.stream().filter(result -> result.board() == 2)
                    .findFirst().orElseThrow();
            assertEquals(teams.get(3).teamId(), boardTwo.whiteTeamId());
            assertEquals(gamesA.get(1), boardTwo.gameId());
            assertEquals(UUID.fromString(tournamentId), boardTwo.tournamentId());
            assertEquals(new MatchEnded(UUID.fromString(matchA), UUID.fromString(tournamentId), competitionId, 1,
                    teams.get(0).teamId(), teams.get(3).teamId(), 2.5, 1.5, 2, 0, MatchOutcome.FIRST_TEAM_WON),
                    endedA);
            StandingsUpdated afterA = read(reader, StandingsUpdated.class,
                    event -> tournamentId.equals(event.subject()), 1).get(0);
            assertEquals(teams.get(0).teamId(), afterA.rows().get(0).teamId());
            assertEquals(2.5, afterA.rows().get(0).boardPoints());
            assertEquals(2, afterA.rows().get(0).matchPoints());
            // Teams 2 and 3 have not finished a match: no points, equal on everything, sharing 3rd.
            assertEquals(List.of(teams.get(0).teamId(), teams.get(3).teamId(), teams.get(1).teamId(),
                    teams.get(2).teamId()), afterA.rows().stream().map(StandingsRow::teamId).toList());
            assertEquals(List.of(1, 2, 3, 3), afterA.rows().stream().map(StandingsRow::rank).toList());
            assertEquals(List.of("board-points", "match-points", "direct-encounter", "sonneborn-berger"),
                    afterA.rows().get(0).tieBreaks().stream().map(TieBreakValue::name).toList());

            given().auth().oauth2(TestTokens.withRealmRoles("parent", "player"))
                    .get("/api/tournaments/" + tournamentId + "/matches/" + matchA)
                    .then().statusCode(200)
                    .body("status", equalTo("ended"))
                    .body("firstTeamBoardPoints", equalTo(2.5f))
                    .body("secondTeamMatchPoints", equalTo(0))
                    .body("outcome", equalTo("first-team-won"))
                    .body("boards.result", contains("1-0", "1-0", "1/2-1/2", "0-1"))
                    .body("boards.whiteTeamId", contains(id(teams, 0), id(teams, 3), id(teams, 0), id(teams, 3)));
            given().auth().oauth2(Tournaments.organizer()).get("/api/tournaments/" + tournamentId)
                    .then().body("rounds.published", contains(true, false, false));

            // Match B ends level, 2-2: round 1 is complete and round 2 is announced.
            gamesB.forEach(game -> Competitions.send(ended(game, GameResult.DRAW)));
            MatchEnded endedB = read(reader, MatchEnded.class, event -> matchB.equals(event.subject()), 1).get(0);
            assertEquals(MatchOutcome.LEVEL, endedB.outcome());
            assertEquals(1, endedB.firstTeamMatchPoints());
            assertEquals(2.0, endedB.secondTeamBoardPoints());
            JsonPath tournament = given().auth().oauth2(Tournaments.organizer())
                    .get("/api/tournaments/" + tournamentId).then().statusCode(200).extract().jsonPath();
            List<String> roundTwo = tournament.getList("rounds[1].matches.matchId");
            List<MatchScheduled> scheduled = read(reader, MatchScheduled.class,
                    event -> roundTwo.contains(event.subject()), 2);
            scheduled.forEach(match -> assertEquals(2, match.round()));
            assertEquals(List.of(true, true, false), tournament.getList("rounds.published"));

            // Only one MatchEnded for A, whatever arrived twice.
            assertEquals(1, reader.readFor(Duration.ofSeconds(2)).stream()
                    .filter(record -> matchA.equals(record.key()))
                    .filter(record -> codec.decode(record.value()).type() == EventType.MATCH_ENDED).count());
        }

        // Public standings: team 1 (2.5), then teams 2 and 3 (2 each, drew with each other, the
        // same Sonneborn-Berger 2*2) sharing 2nd, team 4 (1.5).
        given().get("/api/tournaments/" + tournamentId + "/standings")
                .then().statusCode(200)
                .body("rows.teamId", contains(id(teams, 0), id(teams, 1), id(teams, 2), id(teams, 3)))
                .body("rows.rank", contains(1, 2, 2, 4))
                .body("rows.boardPoints", contains(2.5f, 2.0f, 2.0f, 1.5f))
                .body("rows.matchPoints", contains(2, 1, 1, 0))
                .body("rows[1].tieBreaks.'sonneborn-berger'", equalTo(4.0f))
                .body("rows[1].tieBreaks.'direct-encounter'", equalTo(2.0f));
    }

    @Test
    void unplayedBoardsDoubleForfeitsAndVoidedGamesScoreAsTheArbiterSaid() {
        UUID competitionId = UUID.randomUUID();
        List<Competitions.Team> teams = Competitions.register(competitionId, 2, 4, processed);
        JsonPath created = Tournaments.create(Tournaments.roundRobin(competitionId, teams));
        String tournamentId = created.getString("id");
        String match = created.getString("rounds[0].matches[0].matchId");
        List<UUID> games = uuids(created.getList("rounds[0].matches[0].boards.gameId"));

        // The first team has White on boards 1 and 3. Board 1 is voided, then replayed and won;
        // board 2 is a double forfeit (0-0); board 3 a no-show win; board 4 drawn: 2.5-0.5.
        EventEnvelope<EventPayload> voided = Competitions.envelope(ENDED,
                new GameEnded(games.get(0), GameResult.VOID, Termination.VOIDED, ENDED));
        Competitions.send(voided);
        await().atMost(WITHIN).until(() -> processed.isProcessed(voided.id()));
        given().get("/api/tournaments/" + tournamentId + "/matches/" + match)
                .then().body("boards[0].result", nullValue());
        Competitions.send(ended(games.get(0), GameResult.WHITE_WON));
        Competitions.send(Competitions.envelope(ENDED,
                new GameEnded(games.get(1), GameResult.BOTH_LOST, Termination.FORFEIT, ENDED)));
        Competitions.send(Competitions.envelope(ENDED,
                new GameEnded(games.get(2), GameResult.WHITE_WON, Termination.NO_SHOW, ENDED)));
        Competitions.send(ended(games.get(3), GameResult.DRAW));

        await().atMost(WITHIN).untilAsserted(() -> given().get("/api/tournaments/" + tournamentId + "/matches/" + match)
                .then().body("status", equalTo("ended"))
                .body("firstTeamBoardPoints", equalTo(2.5f))
                .body("secondTeamBoardPoints", equalTo(0.5f))
                .body("outcome", equalTo("first-team-won"))
                .body("boards.result", contains("1-0", "0-0", "1-0", "1/2-1/2"))
                .body("boards.unplayed", contains(false, true, true, false)));
    }

    /**
     * Seed 000 §4.6 with the default rule: a match level on its boards is decided at once by one
     * Armageddon game of board 1's players, colours by lot; its draw wins the match for Black.
     */
    @Test
    void aLevelMatchIsDecidedAtOnceByAnArmageddonGameWhoseDrawWinsForBlack() {
        UUID competitionId = UUID.randomUUID();
        List<Competitions.Team> teams = Competitions.register(competitionId, 4, 4, processed);
        JsonPath created = Tournaments.create(Tournaments.roundRobin(competitionId, teams));
        String tournamentId = created.getString("id");
        assertEquals("armageddon", created.getString("drawnMatch"));
        assertEquals(1, created.getInt("deciderBoard"));
        String matchA = created.getString("rounds[0].matches[0].matchId"); // team 1 - team 4
        List<UUID> gamesA = uuids(created.getList("rounds[0].matches[0].boards.gameId"));
        UUID first = teams.get(0).teamId();
        UUID fourth = teams.get(3).teamId();

        try (TopicReader reader = TopicReader.fromBeginning(Topics.TOURNAMENT_EVENTS)) {
            Instant levelAt = Instant.now();
            gamesA.forEach(game -> Competitions.send(ended(game, GameResult.DRAW)));

            MatchScheduled decider = read(reader, MatchScheduled.class,
                    event -> matchA.equals(event.subject()) && ((MatchScheduled) event.data()).boards().size() == 1,
                    1).get(0);
            BoardPairing pairing = decider.boards().get(0);
            assertEquals(5, pairing.board(), "one past the four boards");
            assertEquals(TimeControl.parse("W5/B4").orElseThrow(), decider.timeControl());
            assertEquals(Set.of(teams.get(0).roster().get(0), teams.get(3).roster().get(0)),
                    Set.of(pairing.whitePlayerId(), pairing.blackPlayerId()), "board 1's players");
            assertTrue(!decider.scheduledStart().isBefore(levelAt.plus(Duration.ofMinutes(2)).minusSeconds(5))
                    && decider.scheduledStart().isBefore(Instant.now().plus(Duration.ofMinutes(3))),
                    "at once, after the break: " + decider.scheduledStart());
            UUID whiteTeam = pairing.whitePlayerId().equals(teams.get(0).roster().get(0)) ? first : fourth;
            UUID blackTeam = whiteTeam.equals(first) ? fourth : first;
            given().auth().oauth2(Tournaments.organizer())
                    .get("/api/tournaments/" + tournamentId + "/matches/" + matchA)
                    .then().statusCode(200)
                    .body("status", equalTo("decider"))
                    .body("boards.board", contains(1, 2, 3, 4))
                    .body("decider.gameId", equalTo(pairing.gameId().toString()))
                    .body("decider.whiteTeamId", equalTo(whiteTeam.toString()))
                    .body("outcome", equalTo(null));

            // The decider is drawn, and its draw counts as a win for Black; a board result sent
            // again schedules no second decider.
            Competitions.send(ended(gamesA.get(0), GameResult.DRAW));
            Competitions.send(ended(pairing.gameId(), GameResult.DRAW));
            MatchEnded ended = read(reader, MatchEnded.class, event -> matchA.equals(event.subject()), 1).get(0);
            boolean firstWon = blackTeam.equals(first);
            assertEquals(new MatchEnded(UUID.fromString(matchA), UUID.fromString(tournamentId), competitionId, 1,
                    first, fourth, 2.0, 2.0, firstWon ? 2 : 0, firstWon ? 0 : 2,
                    firstWon ? MatchOutcome.FIRST_TEAM_WON : MatchOutcome.SECOND_TEAM_WON,
                    // decider.board: the board whose players played it (1), not the decider's own number (5)
                    new MatchDecider(pairing.gameId(), 1, whiteTeam, GameResult.DRAW, blackTeam), null), ended);

            given().auth().oauth2(Tournaments.organizer())
                    .get("/api/tournaments/" + tournamentId + "/matches/" + matchA)
                    .then().statusCode(200)
                    .body("status", equalTo("ended"))
                    .body("firstTeamBoardPoints", equalTo(2.0f))
                    .body("secondTeamBoardPoints", equalTo(2.0f))
                    .body("deciderWinnerTeamId", equalTo(blackTeam.toString()))
                    .body("decider.result", equalTo("1/2-1/2"));
            // Equal board points (the primary score); the decider's match points rank its winner first.
            given().get("/api/tournaments/" + tournamentId + "/standings")
                    .then().statusCode(200)
                    .body("rows[0].teamId", equalTo(blackTeam.toString()))
                    .body("rows[0].matchPoints", equalTo(2))
                    .body("rows[1].teamId", equalTo(whiteTeam.toString()))
                    .body("rows[1].matchPoints", equalTo(0))
                    .body("rows[0].boardPoints", equalTo(2.0f))
                    .body("rows[1].boardPoints", equalTo(2.0f))
                    .body("rows.rank", contains(1, 2, 3, 3));
            assertEquals(1, reader.readFor(Duration.ofSeconds(2)).stream()
                    .filter(record -> matchA.equals(record.key()))
                    .map(record -> codec.decode(record.value()).data())
                    .filter(data -> data instanceof MatchScheduled scheduled && scheduled.boards().size() == 1)
                    .count(), "one decider");
        }
    }

    /**
     * Absent players (Art. 6.7.1) as game-service reports them: a double forfeit scores no point to
     * either team, one-sided no-shows score as wins, all marked unplayed in the feed; a match they
     * leave level goes to its decider, whose own double forfeit leaves the match level (1-1), while a
     * decider lost by one absent player decides it.
     */
    @Test
    void absentPlayersScoreUnplayedAndALevelMatchStillGoesToItsDecider() {
        UUID competitionId = UUID.randomUUID();
        List<Competitions.Team> teams = Competitions.register(competitionId, 4, 4, processed);
        Map<String, Object> body = Tournaments.roundRobin(competitionId, teams);
        body.put("defaultTimeMinutes", 10);
        JsonPath created = Tournaments.create(body);
        String tournamentId = created.getString("id");
        assertEquals(10, created.getInt("defaultTimeMinutes"));
        String matchA = created.getString("rounds[0].matches[0].matchId"); // team 1 - team 4
        String matchB = created.getString("rounds[0].matches[1].matchId"); // team 2 - team 3
        List<UUID> gamesA = uuids(created.getList("rounds[0].matches[0].boards.gameId"));
        List<UUID> gamesB = uuids(created.getList("rounds[0].matches[1].boards.gameId"));
        UUID first = teams.get(0).teamId();
        UUID fourth = teams.get(3).teamId();

        try (TopicReader reader = TopicReader.fromBeginning(Topics.TOURNAMENT_EVENTS)) {
            assertEquals(10, read(reader, MatchScheduled.class, event -> matchA.equals(event.subject()), 1).get(0)
                    .defaultTimeMinutes());
            // The first team has White on boards 1 and 3. Board 1 -/- (neither came), board 2 -/+ (the
            // second team's White never came), board 3 won by the second team, board 4 drawn: 1.5-1.5.
            for (List<UUID> games : List.of(gamesA, gamesB)) {
                Competitions.send(absent(games.get(0), GameResult.BOTH_LOST));
                Competitions.send(absent(games.get(1), GameResult.BLACK_WON));
                Competitions.send(ended(games.get(2), GameResult.BLACK_WON));
                Competitions.send(ended(games.get(3), GameResult.DRAW));
            }
            List<BoardResultRecorded> boardsA = read(reader, BoardResultRecorded.class,
                    event -> matchA.equals(event.subject()), 4).stream()
                    .sorted(Comparator.comparingInt(BoardResultRecorded::board)).toList();
            assertEquals(List.of(GameResult.BOTH_LOST, GameResult.BLACK_WON, GameResult.BLACK_WON, GameResult.DRAW),
                    boardsA.stream().map(BoardResultRecorded::result).toList());
            assertEquals(List.of(true, true, false, false), boardsA.stream().map(BoardResultRecorded::unplayed).toList(),
                    "the federation feed marks the absences");
            given().get("/api/tournaments/" + tournamentId + "/matches/" + matchA).then()
                    .body("boards.result", contains("0-0", "0-1", "0-1", "1/2-1/2"))
                    .body("boards.unplayed", contains(true, true, false, false));

            MatchScheduled deciderA = read(reader, MatchScheduled.class,
                    event -> matchA.equals(event.subject()) && ((MatchScheduled) event.data()).boards().size() == 1,
                    1).get(0);
            MatchScheduled deciderB = read(reader, MatchScheduled.class,
                    event -> matchB.equals(event.subject()) && ((MatchScheduled) event.data()).boards().size() == 1,
                    1).get(0);
            assertEquals(10, deciderA.defaultTimeMinutes(), "the decider's players have the same default time");

            // Match A: neither decider player came; match B: the decider's White did not come.
            Competitions.send(absent(deciderA.boards().get(0).gameId(), GameResult.BOTH_LOST));
            Competitions.send(absent(deciderB.boards().get(0).gameId(), GameResult.BLACK_WON));

            MatchEnded endedA = read(reader, MatchEnded.class, event -> matchA.equals(event.subject()), 1).get(0);
            assertEquals(new MatchEnded(UUID.fromString(matchA), UUID.fromString(tournamentId), competitionId, 1,
                    first, fourth, 1.5, 1.5, 1, 1, MatchOutcome.LEVEL, null, null), endedA,
                    "a decider both lost decides nothing");
            BoardResultRecorded deciderBoard = read(reader, BoardResultRecorded.class,
                    event -> matchA.equals(event.subject()) && ((BoardResultRecorded) event.data()).decider(), 1).get(0);
            assertEquals(GameResult.BOTH_LOST, deciderBoard.result());
            assertTrue(deciderBoard.unplayed());

            MatchEnded endedB = read(reader, MatchEnded.class, event -> matchB.equals(event.subject()), 1).get(0);
            BoardPairing pairingB = deciderB.boards().get(0);
            UUID blackTeamB = teams.get(1).roster().contains(pairingB.blackPlayerId()) ? teams.get(1).teamId()
                    : teams.get(2).teamId();
            assertEquals(1.5, endedB.firstTeamBoardPoints());
            assertEquals(blackTeamB, endedB.decider().winnerTeamId(), "the decider's White was absent");
            assertEquals(GameResult.BLACK_WON, endedB.decider().result());
            assertEquals(2, endedB.firstTeamId().equals(blackTeamB) ? endedB.firstTeamMatchPoints()
                    : endedB.secondTeamMatchPoints());
        }
        given().get("/api/tournaments/" + tournamentId + "/standings").then().statusCode(200)
                .body("rows.find { it.teamId == '" + first + "' }.matchPoints", equalTo(1))
                .body("rows.find { it.teamId == '" + first + "' }.boardPoints", equalTo(1.5f))
                .body("rows.find { it.teamId == '" + fourth + "' }.matchPoints", equalTo(1));
    }

    /** A game lost for absence (Art. 6.7.1): unplayed, as game-service reports it. */
    private EventEnvelope<EventPayload> absent(UUID gameId, GameResult result) {
        GameEnded ended = new GameEnded(gameId, result, Termination.NO_SHOW, ENDED);
        assertTrue(ended.unplayed());
        return Competitions.envelope(ENDED, ended);
    }

    private EventEnvelope<EventPayload> ended(UUID gameId, GameResult result) {
        return Competitions.envelope(ENDED, new GameEnded(gameId, result,
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

    private static String id(List<Competitions.Team> teams, int index) {
        return teams.get(index).teamId().toString();
    }

    private static List<UUID> uuids(List<String> ids) {
        return ids.stream().map(UUID::fromString).toList();
    }
}
