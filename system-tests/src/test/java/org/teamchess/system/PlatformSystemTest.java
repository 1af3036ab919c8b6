package org.teamchess.system;

import static io.restassured.RestAssured.given;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.StringSerializer;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.ExtendWith;
import org.teamchess.events.EventCodec;
import org.teamchess.events.EventEnvelope;
import org.teamchess.events.EventPayload;
import org.teamchess.events.Topics;
import org.teamchess.events.game.GameCreated;
import org.teamchess.events.tournament.BoardPairing;
import org.teamchess.events.tournament.MatchScheduled;
import org.teamchess.rules.clock.TimeControl;
import org.teamchess.testsupport.TopicReader;

/**
 * The platform as deploy/platform starts it, with the real Keycloak: what a school does travels
 * through all four services, and a service killed in the middle of a stream of events loses none.
 */
@ExtendWith(SharedPlatform.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class PlatformSystemTest {

    private static final Duration PATIENCE = Duration.ofSeconds(60);

    private final Platform platform;
    private final EventCodec codec = new EventCodec();

    PlatformSystemTest(Platform platform) {
        this.platform = platform;
    }

    /**
     * registration (two schools apply) -> tournament (a match of the two teams) -> game (one game
     * per board) -> clock (one clock per game), and back to registration (the teams' scheduled match).
     */
    @Test
    @Order(1)
    void twoSchoolsApplicationsBecomeAMatchWhoseGamesHaveClocks() {
        String organizer = Logins.token("organizer");
        UUID competition = Applications.openCompetition(organizer);
        JsonPath first = Applications.apply(competition, Logins.token("coach"), "МБОУ СОШ № 1 г. Анадыря", List.of(
                Applications.player("Петров", "Иван", 9, "2011-03-15", "male"),
                Applications.player("Иванов", "Пётр", 8, "2012-05-02", "male"),
                Applications.player("Сидоров", "Олег", 7, "2013-01-20", "male"),
                Applications.player("Смирнова", "Анна", 6, "2014-07-11", "female"),
                Applications.player("Орлов", "Павел", 5, "2015-02-27", "male")));
        JsonPath second = Applications.apply(competition, Logins.token("coach2"), "МБОУ «Гимназия» г. Анадыря", List.of(
                Applications.player("Кузнецов", "Артём", 10, "2010-04-09", "male"),
                Applications.player("Попов", "Максим", 9, "2011-10-30", "male"),
                Applications.player("Васильев", "Денис", 8, "2012-08-14", "male"),
                Applications.player("Новикова", "Мария", 7, "2013-06-05", "female")));

        // tournament-service learns the teams from registration's events, a moment later
        await().atMost(PATIENCE).pollInterval(Duration.ofMillis(500)).until(() ->
                createMatch(organizer, competition, first.getUUID("teamId"), second.getUUID("teamId"))
                        .statusCode() == 201);

        MatchScheduled match = scheduledMatchOf(competition);
        assertEquals(4, match.boards().size(), "one game per board");
        Set<UUID> players = new HashSet<>();
        for (BoardPairing board : match.boards()) {
            players.add(board.whitePlayerId());
            players.add(board.blackPlayerId());
        }
        assertEquals(boardPlayers(first, second), players,
                "the boards are played by the two rosters' board players");

        for (BoardPairing board : match.boards()) {
            await().atMost(PATIENCE).untilAsserted(() -> given().auth().oauth2(organizer)
                    .get(Platform.GAME + "/api/games/" + board.gameId())
                    .then().statusCode(200)
                    .body("board", equalTo(board.board()))
                    .body("whitePlayerId", equalTo(board.whitePlayerId().toString())));
            await().atMost(PATIENCE).untilAsserted(() -> given().auth().oauth2(organizer)
                    .get(Platform.CLOCK + "/api/clocks/" + board.gameId())
                    .then().statusCode(200)
                    .body("timeControl", equalTo(match.timeControl().notation())));
        }
        await().atMost(PATIENCE).untilAsserted(() -> {
            List<List<String>> scheduled = given().auth().oauth2(organizer)
                    .get(Platform.REGISTRATION + "/api/competitions/" + competition + "/applications")
                    .then().statusCode(200)
                    .extract().path("scheduledMatches");
            assertEquals(List.of(List.of(match.matchId().toString()), List.of(match.matchId().toString())),
                    scheduled, "registration records the match for both teams");
        });
    }

    /**
     * clock-service is killed with SIGKILL while games keep arriving, then started again: it goes
     * on from its last committed offset, and every game gets its clock.
     */
    @Test
    @Order(2)
    void clockServiceKilledWhileGamesArriveLosesNone() throws Exception {
        String organizer = Logins.token("organizer");
        int games = 300;
        List<UUID> gameIds = new ArrayList<>();
        for (int i = 0; i < games; i++) {
            gameIds.add(UUID.randomUUID());
        }
        CompletableFuture<Void> arriving;
        try (KafkaProducer<String, String> producer = producer()) {
            arriving = CompletableFuture.runAsync(() -> publishGames(producer, gameIds));
            // kill while the stream is flowing: once some games have clocks, most are still to come
            await().atMost(PATIENCE).pollInterval(Duration.ofMillis(50)).until(() ->
                    given().auth().oauth2(organizer).get(Platform.CLOCK + "/api/clocks/" + gameIds.get(20))
                            .statusCode() == 200);
            platform.kill("clock-service");
            arriving.get(2, TimeUnit.MINUTES);
        }
        platform.restartService("clock-service");

        await().atMost(PATIENCE).untilAsserted(() -> {
            List<UUID> missing = gameIds.stream()
                    .filter(id -> given().auth().oauth2(organizer)
                            .get(Platform.CLOCK + "/api/clocks/" + id).statusCode() != 200)
                    .toList();
            assertTrue(missing.isEmpty(), missing.size() + " of " + games + " games have no clock");
        });
    }

    /**
     * Two demo players log in to the real Keycloak and play a friendly game to mate over WebSockets,
     * one in English notation, the other in Russian; the finished game downloads as PGN.
     */
    @Test
    @Order(3)
    void twoPlayersPlayAFriendlyGameToMate() throws Exception {
        String organizer = Logins.token("organizer");
        String gameId = DemoGames.create(Platform.GAME, organizer);

        try (GameSocket white = GameSocket.join(Platform.GAME, gameId, Logins.token("player"));
             GameSocket black = GameSocket.join(Platform.GAME, gameId, Logins.token("player2"))) {
            assertEquals("white", white.awaitType("state").getString("seat"));
            assertEquals("black", black.awaitType("state").getString("seat"));
            white.play("{\"type\":\"move\",\"san\":\"f3\",\"clientMoveId\":\"w1\"}", black);
            black.play("{\"type\":\"move\",\"san\":\"e5\",\"clientMoveId\":\"b1\"}", white);
            white.play("{\"type\":\"move\",\"uci\":\"g2g4\",\"clientMoveId\":\"w2\"}", black);
            black.play("{\"type\":\"move\",\"san\":\"Фh4#\",\"clientMoveId\":\"b2\"}", white);
            for (GameSocket player : List.of(white, black)) {
                JsonPath ended = player.awaitType("game-ended");
                assertEquals("0-1", ended.getString("result"));
                assertEquals("checkmate", ended.getString("termination"));
            }
        }

        String pgn = given().auth().oauth2(organizer).queryParam("notation", "ru")
                .get(Platform.GAME + "/api/games/" + gameId + "/pgn")
                .then().statusCode(200)
                .extract().asString();
        // Without its comments (the clocks, the end), the moves.
        assertTrue(pgn.replaceAll("\\{[^}]*}", "").replaceAll("\\d+\\.\\.\\.", "").replaceAll("\\s+", " ")
                .contains("1. f3 e5 2. g4 Фh4# 0-1"), pgn);
    }

    /**
     * The browser client in real headless Chromium (web/e2e): an organizer opens a competition and
     * a coach applies through the real Keycloak login page, with the accessibility scan.
     */
    @Test
    @Order(4)
    void theBrowserClientEndToEnd() throws Exception {
        assertEquals(0, platform.runWebEndToEnd(), platform::logTailQuietly);
    }

    private static Response createMatch(String organizer, UUID competition, UUID first, UUID second) {
        return given().auth().oauth2(organizer).contentType(ContentType.JSON)
                .body(Map.of("competitionId", competition.toString(), "name", "Товарищеский матч",
                        "format", "match", "teamIds", List.of(first.toString(), second.toString())))
                .post(Platform.TOURNAMENT + "/api/tournaments");
    }

    /** The ids of the players on the boards (not the reserves) of both rosters. */
    private static Set<UUID> boardPlayers(JsonPath... applications) {
        Set<UUID> players = new HashSet<>();
        for (JsonPath application : applications) {
            List<Map<String, Object>> roster = application.getList("roster");
            roster.stream()
                    .filter(entry -> !(Boolean) entry.get("reserve"))
                    .forEach(entry -> players.add(UUID.fromString((String) entry.get("playerId"))));
        }
        return players;
    }

    private MatchScheduled scheduledMatchOf(UUID competition) {
        try (TopicReader reader = TopicReader.fromBeginning(Platform.kafkaLogin("federation-reader"),
                Topics.TOURNAMENT_EVENTS)) {
            return reader.readUntil(read -> matchOf(read, competition) != null, PATIENCE).stream()
                    .map(record -> codec.decode(record.value()).data())
                    .filter(data -> data instanceof MatchScheduled scheduled
                            && scheduled.competitionId().equals(competition))
                    .map(MatchScheduled.class::cast)
                    .findFirst()
                    .orElseThrow(() -> new AssertionError("No MatchScheduled for competition " + competition));
        }
    }

    private MatchScheduled matchOf(List<ConsumerRecord<String, String>> read,
            UUID competition) {
        for (var record : read) {
            EventPayload data = codec.decode(record.value()).data();
            if (data instanceof MatchScheduled scheduled && scheduled.competitionId().equals(competition)) {
                return scheduled;
            }
        }
        return null;
    }

    private void publishGames(KafkaProducer<String, String> producer, List<UUID> gameIds) {
        TimeControl rapid = TimeControl.parse("30+0").orElseThrow();
        Instant start = Instant.now().plus(Duration.ofHours(1)).truncatedTo(ChronoUnit.SECONDS);
        UUID match = UUID.randomUUID();
        for (int i = 0; i < gameIds.size(); i++) {
            UUID game = gameIds.get(i);
            GameCreated created = new GameCreated(game, match, i + 1, UUID.randomUUID(), UUID.randomUUID(),
                    rapid, start);
            String value = codec.encodeToString(
                    EventEnvelope.of(UUID.randomUUID(), "system-test", Instant.now(), created));
            try {
                producer.send(new ProducerRecord<>(Topics.GAME_EVENTS, game.toString(), value))
                        .get(30, TimeUnit.SECONDS);
                Thread.sleep(20);
            } catch (Exception e) {
                throw new IllegalStateException("The broker did not take game " + game, e);
            }
        }
    }

    /** A producer that plays game-service: with its login, the one allowed to write game events. */
    private static KafkaProducer<String, String> producer() {
        Map<String, Object> config = new HashMap<>(Platform.kafkaLogin("game-service").clientConfig());
        config.put(ProducerConfig.ACKS_CONFIG, "all");
        config.put(ProducerConfig.ENABLE_IDEMPOTENCE_CONFIG, true);
        return new KafkaProducer<>(config, new StringSerializer(), new StringSerializer());
    }
}
