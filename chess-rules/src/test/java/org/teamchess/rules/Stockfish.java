package org.teamchess.rules;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Debian's Stockfish ({@code apt-get install stockfish}) driven over UCI, as an independent oracle
 * for move generation: {@code go perft N} prints the leaf count of every root move. One process
 * answers any number of questions; {@link #close()} ends it.
 */
final class Stockfish implements AutoCloseable {

    /** System property: when {@code true}, a missing Stockfish fails the tests instead of skipping them. */
    static final String REQUIRED_PROPERTY = "teamchess.require.stockfish";
    /** System property: the Stockfish binary to use instead of looking for one. */
    static final String PATH_PROPERTY = "teamchess.stockfish";

    private static final Path DEBIAN_BINARY = Path.of("/usr/games/stockfish");
    private static final Pattern MOVE_COUNT = Pattern.compile("([a-h][1-8][a-h][1-8][qrbn]?): (\\d+)");

    private final Process process;
    private final PrintWriter input;
    private final BufferedReader output;
    private final String name;
    private boolean chess960;

    private Stockfish(Process process) {
        this.process = process;
        this.input = new PrintWriter(process.getOutputStream(), true, StandardCharsets.US_ASCII);
        this.output = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.US_ASCII));
        send("uci");
        String id = "Stockfish";
        for (String line = readLine(); !line.equals("uciok"); line = readLine()) {
            if (line.startsWith("id name ")) {
                id = line.substring("id name ".length());
            }
        }
        this.name = id;
        send("isready");
        while (!readLine().equals("readyok")) {
            // Skip whatever Stockfish prints before it is ready.
        }
    }

    /**
     * The binary named by the system property {@value #PATH_PROPERTY} when it is set; otherwise
     * Debian's, or the first {@code stockfish} on the PATH.
     */
    static Optional<Path> find() {
        String configured = System.getProperty(PATH_PROPERTY, "");
        if (!configured.isEmpty()) {
            Path binary = Path.of(configured);
            return Files.isExecutable(binary) ? Optional.of(binary) : Optional.empty();
        }
        if (Files.isExecutable(DEBIAN_BINARY)) {
            return Optional.of(DEBIAN_BINARY);
        }
        for (String folder : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            Path candidate = Path.of(folder, "stockfish");
            if (!folder.isEmpty() && Files.isExecutable(candidate)) {
                return Optional.of(candidate);
            }
        }
        return Optional.empty();
    }

    static Stockfish start(Path binary) {
        try {
            return new Stockfish(new ProcessBuilder(binary.toString()).redirectErrorStream(true).start());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start " + binary, e);
        }
    }

    /** The engine's own name and version, e.g. {@code Stockfish 15.1}. */
    String name() {
        return name;
    }

    /**
     * Leaf counts per root move at {@code depth} plies, castling written as Stockfish writes it: the
     * king's two-square move in standard chess, king-takes-rook with {@code chess960}.
     */
    Map<String, Long> divide(String fen, boolean chess960, int depth) {
        if (chess960 != this.chess960) {
            send("setoption name UCI_Chess960 value " + chess960);
            this.chess960 = chess960;
        }
        send("position fen " + fen);
        send("go perft " + depth);
        Map<String, Long> counts = new LinkedHashMap<>();
        for (String line = readLine(); !line.startsWith("Nodes searched:"); line = readLine()) {
            Matcher matcher = MOVE_COUNT.matcher(line);
            if (matcher.matches()) {
                counts.put(matcher.group(1), Long.parseLong(matcher.group(2)));
            }
        }
        return counts;
    }

    private void send(String command) {
        input.println(command);
    }

    private String readLine() {
        try {
            String line = output.readLine();
            if (line == null) {
                throw new IllegalStateException("Stockfish stopped answering (exit code "
                        + (process.isAlive() ? "none yet" : process.exitValue()) + ")");
            }
            return line.strip();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void close() {
        send("quit");
        try {
            if (!process.waitFor(5, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }
}
