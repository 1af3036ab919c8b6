package org.teamchess.game.record;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.teamchess.rules.Move;
import org.teamchess.rules.Position;
import org.teamchess.rules.notation.Notation;
import org.teamchess.rules.pgn.PgnGame;
import org.teamchess.rules.pgn.PgnNode;

/**
 * A game's full record as a PGN game: after every move the draw-offer mark {@code (=)} when the mover
 * offered a draw with it (Art. 18.12, written as chess-rules' {@code PgnWriter} writes it), the mover's
 * clock after the move as {@code [%clk h:mm:ss]}, then the comments of what else happened before the
 * next move, in order. Comments before the first move go before it.
 *
 * @param start        the position before the first move
 * @param moves        the moves played
 * @param clocksMillis for each move, the mover's remaining time after it (increment included); may be
 *                     shorter than {@code moves} (a move without a clock gets none)
 * @param drawOffers   the plies whose mover offered a draw with that move
 * @param notes        the other comments, in any order
 * @param tenths       whether clocks show tenths of a second
 * @param result       the game termination marker
 */
public record RecordPgn(Position start, List<Move> moves, List<Long> clocksMillis,
        Set<Integer> drawOffers, List<RecordNote> notes, boolean tenths, String result) {

    public RecordPgn {
        moves = List.copyOf(moves);
        clocksMillis = List.copyOf(clocksMillis);
        drawOffers = Set.copyOf(drawOffers);
        notes = notes.stream().sorted(RecordNote.ORDER).toList();
    }

    /** The PGN game under these tags (in their order), its comments in the language that goes with {@code language}. */
    public PgnGame game(Map<String, String> tags, Notation language) {
        List<String> before = new ArrayList<>();
        List<List<String>> after = new ArrayList<>();
        for (int ply = 1; ply <= moves.size(); ply++) {
            List<String> comments = new ArrayList<>();
            if (ply <= clocksMillis.size()) {
                comments.add(ClockText.clk(clocksMillis.get(ply - 1), tenths));
            }
            after.add(comments);
        }
        for (RecordNote note : notes) {
            int ply = Math.min(note.ply(), moves.size());
            (ply == 0 ? before : after.get(ply - 1)).add(note.text(language));
        }
        List<PgnNode> nodes = new ArrayList<>();
        for (int ply = 1; ply <= moves.size(); ply++) {
            nodes.add(new PgnNode(moves.get(ply - 1), List.of(), after.get(ply - 1), List.of(),
                    drawOffers.contains(ply), List.of()));
        }
        return new PgnGame(tags, start, before, nodes, result);
    }
}
