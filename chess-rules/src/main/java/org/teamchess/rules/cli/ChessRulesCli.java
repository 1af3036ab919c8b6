package org.teamchess.rules.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.teamchess.rules.Fen;
import org.teamchess.rules.Move;
import org.teamchess.rules.Perft;
import org.teamchess.rules.Position;
import org.teamchess.rules.Result;
import org.teamchess.rules.Side;
import org.teamchess.rules.game.DrawClaim;
import org.teamchess.rules.game.Game;
import org.teamchess.rules.mating.MateVerdict;
import org.teamchess.rules.mating.MatingPotential;
import org.teamchess.rules.notation.MoveParser;
import org.teamchess.rules.notation.Notation;
import org.teamchess.rules.notation.San;
import org.teamchess.rules.pgn.PgnEntry;
import org.teamchess.rules.pgn.PgnGame;
import org.teamchess.rules.pgn.PgnReader;
import org.teamchess.rules.pgn.PgnWriter;

/**
 * The chess-rules command-line tool, for arbiters and conformance checks:
 * {@code java -jar chess-rules/target/chess-rules.jar <command> ...}. Run it without arguments for
 * the usage. Exit codes: 0 done, 2 refused input (bad FEN, illegal move, unreadable file), 64 usage.
 */
public final class ChessRulesCli {

    static final int OK = 0;
    static final int REFUSED = 2;
    static final int USAGE = 64;

    private static final String USAGE_TEXT = String.join("\n",
            "usage: java -jar chess-rules.jar [--chess960] <command> ...",
            "  perft <FEN|startpos> <depth>         leaf nodes at depth, one line",
            "  perft --stdin                        lines 'FEN;depth' in, one count per line out",
            "  play <FEN|startpos> [move ...]       moves in SAN, Russian SAN or UCI; prints one JSON object",
            "  can-mate <FEN> <white|black>         'yes' (with a proof line on stderr), 'no', or 'unknown'",
            "  pgn <file|-> [--notation ru|en] [--export]",
            "                                       replays every game; one JSON line per game, or PGN with --export",
            "A FEN is one argument (quote it). --chess960 forces Chess960; otherwise it is",
            "recognised from the FEN castling field.");

    private final PrintStream out;
    private final PrintStream err;
    private final InputStream in;
    private boolean chess960;

    ChessRulesCli(InputStream in, PrintStream out, PrintStream err) {
        this.in = in;
        this.out = out;
        this.err = err;
    }

    public static void main(String[] args) {
        PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        PrintStream err = new PrintStream(System.err, true, StandardCharsets.UTF_8);
        System.exit(new ChessRulesCli(System.in, out, err).run(args));
    }

    int run(String[] arguments) {
        List<String> args = new ArrayList<>(Arrays.asList(arguments));
        chess960 = args.remove("--chess960");
        if (args.isEmpty()) {
            return usage("no command given");
        }
        String command = args.remove(0);
        try {
            switch (command) {
                case "perft": return perft(args);
                case "play": return play(args);
                case "can-mate": return canMate(args);
                case "pgn": return pgn(args);
                case "help":
                case "--help":
                case "-h":
                    out.println(USAGE_TEXT);
                    return OK;
                default:
                    return usage("unknown command '" + command + "'");
            }
        } catch (IOException e) {
            err.println("chess-rules: " + e.getMessage());
            return REFUSED;
        }
    }

    private int usage(String problem) {
        err.println("chess-rules: " + problem);
        err.println(USAGE_TEXT);
        return USAGE;
    }

    private Result<Position> position(String fen) {
        if (fen.equals("startpos")) {
            return Fen.parse(Position.STANDARD_FEN, chess960);
        }
        return Fen.parse(fen, chess960);
    }

    private int refuseFen(Result.Failure<Position> failure) {
        out.println(Json.write(Map.of("error", "bad FEN (" + failure.field() + "): " + failure.reason(), "field", failure.field())));
        return REFUSED;
    }

    private int perft(List<String> args) throws IOException {
        if (args.size() == 1 && args.get(0).equals("--stdin")) {
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            int lineNumber = 0;
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                lineNumber++;
                if (line.isBlank()) {
                    continue;
                }
                int separator = line.lastIndexOf(';');
                Integer depth = separator < 0 ? null : depth(line.substring(separator + 1).trim());
                if (depth == null) {
                    err.println("chess-rules: line " + lineNumber + ": expected 'FEN;depth', got '" + line + "'");
                    return REFUSED;
                }
                Result<Position> position = position(line.substring(0, separator).trim());
                if (position instanceof Result.Failure<Position> failure) {
                    err.println("chess-rules: line " + lineNumber + ": bad FEN (" + failure.field() + "): " + failure.reason());
                    return REFUSED;
                }
                out.println(Perft.count(position.orElseThrow(), depth));
            }
            return OK;
        }
        if (args.size() != 2) {
            return usage("perft takes a FEN (or startpos) and a depth, or --stdin");
        }
        Integer depth = depth(args.get(1));
        if (depth == null) {
            return usage("the depth is a whole number from 0 to 20, not '" + args.get(1) + "'");
        }
        Result<Position> position = position(args.get(0));
        if (position instanceof Result.Failure<Position> failure) {
            return refuseFen(failure);
        }
        out.println(Perft.count(position.orElseThrow(), depth));
        return OK;
    }

    private static Integer depth(String text) {
        if (!text.matches("\\d{1,2}")) {
            return null;
        }
        int depth = Integer.parseInt(text);
        return depth <= 20 ? depth : null;
    }

    private int play(List<String> args) {
        if (args.isEmpty()) {
            return usage("play takes a FEN (or startpos) and moves");
        }
        Result<Position> start = position(args.get(0));
        if (start instanceof Result.Failure<Position> failure) {
            return refuseFen(failure);
        }
        Game game = Game.startingFrom(start.orElseThrow());
        List<String> san = new ArrayList<>();
        for (int i = 1; i < args.size(); i++) {
            int ply = i;
            String text = args.get(i);
            if (game.status().isOver()) {
                return refuseMove("the game is over (" + game.status().wireName() + "): " + text + " cannot be played", ply);
            }
            Result<Move> move = MoveParser.parse(game.position(), text);
            if (move instanceof Result.Failure<Move> failure) {
                return refuseMove(failure.reason(), ply);
            }
            san.add(San.format(game.position(), move.orElseThrow(), Notation.ENGLISH));
            game = game.play(move.orElseThrow());
        }
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("fen", game.position().toFen());
        json.put("status", game.status().wireName());
        json.put("winner", game.winner().map(Side::wireName).orElse(null));
        json.put("claimable", game.claimableDraws().stream().map(DrawClaim::wireName).toList());
        json.put("legalMoves", game.position().legalMoveCount());
        json.put("san", san);
        out.println(Json.write(json));
        return OK;
    }

    private int refuseMove(String reason, int ply) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("error", reason);
        json.put("ply", ply);
        out.println(Json.write(json));
        return REFUSED;
    }

    private int canMate(List<String> args) {
        if (args.size() != 2 || !(args.get(1).equals("white") || args.get(1).equals("black"))) {
            return usage("can-mate takes a FEN and a side, white or black");
        }
        Result<Position> position = position(args.get(0));
        if (position instanceof Result.Failure<Position> failure) {
            return refuseFen(failure);
        }
        Side side = args.get(1).equals("white") ? Side.WHITE : Side.BLACK;
        MateVerdict verdict = MatingPotential.canMate(position.orElseThrow(), side);
        if (verdict instanceof MateVerdict.Possible possible) {
            out.println("yes");
            err.println("proof line: " + proofLine(position.orElseThrow(), possible.proofLine()));
        } else if (verdict instanceof MateVerdict.Impossible impossible) {
            out.println("no");
            err.println("reason: " + impossible.reason());
        } else {
            out.println("unknown");
            err.println("reason: " + ((MateVerdict.Undetermined) verdict).reason());
        }
        return OK;
    }

    private static String proofLine(Position start, List<Move> line) {
        StringBuilder text = new StringBuilder();
        Position position = start;
        for (Move move : line) {
            if (text.length() > 0) {
                text.append(' ');
            }
            text.append(San.format(position, move, Notation.ENGLISH));
            position = position.play(move);
        }
        return text.toString();
    }

    private int pgn(List<String> args) throws IOException {
        List<String> rest = new ArrayList<>(args);
        boolean export = rest.remove("--export");
        Notation notation = Notation.ENGLISH;
        int notationFlag = rest.indexOf("--notation");
        if (notationFlag >= 0) {
            if (notationFlag + 1 >= rest.size() || !List.of("ru", "en").contains(rest.get(notationFlag + 1))) {
                return usage("--notation takes ru or en");
            }
            notation = rest.get(notationFlag + 1).equals("ru") ? Notation.RUSSIAN : Notation.ENGLISH;
            rest.subList(notationFlag, notationFlag + 2).clear();
        }
        if (rest.size() != 1) {
            return usage("pgn takes one file, or - for standard input");
        }
        String text = PgnReader.decode(readBytes(rest.get(0), in));
        List<PgnEntry> entries = PgnReader.read(text);
        if (entries.isEmpty() && !text.isBlank()) {
            err.println("chess-rules: no game found in the text (no tag pair, move or result)");
            return REFUSED;
        }
        if (export) {
            out.print(PgnWriter.write(entries.stream().map(PgnEntry::game).toList(), notation));
            for (int i = 0; i < entries.size(); i++) {
                int index = i + 1;
                entries.get(i).warnings().forEach(warning -> err.println("chess-rules: game " + index + ": " + warning));
                entries.get(i).error().ifPresent(error -> err.println("chess-rules: game " + index + " stops at ply "
                        + error.ply() + " (" + error.move() + "): " + error.reason()));
            }
        } else {
            for (int i = 0; i < entries.size(); i++) {
                out.println(Json.write(replaySummary(i + 1, entries.get(i))));
            }
        }
        return entries.stream().allMatch(PgnEntry::isComplete) ? OK : REFUSED;
    }

    /**
     * One game's line: the laws' verdict on the moves as replayed. When the laws ended the game before
     * its last recorded move (a fivefold repetition played on, say), {@code endedAtPly} says where.
     */
    private static Map<String, Object> replaySummary(int index, PgnEntry entry) {
        PgnGame pgnGame = entry.game();
        Game game = Game.startingFrom(pgnGame.startPosition());
        Integer endedAtPly = null;
        Result<List<Move>> played = pgnGame.playedMoves();
        List<Move> moves = played.toOptional().orElse(List.of());
        for (Move move : moves) {
            if (game.status().isOver()) {
                endedAtPly = game.plyCount();
                break;
            }
            game = game.play(move);
        }
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("index", index);
        json.put("result", pgnGame.tag("Result").orElse(pgnGame.result()));
        json.put("status", game.status().wireName());
        json.put("fen", pgnGame.finalPosition().toFen());
        json.put("plies", pgnGame.moves().size());
        if (played instanceof Result.Failure<List<Move>> refused) {
            json.put("notReplayed", refused.reason());
        }
        if (endedAtPly != null) {
            json.put("endedAtPly", endedAtPly);
        }
        if (!entry.warnings().isEmpty()) {
            json.put("warnings", entry.warnings());
        }
        entry.error().ifPresent(error -> json.put("error", "ply " + error.ply() + " (" + error.move() + "): " + error.reason()));
        return json;
    }

    static byte[] readBytes(String source, InputStream in) throws IOException {
        return source.equals("-") ? in.readAllBytes() : Files.readAllBytes(Path.of(source));
    }
}
