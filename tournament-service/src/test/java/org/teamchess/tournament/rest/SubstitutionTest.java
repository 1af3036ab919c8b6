package org.teamchess.tournament.rest;

import static io.restassured.RestAssured.given;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.ValidatableResponse;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.teamchess.events.EventCodec;
import org.teamchess.events.Topics;
import org.teamchess.events.game.GameEnded;
import org.teamchess.events.game.GameResult;
import org.teamchess.events.game.Termination;
import org.teamchess.events.tournament.BoardPlayerSubstituted;
import org.teamchess.rules.Side;
import org.teamchess.support.inbox.ProcessedEvents;
import org.teamchess.support.security.Roles;
import org.teamchess.testsupport.TestTokens;
import org.teamchess.testsupport.TopicReader;
import org.teamchess.tournament.Competitions;
import org.teamchess.tournament.TournamentTestProfile;
import org.teamchess.tournament.Tournaments;
import org.teamchess.tournament.repository.MatchRepository;

/**
 * A team's coach or an organizer puts a reserve on a board of a published match until its game
 * starts (seed 000 §6.4): the board's player changes, the change is audited and announced.
 */
@QuarkusTest
@TestProfile(TournamentTestProfile.class)
class SubstitutionTest {

    private static final String PROBLEM_JSON = "application/problem+json";
    private static final Duration WITHIN = Duration.ofSeconds(30);
    /** Boards 1-3 boys, board 4 a girl; reserve 1 (place 5) a boy, reserve 2 (place 6) a girl. */
    private static final List<String> RULE = List.of("male", "male", "male", "female", "male", "female");

    private final EventCodec codec = new EventCodec();

    @Inject
    ProcessedEvents processed;

    @Inject
    MatchRepository matches;

    @Test
    void theCoachPutsAReserveOnABoardBeforeItsGameStartsAndTheChangeIsAnnounced() {
        Match match = twoTeams();
        // Board 2: the first-named team has Black (it has White on boards 1 and 3).
        UUID outgoing = match.firstRoster().get(1);
        UUID reserve = match.firstRoster().get(4);
        try (TopicReader reader = TopicReader.fromBeginning(Topics.TOURNAMENT_EVENTS)) {
            substitute(coach(match.firstTeamId()), match.path() + "/boards/2/player",
                    match.firstTeamId(), reserve, "Заболел")
                    .statusCode(200)
                    .body("boards[1].blackPlayerId", equalTo(reserve.toString()))
                    .body("boards[1].whitePlayerId", equalTo(match.secondRoster().get(1).toString()));

            BoardPlayerSubstituted event = reader.readUntil(records -> records.stream()
                            .anyMatch(record -> isSubstitution(record.value(), match.matchId())), WITHIN)
                    .stream().filter(record -> isSubstitution(record.value(), match.matchId()))
                    .map(record -> (BoardPlayerSubstituted) codec.decode(record.value()).data())
                    .findFirst().orElseThrow();
            assertEquals(new BoardPlayerSubstituted(match.matchId(), UUID.fromString(match.tournamentId()),
                    match.competitionId(), 1, 2, UUID.fromString(match.games().get(1)), Side.BLACK, outgoing, reserve),
                    event);
        }
        given().get(match.path()).then().body("boards[1].blackPlayerId", equalTo(reserve.toString()));
        given().auth().oauth2(Tournaments.organizer()).get("/api/tournaments/" + match.tournamentId() + "/audit")
                .then().statusCode(200)
                .body("find { it.action == 'player-substituted' }.reason", equalTo("Заболел"))
                .body("find { it.action == 'player-substituted' }.actor",
                        equalTo(Competitions.coachOf(match.firstTeamId())))
                .body("find { it.action == 'player-substituted' }.detail",
                        containsString("board 2 (black): " + Competitions.displayName(match.school(), 2) + " → "
                                + Competitions.displayName(match.school(), 5)));

        // The player who left may come back, on his own board: he plays on no board of the match now.
        substitute(Tournaments.organizer(), match.path() + "/boards/2/player", match.firstTeamId(), outgoing,
                "Выздоровел").statusCode(200).body("boards[1].blackPlayerId", equalTo(outgoing.toString()));
    }

    @Test
    void aSubstitutionIsRefusedNamingItsFieldsAndOnlyTheTeamsCoachOrAnOrganizerMakesOne() {
        Match match = twoTeams();
        String coach = coach(match.firstTeamId());
        String board2 = match.path() + "/boards/2/player";
        substitute(coach, board2, UUID.randomUUID(), match.firstRoster().get(4), "why")
                .statusCode(400).contentType(PROBLEM_JSON).body("errors.field", contains("teamId"));
        substitute(coach, board2, match.firstTeamId(), UUID.randomUUID(), " ")
                .statusCode(400).contentType(PROBLEM_JSON).body("errors.field", contains("playerId", "reason"));
        substitute(coach, board2, match.firstTeamId(), match.firstRoster().get(0), "why")
                .statusCode(400).body("errors[0].field", equalTo("playerId"))
                .body("errors[0].message", containsString("already plays board 1"));
        // The girl reserve (place 6) may not play a boys' board, and may play the girl's board 4.
        substitute(coach, board2, match.firstTeamId(), match.firstRoster().get(5), "why")
                .statusCode(400).body("errors[0].field", equalTo("playerId"))
                .body("errors[0].message", containsString("by the competition's rule"));
        substitute(coach, match.path() + "/boards/4/player", match.firstTeamId(), match.firstRoster().get(5), "why")
                .statusCode(200);

        substitute(coach(match.secondTeamId()), board2, match.firstTeamId(),
                match.firstRoster().get(4), "why").statusCode(403);
        substitute(TestTokens.withRealmRoles("arbiter-1", Roles.ARBITER), board2, match.firstTeamId(),
                match.firstRoster().get(4), "why").statusCode(403);
        substitute(coach, match.path() + "/boards/9/player", match.firstTeamId(), match.firstRoster().get(4), "why")
                .statusCode(404).contentType(PROBLEM_JSON);
        String later = "/api/tournaments/" + match.tournamentId() + "/matches/" + match.laterMatchId();
        substitute(coach, later + "/boards/2/player", match.firstTeamId(), match.firstRoster().get(4), "why")
                .statusCode(409).body("type", equalTo("urn:teamchess:problem:match-not-published"));
    }

    @Test
    void aBoardWithAResultOrAMatchWhoseStartHasComeKeepsItsPlayers() {
        Match match = twoTeams();
        String coach = coach(match.firstTeamId());
        Instant ended = Instant.parse("2026-12-05T01:45:00Z");
        UUID event = Competitions.publish(ended, new GameEnded(UUID.fromString(match.games().get(0)),
                GameResult.WHITE_WON, Termination.CHECKMATE, ended));
        await().atMost(WITHIN).until(() -> processed.isProcessed(event));
        substitute(coach, match.path() + "/boards/1/player", match.firstTeamId(), match.firstRoster().get(4), "why")
                .statusCode(409).contentType(PROBLEM_JSON).body("type", equalTo("urn:teamchess:problem:board-ended"));

        // The service cannot be asked for a start in the past: the test moves the match there itself.
        QuarkusTransaction.requiringNew().run(() -> matches.findById(match.matchId())
                .reschedule(Instant.now().minusSeconds(60)));
        substitute(coach, match.path() + "/boards/2/player", match.firstTeamId(), match.firstRoster().get(4), "why")
                .statusCode(409).body("type", equalTo("urn:teamchess:problem:game-started"));
        given().get(match.path()).then()
                .body("boards[1].blackPlayerId", equalTo(match.firstRoster().get(1).toString()));
    }

    /**
     * Round 1's only match of a two-team double round robin, its first-named team (from school
     * {@code school}) and the other, and round 2's match, not published yet.
     */
    private record Match(UUID competitionId, String tournamentId, UUID matchId, UUID firstTeamId, int school,
            List<UUID> firstRoster, UUID secondTeamId, List<UUID> secondRoster, List<String> games,
            UUID laterMatchId) {

        String path() {
            return "/api/tournaments/" + tournamentId + "/matches/" + matchId;
        }
    }

    private Match twoTeams() {
        UUID competitionId = UUID.randomUUID();
        List<Competitions.Team> teams = Competitions.register(competitionId, 2, 6, RULE, processed);
        Map<String, Object> body = Tournaments.roundRobin(competitionId, teams);
        body.put("format", "double-round-robin");
        JsonPath created = Tournaments.create(body);
        String match = "rounds[0].matches[0]";
        Competitions.Team first = teams.stream()
                .filter(team -> team.teamId().toString().equals(created.getString(match + ".firstTeamId")))
                .findFirst().orElseThrow();
        Competitions.Team second = teams.get(teams.indexOf(first) == 0 ? 1 : 0);
        return new Match(competitionId, created.getString("id"), UUID.fromString(created.getString(match + ".matchId")),
                first.teamId(), teams.indexOf(first) + 1, first.roster(), second.teamId(), second.roster(),
                created.getList(match + ".boards.gameId"),
                UUID.fromString(created.getString("rounds[1].matches[0].matchId")));
    }

    /** The team's coach's token, as registration named him. */
    private static String coach(UUID teamId) {
        return TestTokens.withRealmRoles(Competitions.coachOf(teamId), Roles.COACH);
    }

    private boolean isSubstitution(String value, UUID matchId) {
        return codec.decode(value).data() instanceof BoardPlayerSubstituted substituted
                && substituted.matchId().equals(matchId);
    }

    private static ValidatableResponse substitute(String token, String path, UUID teamId, UUID playerId,
            String reason) {
        return given().auth().oauth2(token).contentType(ContentType.JSON)
                .body(Map.of("teamId", teamId, "playerId", playerId, "reason", reason)).put(path).then();
    }
}
