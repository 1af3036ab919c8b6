package org.teamchess.system;

import static io.restassured.RestAssured.given;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.teamchess.system.Accounts.Login;

/**
 * The core journey with real people's accounts, on the platform as deploy/platform starts it (real
 * Keycloak, Kafka, PostgreSQL): an organizer invites two coaches, who make their accounts and apply
 * with their schools; the eight board children make theirs from their invitation codes, some only
 * after the round is published; a match of the two teams is played board by board, each child at
 * his own board with his own token, to 2-2 and an Armageddon decider; then the match view, the
 * standings, the federation feed, the round's PGN (read by Debian's pgn-extract) and the match
 * protocol must all tell the same result.
 */
@ExtendWith(SharedPlatform.class)
class WholeMatchSystemTest {

    private static final Duration PATIENCE = Duration.ofSeconds(60);
    private static final ZoneId ZONE = ZoneId.of("Asia/Anadyr");
    /**
     * From the tournament's creation to round 1's start: the other children's accounts, the seats
     * and the joins must fit in it, since a player not at his board at the start loses (Art. 6.7.1,
     * default time 0).
     */
    private static final Duration LEAD = Duration.ofSeconds(60);
    private static final String TIME_CONTROL = "3+2";
    private static final String PROBLEM = "urn:teamchess:problem:";

    /** Usernames live on in Keycloak's database of the run folder: each run has names of its own. */
    private final String run = Long.toString(System.currentTimeMillis(), 36);
    private final List<AutoCloseable> connections = new ArrayList<>();

    @Test
    void childrenOfTwoSchoolsPlayTheirBoardsAndEveryRecordOfTheMatchAgrees() throws Exception {
        String organizer = Logins.token("organizer");
        UUID competition = Applications.openCompetition(organizer);
        List<Map<String, Object>> firstChildren = List.of(
                        Applications.player("Петров", "Иван", "Сергеевич", 9, "2011-03-15", "male"),
                        Applications.player("Иванов", "Пётр", 8, "2012-05-02", "male"),
                        Applications.player("Сидоров", "Олег", 7, "2013-01-20", "male"),
                        Applications.player("Смирнова", "Анна", 6, "2014-07-11", "female"),
                        Applications.player("Орлов", "Павел", 5, "2015-02-27", "male"),
                        Applications.player("Белова", "Ирина", 5, "2015-09-01", "female"));
        School first = School.apply(organizer, competition, "Киншова Ольга", new Login("kinshova-" + run, "Chukotka-2026"),
                "МБОУ СОШ № 1 г. Анадыря", firstChildren);
        List<Map<String, Object>> secondChildren = List.of(
                        Applications.player("Кузнецов", "Артём", 10, "2010-04-09", "male"),
                        Applications.player("Попов", "Максим", 9, "2011-10-30", "male"),
                        Applications.player("Васильев", "Денис", 8, "2012-08-14", "male"),
                        Applications.player("Новикова", "Мария", "Андреевна", 7, "2013-06-05", "female"),
                        Applications.player("Зайцев", "Роман", 6, "2014-12-12", "male"),
                        Applications.player("Волкова", "Дарья", 6, "2014-03-03", "female"));
        School second = School.apply(organizer, competition, "Алеев Александр", new Login("aleev-" + run, "Gimnaziya-2026"),
                "МБОУ «Гимназия» г. Анадыря", secondChildren);

        Map<UUID, Login> logins = new HashMap<>();
        for (School school : List.of(first, second)) {
            for (RosterLine child : school.boards().subList(0, 2)) {
                logins.put(child.playerId(), createAccount(school, child));
            }
        }
        refusedAccountRequests(first, logins.get(first.boards().get(0).playerId()));

        TournamentMatch match = createMatch(organizer, competition, first, second);
        for (School school : List.of(first, second)) {
            for (RosterLine child : school.boards().subList(2, 4)) {
                logins.put(child.playerId(), createAccount(school, child));
            }
            assertLoginCards(school, logins);
        }
        RosterLine reset = second.boards().get(1);
        logins.put(reset.playerId(), passwordReset(second, reset, logins.get(reset.playerId())));

        Map<UUID, String> tokens = new HashMap<>();
        logins.forEach((player, login) -> tokens.put(player, login.token()));
        try {
            playTheBoards(match, tokens);
            Map<String, Object> decider = playTheDecider(match, tokens);
            assertTheRecordsAgree(match, decider, first, second);
        } finally {
            for (AutoCloseable connection : connections) {
                connection.close();
            }
        }
        assertNoPersonalDataOnKafka(Stream.concat(firstChildren.stream(), secondChildren.stream()).toList(),
                List.of("Киншова", "Алеев"));
    }

    /**
     * Ids only on Kafka (docs/decisions/no-personal-data-on-kafka.md): after the whole match, every
     * record of every topic, read from the beginning as anyone on the network could, carries none of
     * the children's first names, surnames, patronymics or birth dates, nor the coaches' names, in
     * its key, value or headers.
     */
    private static void assertNoPersonalDataOnKafka(List<Map<String, Object>> children, List<String> coaches) {
        List<String> personal = new ArrayList<>(coaches);
        for (Map<String, Object> child : children) {
            personal.add((String) child.get("surname"));
            personal.add((String) child.get("firstName"));
            if (child.containsKey("patronymic")) {
                personal.add((String) child.get("patronymic"));
            }
            LocalDate born = LocalDate.parse((String) child.get("birthDate"));
            personal.add(born.toString());
            personal.add(born.format(DateTimeFormatter.ofPattern("dd.MM.yyyy")));
        }
        List<KafkaRecords.Text> records = KafkaRecords.everyTopic(Platform.kafkaLogin("admin"));
        assertTrue(records.stream().anyMatch(record -> record.value().contains("RosterChanged")),
                "the rosters were read from the registration topic");
        List<String> found = new ArrayList<>();
        for (KafkaRecords.Text record : records) {
            for (String text : personal) {
                if (record.all().contains(text)) {
                    found.add(text + " in " + record.where() + ": " + record.all());
                }
            }
        }
        assertEquals(List.of(), found, "personal data on Kafka (" + records.size() + " records read)");
    }

    /** A child makes his account from his code, signed in as nobody; the answer names his line. */
    private Login createAccount(School school, RosterLine child) {
        Login login = new Login("t" + run + "-" + child.playerId().toString().substring(0, 8),
                "Shakhmaty-" + child.board() + "-" + run);
        JsonPath created = Accounts.createPlayerAccount(child.invitationCode(), login)
                .then().statusCode(201)
                .extract().jsonPath();
        assertEquals(login.username(), created.getString("username"));
        assertEquals(school.team().toString(), created.getString("teamId"));
        assertEquals(child.board(), created.getInt("board"));
        assertEquals(child.playerId().toString(), created.getString("playerId"));
        return login;
    }

    /**
     * The refusals of the account request, against the real Keycloak and its password policy: a lost
     * answer's retry is no refusal; a used code, a taken name and a weak password are.
     */
    private void refusedAccountRequests(School school, Login made) {
        RosterLine made1 = school.boards().get(0);
        JsonPath again = Accounts.createPlayerAccount(made1.invitationCode(), made)
                .then().statusCode(201)
                .extract().jsonPath();
        assertEquals(made.username(), again.getString("username"), "a retry gives the same account");
        assertEquals(Logins.subject(made.token()), again.getString("accountId"), "the account is the one logging in");
        assertProblem(Accounts.createPlayerAccount(made1.invitationCode(), new Login("other-" + run, "Another-pass-1")),
                409, "invitation-used");

        String reserveCode = school.reserves().get(0).invitationCode();
        assertProblem(Accounts.createPlayerAccount(reserveCode, new Login(made.username(), "Reserve-pass-1")),
                409, "username-taken");
        String reserveName = "reserve-" + run;
        assertFieldRefused(Accounts.createPlayerAccount(reserveCode, new Login(reserveName, "short12")), "password");
        assertFieldRefused(Accounts.createPlayerAccount(reserveCode, new Login(reserveName, reserveName)), "password");
        // a refused request made no account: Keycloak knows no such user
        assertLoginRefused(reserveName, "short12");
    }

    /** The coach's login cards: every board child has his account now; the reserves have none. */
    private static void assertLoginCards(School school, Map<UUID, Login> logins) {
        List<Map<String, Object>> cards = Accounts.loginCards(school.coach(), school.competition(), school.team());
        assertEquals(school.roster().size(), cards.size(), "a card per roster line");
        for (Map<String, Object> card : cards) {
            RosterLine line = school.line(UUID.fromString((String) card.get("playerId")));
            assertEquals(line.board(), card.get("board"));
            assertEquals(line.invitationCode(), card.get("invitationCode"));
            Login login = logins.get(line.playerId());
            assertEquals(!line.reserve(), card.get("accountExists"), () -> "accountExists of " + card);
            assertEquals(line.reserve() ? null : login.username(), card.get("username"), () -> "username of " + card);
        }
    }

    /** The coach gives a child a new password: it works at once, the old one no longer does. */
    private static Login passwordReset(School school, RosterLine child, Login old) {
        Login renewed = Accounts.resetPassword(school.coach(), school.competition(), school.team(), child.playerId());
        assertEquals(old.username(), renewed.username());
        assertNotEquals(old.password(), renewed.password());
        assertLoginRefused(old.username(), old.password());
        renewed.token();
        return renewed;
    }

    /**
     * The organizer's one-match tournament of the two teams, starting {@link #LEAD} from now with a
     * short time control; without a line-up deadline round 1 is published at once.
     */
    private TournamentMatch createMatch(String organizer, UUID competition, School first, School second) {
        // tournament-service learns the teams and rosters from registration's events, a moment later
        Response[] created = new Response[1];
        await().atMost(PATIENCE).pollInterval(Duration.ofMillis(500)).until(() -> {
            created[0] = given().auth().oauth2(organizer).contentType(ContentType.JSON)
                    .body(Map.of("competitionId", competition.toString(), "name", "Матч школ " + run,
                            "format", "match", "teamIds", List.of(first.team().toString(), second.team().toString()),
                            "timeControl", TIME_CONTROL, "timeZone", ZONE.getId(),
                            "firstRoundStart", LocalDateTime.now(ZONE).plus(LEAD).truncatedTo(ChronoUnit.SECONDS)
                                    .toString(),
                            "drawnMatch", "armageddon", "deciderBoard", 1))
                    .post(Platform.TOURNAMENT + "/api/tournaments");
            return created[0].statusCode() == 201;
        });
        JsonPath tournament = created[0].jsonPath();
        assertTrue(tournament.getBoolean("rounds[0].published"), "round 1 is published at once");
        JsonPath match = JsonPath.from(given()
                .get(Platform.TOURNAMENT + "/api/tournaments/" + tournament.getString("id") + "/matches/"
                        + tournament.getString("rounds[0].matches[0].matchId"))
                .then().statusCode(200)
                .extract().asString());
        assertEquals(first.team().toString(), match.getString("firstTeamId"));
        assertEquals(4, match.getList("boards").size());
        return new TournamentMatch(UUID.fromString(tournament.getString("id")),
                UUID.fromString(match.getString("matchId")), Instant.parse(match.getString("scheduledStart")), match,
                first, second);
    }

    /**
     * Each child finds his game in /api/games/mine and joins it with his own token; the match is
     * played to 2-2: White mates in Russian notation, a draw agreed, Black mates, a threefold claim.
     */
    private void playTheBoards(TournamentMatch match, Map<UUID, String> tokens) throws Exception {
        List<SeatedGame> boards = new ArrayList<>();
        for (int board = 1; board <= 4; board++) {
            String gameId = match.view().getString("boards[" + (board - 1) + "].gameId");
            UUID white = UUID.fromString(match.view().getString("boards[" + (board - 1) + "].whitePlayerId"));
            UUID black = UUID.fromString(match.view().getString("boards[" + (board - 1) + "].blackPlayerId"));
            assertMine(tokens.get(white), gameId, board, "white");
            assertMine(tokens.get(black), gameId, board, "black");
            boards.add(seat(gameId, tokens.get(white), tokens.get(black)));
        }
        // a child at the board of his team-mate's opponent may only watch (deploy/platform lets anyone
        // watch, as parents do): he is seated as a spectator, and a move he sends is refused with a reason
        UUID board2White = UUID.fromString(match.view().getString("boards[1].whitePlayerId"));
        try (GameSocket intruder = GameSocket.join(Platform.GAME, match.view().getString("boards[0].gameId"),
                tokens.get(board2White))) {
            JsonPath watching = intruder.awaitType("state");
            assertEquals("spectator", watching.getString("seat"), watching::prettify);
            intruder.send("{\"type\":\"move\",\"san\":\"e4\",\"clientMoveId\":\"intruder-1\"}");
            JsonPath refused = intruder.awaitType("error");
            assertEquals("read-only", refused.getString("code"), refused::prettify);
            assertFalse(refused.getString("reason").isBlank(), refused::prettify);
        }
        assertTrue(Instant.now().isBefore(match.start()), "every child joined before the start " + match.start()
                + "; a longer LEAD is needed on this machine");
        awaitStart(match.start());

        SeatedGame board1 = boards.get(0);
        SeatedGame board2 = boards.get(1);
        SeatedGame board3 = boards.get(2);
        SeatedGame board4 = boards.get(3);
        JsonPath notYourTurn = board3.outOfTurn("{\"type\":\"move\",\"san\":\"e5\",\"clientMoveId\":\"early\"}");
        assertEquals("not-your-turn", notYourTurn.getString("code"), notYourTurn::prettify);
        assertFalse(notYourTurn.getString("reason").isBlank(), notYourTurn::prettify);

        board1.moves("e4", "e5", "Сc4", "Кc6", "Фh5", "Кf6", "Ф:f7#");
        assertEnd(board1.ended(), "1-0", "checkmate");
        board2.moves("Кf3", "d5", "g3");
        board2.drawAgreed();
        assertEnd(board2.ended(), "1/2-1/2", "draw-agreement");
        board3.moves("f3", "e5", "g4", "Qh4#");
        assertEnd(board3.ended(), "0-1", "checkmate");
        board4.moves("Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8");
        board4.claimDraw("threefold-repetition");
        assertEnd(board4.ended(), "1/2-1/2", "threefold-repetition");
    }

    /**
     * The match is level: the board-1 children find the Armageddon decider among their games, join
     * it and play it; Black resigns.
     *
     * @return the decider's game as /api/games/mine shows it
     */
    private Map<String, Object> playTheDecider(TournamentMatch match, Map<UUID, String> tokens) throws Exception {
        UUID first = UUID.fromString(match.view().getString("boards[0].whitePlayerId"));
        UUID second = UUID.fromString(match.view().getString("boards[0].blackPlayerId"));
        String board1Game = match.view().getString("boards[0].gameId");
        Map<String, Object> decider = await().atMost(PATIENCE).pollInterval(Duration.ofMillis(250)).until(
                () -> newestOfMatch(tokens.get(first), match.matchId()),
                game -> game != null && !board1Game.equals(game.get("id")));
        Map<String, Object> seenBySecond = newestOfMatch(tokens.get(second), match.matchId());
        assertEquals(decider.get("id"), seenBySecond.get("id"), "both see the decider");
        assertEquals("W5+0/B4+0", decider.get("timeControl"), "the Armageddon: White 5 minutes, Black 4");
        assertNotEquals(decider.get("seat"), seenBySecond.get("seat"), "one has White, the other Black");
        boolean firstHasWhite = "white".equals(decider.get("seat"));

        SeatedGame armageddon = seat((String) decider.get("id"), tokens.get(firstHasWhite ? first : second),
                tokens.get(firstHasWhite ? second : first));
        Instant start = Instant.parse((String) decider.get("scheduledStart"));
        assertTrue(Instant.now().isBefore(start), "both joined the decider before its start " + start);
        awaitStart(start);
        armageddon.moves("d4", "d5", "c4");
        armageddon.sideToMoveResigns();
        assertEnd(armageddon.ended(), "1-0", "resignation");
        return decider;
    }

    /** The match view, the standings, the federation feed, the PGN and the protocol: one story. */
    private void assertTheRecordsAgree(TournamentMatch match, Map<String, Object> decider, School first, School second)
            throws Exception {
        UUID deciderWhite = UUID.fromString((String) decider.get("whitePlayerId"));
        School winner = first.line(deciderWhite) != null ? first : second;
        School loser = winner == first ? second : first;
        List<String> boardResults = List.of("1-0", "1/2-1/2", "0-1", "1/2-1/2");

        JsonPath ended = await().atMost(PATIENCE).until(() -> JsonPath.from(given()
                .get(Platform.TOURNAMENT + "/api/tournaments/" + match.tournamentId() + "/matches/" + match.matchId())
                .then().statusCode(200).extract().asString()), view -> "ended".equals(view.getString("status")));
        assertEquals(boardResults, ended.getList("boards.result"));
        assertEquals(2.0, ended.getDouble("firstTeamBoardPoints"));
        assertEquals(2.0, ended.getDouble("secondTeamBoardPoints"));
        assertEquals(winner == first ? 2 : 0, ended.getInt("firstTeamMatchPoints"));
        assertEquals(winner == first ? 0 : 2, ended.getInt("secondTeamMatchPoints"));
        assertEquals(winner == first ? "first-team-won" : "second-team-won", ended.getString("outcome"));
        assertEquals(winner.team().toString(), ended.getString("deciderWinnerTeamId"));
        assertEquals(decider.get("id"), ended.getString("decider.gameId"));
        assertEquals("1-0", ended.getString("decider.result"));

        given().get(Platform.TOURNAMENT + "/api/tournaments/" + match.tournamentId() + "/standings")
                .then().statusCode(200)
                .body("rows.teamId", equalTo(List.of(winner.team().toString(), loser.team().toString())))
                .body("rows.matchPoints", equalTo(List.of(2, 0)))
                .body("rows.boardPoints", equalTo(List.of(2.0f, 2.0f)))
                .body("rows.played", equalTo(List.of(1, 1)))
                .body("rows.encounters.deciderWon.flatten()", equalTo(List.of(true, false)));

        assertTheFeed(match, decider, winner, boardResults);
        assertThePgn(match, ended, boardResults);
        assertTheProtocol(match, ended);
    }

    /**
     * The federation feed: one BoardResultRecorded per board and one for the decider, one MatchEnded
     * with the decider (its board as docs/events.md defines it: the board whose players played it),
     * the standings after it, no event twice.
     */
    private static void assertTheFeed(TournamentMatch match, Map<String, Object> decider, School winner,
            List<String> boardResults) {
        List<JsonPath> feed = FederationFeed.until(FederationFeed.MATCH_ENDED, match.matchId(), PATIENCE);
        List<JsonPath> ofMatch = feed.stream()
                .filter(event -> match.matchId().toString().equals(event.getString("subject"))).toList();
        List<JsonPath> standings = ofType(feed.stream()
                .filter(event -> match.tournamentId().toString().equals(event.getString("subject"))).toList(),
                FederationFeed.STANDINGS_UPDATED);
        Set<String> ids = new HashSet<>();
        for (JsonPath event : concat(ofMatch, standings)) {
            assertTrue(ids.add(event.getString("id")), () -> "the event id appears twice: " + event.prettify());
        }
        List<JsonPath> boardEvents = ofType(ofMatch, FederationFeed.BOARD_RESULT_RECORDED);
        List<JsonPath> boards = boardEvents.stream().filter(event -> !event.getBoolean("data.decider")).toList();
        assertEquals(List.of(1, 2, 3, 4), boards.stream().map(event -> event.getInt("data.board")).sorted().toList(),
                "one BoardResultRecorded per board");
        for (JsonPath board : boards) {
            int number = board.getInt("data.board");
            assertEquals(boardResults.get(number - 1), board.getString("data.result"), "board " + number);
            assertEquals(match.view().getString("boards[" + (number - 1) + "].gameId"), board.getString("data.gameId"));
            assertFalse(board.getBoolean("data.unplayed"));
        }
        List<JsonPath> deciders = boardEvents.stream().filter(event -> event.getBoolean("data.decider")).toList();
        assertEquals(1, deciders.size(), "one BoardResultRecorded of the decider");
        assertEquals(decider.get("id"), deciders.get(0).getString("data.gameId"));
        assertEquals("1-0", deciders.get(0).getString("data.result"));

        List<JsonPath> matchEnded = ofType(ofMatch, FederationFeed.MATCH_ENDED);
        assertEquals(1, matchEnded.size(), "one MatchEnded");
        JsonPath ended = matchEnded.get(0);
        assertEquals(2.0f, ended.getFloat("data.firstTeamBoardPoints"));
        assertEquals(2.0f, ended.getFloat("data.secondTeamBoardPoints"));
        assertEquals(winner == match.first() ? "first-team-won" : "second-team-won", ended.getString("data.outcome"));
        assertEquals(decider.get("id"), ended.getString("data.decider.gameId"));
        assertEquals(1, ended.getInt("data.decider.board"), "the board whose players played the decider");
        assertEquals(winner.team().toString(), ended.getString("data.decider.winnerTeamId"));
        assertEquals(winner.team().toString(), ended.getString("data.decider.whiteTeamId"), "White won it");
        assertEquals("1-0", ended.getString("data.decider.result"));

        assertFalse(standings.isEmpty(), "standings after the match");
        JsonPath latest = standings.get(standings.size() - 1);
        assertEquals(winner.team().toString(), latest.getString("data.rows[0].teamId"));
        assertEquals(List.of(2, 0), latest.getList("data.rows.matchPoints"));

        List<JsonPath> scheduled = ofType(ofMatch, FederationFeed.MATCH_SCHEDULED);
        assertEquals(2, scheduled.size(), "the round's pairings and the decider's");
        assertEquals(List.of(decider.get("id")), scheduled.get(1).getList("data.boards.gameId"));
    }

    /** The round's PGN, read back by pgn-extract: every game, deciders included, with its result. */
    private void assertThePgn(TournamentMatch match, JsonPath ended, List<String> boardResults) throws Exception {
        String pgn = given().get(Platform.TOURNAMENT + "/api/tournaments/" + match.tournamentId() + "/rounds/1/pgn")
                .then().statusCode(200)
                .extract().asString();
        List<Map<String, Object>> games = PgnExtract.read(pgn, "round-1-" + run);
        List<String> expected = new ArrayList<>(boardResults);
        expected.add(ended.getString("decider.result"));
        assertEquals(expected, games.stream().map(game -> game.get("Result")).toList(), pgn);
        assertEquals(List.of(7, 3, 4, 8, 3), games.stream().map(game -> ((List<?>) game.get("Moves")).size()).toList(),
                "the plies of each game");
        assertEquals("Qxf7#", ((Map<?, ?>) ((List<?>) games.get(0).get("Moves")).get(6)).get("move"));
    }

    /** The match protocol: each board's players and points as the match view has them, and the total. */
    private static void assertTheProtocol(TournamentMatch match, JsonPath ended) {
        String protocol = given()
                .get(Platform.TOURNAMENT + "/api/tournaments/" + match.tournamentId() + "/matches/" + match.matchId()
                        + "/protocol")
                .then().statusCode(200)
                .extract().asString();
        Matcher rows = Pattern.compile("<tr><td>([^<]+)</td><td class=\"player\">([^<]*)</td><td>([^<]+)</td>"
                + "<td>([^<]*)</td><td>([^<]*)</td><td>([^<]+)</td><td class=\"player\">([^<]*)</td></tr>")
                .matcher(protocol);
        List<String> lines = new ArrayList<>();
        while (rows.find()) {
            lines.add(rows.group(1) + " | " + rows.group(2) + " | " + rows.group(4) + " : " + rows.group(5) + " | "
                    + rows.group(7));
        }
        Map<String, Map<String, Object>> boards = new LinkedHashMap<>();
        List<Map<String, Object>> played = ended.getList("boards");
        played.forEach(board -> boards.put(board.get("board").toString(), board));
        boards.put("Армагеддон", ended.getMap("decider"));
        List<String> expected = new ArrayList<>();
        boards.forEach((label, board) -> {
            boolean firstWhite = match.first().team().toString().equals(board.get("whiteTeamId"));
            String result = (String) board.get("result");
            String white = result.equals("1-0") ? "1" : result.equals("0-1") ? "0" : "½";
            String black = result.equals("1-0") ? "0" : result.equals("0-1") ? "1" : "½";
            expected.add(label + " | " + board.get(firstWhite ? "whitePlayerName" : "blackPlayerName") + " | "
                    + (firstWhite ? white + " : " + black : black + " : " + white) + " | "
                    + board.get(firstWhite ? "blackPlayerName" : "whitePlayerName"));
        });
        assertEquals(expected, lines, protocol);
        assertTrue(protocol.contains("в армагеддоне"), protocol);
    }

    private static List<JsonPath> concat(List<JsonPath> some, List<JsonPath> more) {
        List<JsonPath> all = new ArrayList<>(some);
        all.addAll(more);
        return all;
    }

    private static List<JsonPath> ofType(List<JsonPath> events, String type) {
        return events.stream().filter(event -> type.equals(event.getString("type"))).toList();
    }

    /** The child's game as /api/games/mine shows it: the board and his colour. */
    private static void assertMine(String token, String gameId, int board, String seat) {
        await().atMost(PATIENCE).pollInterval(Duration.ofMillis(250)).untilAsserted(() -> given().auth().oauth2(token)
                .get(Platform.GAME + "/api/games/mine")
                .then().statusCode(200)
                .body("id", hasItem(gameId)));
        JsonPath game = JsonPath.from(given().auth().oauth2(token).get(Platform.GAME + "/api/games/mine").asString());
        assertEquals(board, game.getInt("find { it.id == '" + gameId + "' }.board"));
        assertEquals(seat, game.getString("find { it.id == '" + gameId + "' }.seat"));
    }

    /** The newest of the child's games in the match (the list is newest first), or null. */
    private static Map<String, Object> newestOfMatch(String token, UUID matchId) {
        List<Map<String, Object>> games = given().auth().oauth2(token)
                .get(Platform.GAME + "/api/games/mine")
                .then().statusCode(200)
                .extract().jsonPath().getList("findAll { it.matchId == '" + matchId + "' }");
        return games.isEmpty() ? null : games.get(0);
    }

    private SeatedGame seat(String gameId, String whiteToken, String blackToken) throws InterruptedException {
        SeatedGame game = SeatedGame.join(gameId, whiteToken, blackToken);
        connections.add(game);
        return game;
    }

    /** Until the instant has passed on this machine, the services' machine too. */
    private static void awaitStart(Instant start) throws InterruptedException {
        long wait = Duration.between(Instant.now(), start).toMillis() + 100;
        if (wait > 0) {
            Thread.sleep(wait);
        }
    }

    private static void assertEnd(JsonPath ended, String result, String termination) {
        assertEquals(result, ended.getString("result"), ended::prettify);
        assertEquals(termination, ended.getString("termination"), ended::prettify);
    }

    /** Keycloak refuses the login (with 400 invalid_grant, as Keycloak 26 answers wrong credentials). */
    private static void assertLoginRefused(String username, String password) {
        Logins.attempt(username, password).then().statusCode(400).body("error", equalTo("invalid_grant"));
    }

    private static void assertProblem(Response response, int status, String type) {
        response.then().statusCode(status).body("type", equalTo(PROBLEM + type));
    }

    private static void assertFieldRefused(Response response, String field) {
        response.then().statusCode(400).body("errors.field", hasItem(field));
    }

    /** A line of a roster as its coach sees it. */
    private record RosterLine(UUID playerId, int board, boolean reserve, String invitationCode) {
    }

    /** A school whose coach, invited by the organizer, made his account and applied. */
    private record School(UUID competition, UUID team, String coach, List<RosterLine> roster) {

        static School apply(String organizer, UUID competition, String coachName, Login coachLogin, String name,
                List<Map<String, Object>> roster) {
            String[] names = coachName.split(" ");
            String code = Accounts.inviteStaff(organizer, "coach", names[1], names[0]);
            Accounts.createStaffAccount(code, coachLogin)
                    .then().statusCode(201)
                    .body("username", equalTo(coachLogin.username()))
                    .body("role", equalTo("coach"));
            String coach = coachLogin.token();
            UUID team = Applications.apply(competition, coach, name, roster).getUUID("teamId");
            List<Map<String, Object>> lines = Applications.mine(competition, coach).getList("roster");
            return new School(competition, team, coach, lines.stream()
                    .map(line -> new RosterLine(UUID.fromString((String) line.get("playerId")), (int) line.get("board"),
                            (Boolean) line.get("reserve"), (String) line.get("invitationCode")))
                    .toList());
        }

        List<RosterLine> boards() {
            return roster.stream().filter(line -> !line.reserve()).toList();
        }

        List<RosterLine> reserves() {
            return roster.stream().filter(RosterLine::reserve).toList();
        }

        /** The player's line, or null when he is not of this school. */
        RosterLine line(UUID player) {
            return roster.stream().filter(line -> line.playerId().equals(player)).findFirst().orElse(null);
        }
    }

    /** The match as tournament-service published it. */
    private record TournamentMatch(UUID tournamentId, UUID matchId, Instant start, JsonPath view, School first,
            School second) {
    }
}
