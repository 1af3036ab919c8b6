package org.teamchess.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.teamchess.rules.Fen;
import org.teamchess.rules.Position;
import org.teamchess.rules.Result;
import org.teamchess.rules.Uci;

class MoveChooserTest {

    @Test
    void aKingInCheckWithOneWayOutTakesIt() {
        // Black's king on h8, checked by the rook on a8, can only go to h7: g8 is on the rook's rank, g7 next to White's king
        String fen = "R6k/8/5K2/8/8/8/8/8 b - - 0 1";
        assertEquals(Optional.of("h8h7"), new MoveChooser(1).choose(fen));
    }

    @Test
    void checkmateLeavesNoMove() {
        String foolsMate = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";
        assertEquals(Optional.empty(), new MoveChooser(1).choose(foolsMate));
    }

    @Test
    void theChosenMoveIsLegalAndTheSameForTheSameSeed() {
        String start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        String chosen = new MoveChooser(42).choose(start).orElseThrow();
        Position position = Fen.parse(start).orElseThrow();
        assertTrue(position.resolve(Uci.parse(chosen).orElseThrow()) instanceof Result.Ok<?>,
                chosen + " is legal");
        assertEquals(chosen, new MoveChooser(42).choose(start).orElseThrow());
    }
}
