package org.teamchess.game.record;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import jakarta.inject.Inject;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.teamchess.events.clock.ClockTimeAdded;
import org.teamchess.events.game.GameEnded;
import org.teamchess.game.GameServiceTestProfile;
import org.teamchess.game.GameTopic;
import org.teamchess.game.rest.GameView;
import org.teamchess.game.rest.NewGameRequest;
import org.teamchess.game.service.ArbiterRulings;
import org.teamchess.game.service.DrawsAndResignation;
import org.teamchess.game.service.GameLifecycle;
import org.teamchess.game.service.GameRefusal;
import org.teamchess.game.service.GameService;
import org.teamchess.game.service.MoveService;
import org.teamchess.game.service.PresenceService;
import org.teamchess.rules.Side;
import org.teamchess.rules.game.DrawClaim;
import org.teamchess.rules.notation.Notation;
import org.teamchess.testsupport.PgnExtract;
import org.teamchess.testsupport.TestTokens;

/**
 * A game with a disconnect and a reconnection, a draw offer and its refusal, an incorrect draw claim,
 * an arbiter's time and his result: the exported PGN says all of it, with the clocks, and pgn-extract
 * reads it back; GameEnded carries the same record (players by id only).
 */
@QuarkusTest
@TestProfile(GameServiceTestProfile.class)
class GameRecordTest {

    private static final Pattern CLOCK = Pattern.compile("\\{\\[%clk\\s0:0\\d:\\d\\d\\.\\d]}");

    @Inject
    GameService games;

    @Inject
    MoveService moveService;

    @Inject
    DrawsAndResignation draws;

    @Inject
    GameLifecycle lifecycle;

    @Inject
    ArbiterRulings rulings;

    @Inject
    PresenceService presence;

    @Test
    void theExportedPgnSaysWhatTheServerSaw() throws Exception {
        GameView game = games.createFriendly(new NewGameRequest(UUID.randomUUID(), UUID.randomUUID(), "5+3", null,
                null, Instant.now().minusSeconds(1), null, null));
        UUID id = game.id();
        presence.arrived(id, Side.WHITE, "record-w1");
        presence.arrived(id, Side.BLACK, "record-b1");
        moveService.move(id, Side.WHITE, "e4", null, "1");
        moveService.move(id, Side.BLACK, "e5", null, "2");
        presence.left("record-w1");
        presence.arrived(id, Side.WHITE, "record-w2");
        moveService.move(id, Side.WHITE, "Nf3", null, "3");
        draws.offerDraw(id, Side.WHITE);
        draws.answerDraw(id, Side.BLACK, false);
        moveService.move(id, Side.BLACK, "Nc6", null, "4");
        assertThrows(GameRefusal.class, () -> draws.claimDraw(id, Side.WHITE, DrawClaim.THREEFOLD_REPETITION, "Bb5",
                null));
        assertTrue(lifecycle.adjustClock(id, new ClockTimeAdded(id, Side.BLACK, 120_000, Instant.now(), "arbiter-7",
                "Art. 7.4.2: illegal move claimed")));
        moveService.move(id, Side.WHITE, "Bb5", null, "5");
        rulings.adjudicate(id, org.teamchess.game.service.Adjudication.WHITE_WINS, "11.3",
                new org.teamchess.game.service.Actor("arbiter-7", "Anna Arbiter"), "Black used a phone");

        String pgn = given().auth().oauth2(TestTokens.withRealmRoles("coach-1", "coach"))
                .when().get("/api/games/{id}/pgn", id)
                .then().statusCode(200).extract().asString();
        String flat = pgn.replaceAll("\\s+", " ");
        assertTrue(pgn.contains("[TimeControl \"300+3\"]"), pgn);
        assertTrue(pgn.contains("[Termination \"adjudication\"]"), pgn);
        assertTrue(pgn.contains("[UTCDate \""), pgn);
        assertTrue(pgn.contains("[UTCTime \""), pgn);
        assertEquals(5, CLOCK.matcher(flat).results().count(),
                "a blitz game's clock with tenths after each move: " + pgn);
        assertTrue(Pattern.compile("1\\. e4 \\{\\[%clk 0:0\\d:\\d\\d\\.\\d]} 1\\.\\.\\. e5 \\{\\[%clk 0:0\\d:\\d\\d\\.\\d]}"
                + " \\{White disconnected at \\d\\d:\\d\\d:\\d\\d UTC} \\{White reconnected at \\d\\d:\\d\\d:\\d\\d UTC"
                + " after 0:00:0\\d away} 2\\. Nf3 \\{\\(=\\)} \\{\\[%clk [^}]+]} \\{Black declines the draw offer}"
                + " 2\\.\\.\\. Nc6 \\{\\[%clk [^}]+]} \\{White claims a draw by threefold repetition \\(Art\\. 9\\.2\\)"
                + " with the intended move Bb5, not played: incorrect, refused; the game goes on}"
                + " \\{The arbiter added 0:02:00 to Black's clock: Art\\. 7\\.4\\.2: illegal move claimed}"
                + " 3\\. Bb5 \\{\\[%clk [^}]+]} \\{The arbiter declared the result 1-0 \\(Art\\. 11\\.3\\):"
                + " Black used a phone} 1-0 ").matcher(flat).find(), pgn);
        assertTrue(!pgn.contains("Anna Arbiter"), "arbiters are not named in the record: " + pgn);

        String russian = given().auth().oauth2(TestTokens.withRealmRoles("coach-1", "coach"))
                .when().get("/api/games/{id}/pgn?notation=ru", id)
                .then().statusCode(200).extract().asString().replaceAll("\\s+", " ");
        assertTrue(russian.contains("Белые отключились в "), russian);
        assertTrue(russian.contains("заявив ход Сb5, который не делается: требование неверно"), russian);
        assertTrue(russian.contains("Арбитр добавил чёрным 0:02:00: Art. 7.4.2: illegal move claimed"), russian);

        GameEnded ended = GameTopic.ended(id);
        String announced = ended.pgn().replaceAll("\\s+", " ");
        assertTrue(announced.contains("2. Nf3 {(=)}"), announced);
        assertTrue(announced.contains("Чёрные отклоняют предложение ничьей"), "Russian comments: " + announced);
        assertTrue(announced.contains("[White \"" + game.whitePlayerId() + "\"]"), "players by id: " + announced);

        Assumptions.assumeTrue(PgnExtract.executable().isPresent(), "pgn-extract is not installed");
        List<Map<String, Object>> read = PgnExtract.read(pgn, Path.of("target/pgn-extract"), "game-record");
        assertEquals(1, read.size());
        assertEquals("1-0", read.get(0).get("Result"));
        assertEquals(5, ((List<?>) read.get(0).get("Moves")).size());
        String again = PgnExtract.reexport(pgn, Path.of("target/pgn-extract"), "game-record").replaceAll("\\s+", " ");
        assertTrue(again.contains("{ White disconnected at "), again);
        assertTrue(again.contains("2. Nf3 { (=) } { [%clk 0:0"), again);
    }

    @Test
    void aCorrectClaimIsRecordedWithTheDrawItGives() {
        GameView game = games.createFriendly(new NewGameRequest(UUID.randomUUID(), UUID.randomUUID(), "15+10", null,
                null, Instant.now().minusSeconds(1), null, null));
        UUID id = game.id();
        String[] shuffle = {"Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"};
        for (int ply = 0; ply < shuffle.length; ply++) {
            moveService.move(id, ply % 2 == 0 ? Side.WHITE : Side.BLACK, shuffle[ply], null, "m" + ply);
        }
        draws.claimDraw(id, Side.BLACK, DrawClaim.THREEFOLD_REPETITION, "Ng8", null);

        String pgn = games.pgn(id, Notation.ENGLISH).replaceAll("\\s+", " ");
        assertTrue(Pattern.compile("4\\. Ng1 \\{\\[%clk 0:1\\d:\\d\\d]} \\{Black claims a draw by threefold repetition"
                + " \\(Art\\. 9\\.2\\) with the intended move Ng8, not played: correct, the game is drawn}"
                + " \\{Draw by threefold repetition, claimed \\(Art\\. 9\\.2\\)} 1/2-1/2").matcher(pgn).find(), pgn);
    }
}
