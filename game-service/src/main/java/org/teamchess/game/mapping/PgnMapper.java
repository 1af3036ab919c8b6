package org.teamchess.game.mapping;

import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.teamchess.game.repository.GameEntity;
import org.teamchess.rules.Move;
import org.teamchess.rules.Position;
import org.teamchess.rules.clock.TimeControl;
import org.teamchess.rules.pgn.PgnGame;

/**
 * A finished game as a PGN game (PGN Standard 8.1): the Seven Tag Roster, then the board, the game
 * and match ids, the time control and the termination. The players are named by their account ids:
 * this service holds no names (docs/decisions/game-protocol.md).
 */
public final class PgnMapper {

    private static final DateTimeFormatter PGN_DATE = DateTimeFormatter.ofPattern("yyyy.MM.dd").withZone(ZoneOffset.UTC);

    private PgnMapper() {
    }

    public static PgnGame toPgn(GameEntity game, Position start, List<Move> moves) {
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Event", game.competitionId() == null ? "TeamChess friendly game"
                : "TeamChess competition " + game.competitionId());
        tags.put("Site", "TeamChess");
        tags.put("Date", PGN_DATE.format(game.scheduledStart()));
        tags.put("Round", game.competitionId() == null ? "-" : Integer.toString(game.round()));
        tags.put("White", game.whitePlayerId().toString());
        tags.put("Black", game.blackPlayerId().toString());
        tags.put("Board", Integer.toString(game.board()));
        tags.put("GameId", game.id().toString());
        tags.put("MatchId", game.matchId().toString());
        TimeControl.parse(game.timeControl()).toOptional().flatMap(TimeControl::pgnTag)
                .ifPresent(control -> tags.put("TimeControl", control));
        tags.put("Termination", pgnTermination(game.termination()));
        // PGN has no double forfeit (0-0): its game termination marker is "*", the Termination tag says why.
        return PgnGame.of(tags, start, moves, "0-0".equals(game.result()) ? "*" : game.result());
    }

    /**
     * PGN 9.8.1's values: "time forfeit"; "adjudication" for a result the arbiter declared (a quickplay
     * finish too); "rules infraction" for a forfeit the arbiter declared; "unterminated" for a voided
     * game; "normal" for every other end.
     */
    private static String pgnTermination(String termination) {
        return switch (termination) {
            case "time-forfeit" -> "time forfeit";
            case "arbiter-decision", "quickplay-finish" -> "adjudication";
            case "forfeit" -> "rules infraction";
            case "voided" -> "unterminated";
            default -> "normal";
        };
    }
}
