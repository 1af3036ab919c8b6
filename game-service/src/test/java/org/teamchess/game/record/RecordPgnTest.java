package org.teamchess.game.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.teamchess.rules.Move;
import org.teamchess.rules.Position;
import org.teamchess.rules.Side;
import org.teamchess.rules.notation.Notation;
import org.teamchess.rules.notation.San;
import org.teamchess.rules.pgn.PgnEntry;
import org.teamchess.rules.pgn.PgnReader;
import org.teamchess.rules.pgn.PgnWriter;
import org.teamchess.testsupport.PgnExtract;

/** The game's record as PGN: golden strings in both languages, read back by our reader and pgn-extract. */
class RecordPgnTest {

    private static final Instant T = Instant.parse("2026-11-25T14:00:00Z");

    @Test
    void clocksAreCutDownNeverRoundedUpAndShowTenthsOnlyWhenAsked() {
        assertEquals("[%clk 0:05:00]", ClockText.clk(300_000, false));
        assertEquals("[%clk 0:00:09]", ClockText.clk(9_999, false));
        assertEquals("[%clk 0:00:09.9]", ClockText.clk(9_999, true));
        assertEquals("[%clk 0:00:00.0]", ClockText.clk(99, true));
        assertEquals("[%clk 1:30:00]", ClockText.clk(5_400_000, false));
        assertEquals("[%clk 0:00:00]", ClockText.clk(-5, false));
    }

    @Test
    void everyMoveCarriesItsClockAndTheCommentsFollowInOrder() {
        String pgn = PgnWriter.write(sample(false).game(tags(), Notation.ENGLISH), Notation.ENGLISH);
        assertEquals("""
                [Event "TeamChess friendly game"]
                [Site "TeamChess"]
                [Date "2026.11.25"]
                [Round "-"]
                [White "w"]
                [Black "b"]
                [Result "1/2-1/2"]
                [TimeControl "300+2"]
                [UTCDate "2026.11.25"]
                [UTCTime "14:00:00"]

                {Black came to the board at 14:00:30 UTC, 0:00:30 after the start} 1. e4 {[%clk
                0:05:01]} 1... e5 {[%clk 0:04:58]} {White disconnected at 14:01:00 UTC} {White
                reconnected at 14:01:12 UTC after 0:00:12 away} {The arbiter added 0:02:00 to
                Black's clock: Art. 6.10.2: the clock was faulty} 2. Nf3 {(=)} {[%clk 0:04:50]}
                {Black declines the draw offer} 2... Nc6 {[%clk 0:06:40]} {White claims a draw
                by threefold repetition (Art. 9.2) with the intended move Bb5, not played:
                incorrect, refused; the game goes on} {White offers a draw} {Draw agreed (Art.
                9.1.2)} 1/2-1/2
                """, pgn);
        PgnEntry read = PgnReader.read(pgn).get(0);
        assertTrue(read.error().isEmpty(), read.toString());
        assertEquals(pgn, PgnWriter.write(read.game(), Notation.ENGLISH), "our reader gives back the same record");
    }

    @Test
    void theRussianRecordHasTheSameCommentsInRussianAndTenthsForBlitz() {
        String pgn = PgnWriter.write(sample(true).game(tags(), Notation.RUSSIAN), Notation.RUSSIAN);
        String movetext = pgn.substring(pgn.indexOf("\n\n") + 2);
        assertEquals("""
                {Чёрные пришли к доске в 14:00:30 UTC, через 0:00:30 после начала} 1. e4 {[%clk
                0:05:01.5]} 1... e5 {[%clk 0:04:58.0]} {Белые отключились в 14:01:00 UTC} {Белые
                вновь подключились в 14:01:12 UTC, отсутствовали 0:00:12} {Арбитр добавил чёрным
                0:02:00: Art. 6.10.2: the clock was faulty} 2. Кf3 {(=)} {[%clk 0:04:50.9]}
                {Чёрные отклоняют предложение ничьей} 2... Кc6 {[%clk 0:06:40.0]} {Белые требуют
                ничью ввиду троекратного повторения позиции (ст. 9.2), заявив ход Сb5, который
                не делается: требование неверно и отклонено, партия продолжается} {Белые
                предлагают ничью} {Ничья по соглашению (ст. 9.1.2)} 1/2-1/2
                """, movetext);
    }

    @Test
    void pgnExtractReadsTheRecordBackWithItsMovesClocksAndComments() throws Exception {
        Assumptions.assumeTrue(PgnExtract.executable().isPresent(), "pgn-extract is not installed");
        String pgn = PgnWriter.write(sample(true).game(tags(), Notation.ENGLISH), Notation.ENGLISH);
        Path folder = Path.of("target/pgn-extract");
        List<Map<String, Object>> games = PgnExtract.read(pgn, folder, "record-sample");
        assertEquals(1, games.size());
        assertEquals("1/2-1/2", games.get(0).get("Result"));
        assertEquals("14:00:00", games.get(0).get("UTCTime"));
        assertEquals(List.of(Map.of("move", "e4"), Map.of("move", "e5"), Map.of("move", "Nf3"), Map.of("move", "Nc6")),
                games.get(0).get("Moves"));
        String again = PgnExtract.reexport(pgn, folder, "record-sample").replaceAll("\\s+", " ");
        assertTrue(again.contains("1. e4 { [%clk 0:05:01.5] } 1... e5 { [%clk 0:04:58.0] }"), again);
        assertTrue(again.contains("2. Nf3 { (=) } { [%clk 0:04:50.9] }"), again);
        assertTrue(again.contains("{ White reconnected at 14:01:12 UTC after 0:00:12 away }"), again);
    }

    private static RecordPgn sample(boolean tenths) {
        List<Move> moves = moves("e4", "e5", "Nf3", "Nc6");
        List<RecordNote> notes = new ArrayList<>(List.of(
                RecordTexts.ended(4, T.plusSeconds(120), "1/2-1/2", "draw-agreement", "9.1.2", null, Side.WHITE),
                RecordTexts.drawOffered(4, T.plusSeconds(119), Side.WHITE),
                RecordTexts.drawClaim(4, T.plusSeconds(118), Side.WHITE, true, "Bb5", "Сb5", false),
                RecordTexts.drawDeclined(3, T.plusSeconds(100), Side.BLACK),
                RecordTexts.clockAdjusted(2, T.plusSeconds(80), "time-added", Side.BLACK, 120_000L,
                        "Art. 6.10.2: the clock was faulty"),
                RecordTexts.reconnected(2, T.plusSeconds(72), Side.WHITE, Duration.ofSeconds(12)),
                RecordTexts.disconnected(2, T.plusSeconds(60), Side.WHITE),
                RecordTexts.arrivedLate(0, T.plusSeconds(30), Side.BLACK, Duration.ofSeconds(30))));
        return new RecordPgn(Position.standard(), moves, List.of(301_500L, 298_000L, 290_999L, 400_000L), Set.of(3),
                notes, tenths, "1/2-1/2");
    }

    private static Map<String, String> tags() {
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Event", "TeamChess friendly game");
        tags.put("Site", "TeamChess");
        tags.put("Date", "2026.11.25");
        tags.put("Round", "-");
        tags.put("White", "w");
        tags.put("Black", "b");
        tags.put("Result", "1/2-1/2");
        tags.put("TimeControl", "300+2");
        tags.put("UTCDate", "2026.11.25");
        tags.put("UTCTime", "14:00:00");
        return tags;
    }

    private static List<Move> moves(String... sans) {
        List<Move> moves = new ArrayList<>();
        Position position = Position.standard();
        for (String san : sans) {
            Move move = San.parse(position, san, Notation.ENGLISH).orElseThrow();
            moves.add(move);
            position = position.play(move);
        }
        return moves;
    }
}
