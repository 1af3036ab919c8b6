package org.teamchess.tournament.export;

import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.teamchess.rules.Position;
import org.teamchess.rules.notation.Notation;
import org.teamchess.rules.pgn.PgnEntry;
import org.teamchess.rules.pgn.PgnGame;
import org.teamchess.rules.pgn.PgnReader;
import org.teamchess.rules.pgn.PgnWriter;

/**
 * The games of a round as one PGN file (PGN Standard 1994, export format): each game's moves as
 * game-service recorded them, under the tournament's tags: the Seven Tag Roster with the event's name,
 * {@code Round} as "round.board" ({@code 3.2}), the players' names and the result, then {@code Board},
 * {@code WhiteTeam} and {@code BlackTeam} (the tags of team events), and what game-service's PGN
 * added ({@code Termination}, {@code TimeControl}, ...). A game without a recorded PGN (a result
 * from before game-service sent it, a forfeit without moves) is its tags, a comment that says why it
 * has no moves, and its result. In {@link Notation#RUSSIAN} the moves use Russian letters (Art. 18-19).
 */
public final class RoundPgnFormat {

    private static final DateTimeFormatter PGN_DATE = DateTimeFormatter.ofPattern("yyyy.MM.dd");

    private RoundPgnFormat() {
    }

    /** The games in the given order; the empty string for none. */
    public static String pgn(String event, List<RoundGame> games, Notation notation) {
        return games.isEmpty() ? "" : PgnWriter.write(games.stream().map(game -> game(event, game)).toList(), notation);
    }

    private static PgnGame game(String event, RoundGame game) {
        PgnGame recorded = recorded(game);
        Map<String, String> tags = new LinkedHashMap<>(recorded.tags());
        tags.put("Event", event);
        tags.put("Site", recorded.tag("Site").filter(site -> !site.equals("?")).orElse("TeamChess"));
        if (recorded.tag("Date").filter(date -> !date.contains("?")).isEmpty()) {
            tags.put("Date", PGN_DATE.format(game.date()));
        }
        tags.put("Round", game.round() + "." + game.board());
        tags.put("White", game.white());
        tags.put("Black", game.black());
        tags.put("Board", Integer.toString(game.board()));
        tags.put("WhiteTeam", game.whiteTeam());
        tags.put("BlackTeam", game.blackTeam());
        String result = pgnResult(game.result());
        tags.put("Result", result);
        List<String> comments = new ArrayList<>();
        if (game.note() != null) {
            comments.add(game.note());
        }
        if (game.decider()) {
            comments.add("Армагеддон: решающая партия встречи, ничья засчитывается победой чёрных");
        }
        if (game.result().equals("0-0")) {
            comments.add("-/- : обоим участникам засчитано поражение (0-0)");
        } else if (game.unplayed()) {
            comments.add("Партия не игралась: " + switch (result) {
                case "1-0" -> "+/-";
                case "0-1" -> "-/+";
                default -> "=/=";
            } + " (ст. 24.3)");
        }
        comments.addAll(recorded.comments());
        return new PgnGame(tags, recorded.startPosition(), comments, recorded.moves(), result);
    }

    /**
     * The game as game-service recorded it, read up to the first move that could not be replayed
     * (with a comment saying so); without a record, a game of no moves.
     */
    private static PgnGame recorded(RoundGame game) {
        List<PgnEntry> entries = game.pgn() == null ? List.of() : PgnReader.read(game.pgn());
        if (entries.isEmpty()) {
            List<String> comments = game.unplayed() ? List.of() : List.of("Запись ходов партии не сохранилась");
            return new PgnGame(Map.of(), Position.standard(), comments, List.of(), "*");
        }
        PgnEntry entry = entries.get(0);
        List<String> comments = new ArrayList<>(entry.game().comments());
        entry.error().ifPresent(error -> comments.add("Запись ходов прочитана до полухода " + error.ply() + " ("
                + error.move() + "): " + error.reason()));
        PgnGame read = entry.game();
        return new PgnGame(read.tags(), read.startPosition(), comments, read.moves(), read.result());
    }

    /** PGN has no double forfeit: "0-0" is written "*", its comment says what happened. */
    private static String pgnResult(String result) {
        return result.equals("0-0") ? "*" : result;
    }
}
