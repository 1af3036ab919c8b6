package org.teamchess.tournament.fairplay;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * One UCI engine process (stockfish) for one analysis thread: one search thread, a small hash,
 * MultiPV 3, under {@code nice}. A position that takes longer than the timeout, or an engine that
 * dies, is an {@link EngineFailure}; the process is then killed and the next call starts a new one.
 */
public final class UciEngine implements AutoCloseable {

    /** The engine could not answer: it is missing, died or hung. */
    public static final class EngineFailure extends RuntimeException {
        private static final long serialVersionUID = 1L;

        public EngineFailure(String message) {
            super(message);
        }
    }

    /** The lines the engine shows per position: its first choice and the two after. */
    public static final int LINES = 3;

    private static final String EOF = "\u0000eof";

    private final String binary;
    private final int nice;
    private final int hashMb;
    private final Duration timeout;
    private Process process;
    private Writer input;
    private BlockingQueue<String> output;
    private String name = "";

    public UciEngine(String binary, int nice, int hashMb, Duration timeout) {
        this.binary = binary;
        this.nice = nice;
        this.hashMb = hashMb;
        this.timeout = timeout;
    }

    /** Whether the binary is there to be run. */
    public static boolean available(String binary) {
        return Files.isExecutable(Path.of(binary));
    }

    /** The engine's name and version as it gave them ({@code id name}), once started. */
    public String name() {
        return name;
    }

    /** Tells the engine a new game starts (its hash is cleared: the analysis of each game stands alone). */
    public void newGame() {
        ensureStarted();
        send("ucinewgame");
        await("isready", "readyok");
    }

    /**
     * Searches a position for a fixed number of nodes.
     *
     * @return the lines, best first; empty for a position without a legal move
     */
    public List<EngineLine> analyse(String fen, long nodes) {
        ensureStarted();
        send("position fen " + fen);
        send("go nodes " + nodes);
        Map<Integer, EngineLine> lines = new TreeMap<>();
        long deadline = System.nanoTime() + timeout.toNanos();
        while (true) {
            String line = next(deadline);
            if (line.startsWith("bestmove")) {
                return new ArrayList<>(lines.values());
            }
            if (line.startsWith("info ") && line.contains(" pv ") && !line.contains(" lowerbound")
                    && !line.contains(" upperbound")) {
                EngineLine parsed = parse(line);
                if (parsed != null) {
                    lines.put(parsed.rank(), parsed);
                }
            }
        }
    }

    /** An {@code info} line with a score and a pv, or null when it lacks one of them. */
    static EngineLine parse(String line) {
        String[] words = line.trim().split("\\s+");
        int rank = 1;
        Integer score = null;
        String move = null;
        for (int index = 0; index < words.length - 1; index++) {
            switch (words[index]) {
                case "multipv" -> rank = Integer.parseInt(words[index + 1]);
                case "score" -> {
                    int value = Integer.parseInt(words[index + 2]);
                    score = "mate".equals(words[index + 1]) ? EngineLine.mateCp(value) : value;
                }
                case "pv" -> move = words[index + 1];
                default -> {
                }
            }
            if (move != null) {
                break;
            }
        }
        return score == null || move == null ? null : new EngineLine(rank, score, move);
    }

    private void ensureStarted() {
        if (process != null && process.isAlive()) {
            return;
        }
        close();
        if (!available(binary)) {
            throw new EngineFailure("no engine at " + binary);
        }
        List<String> command = Files.isExecutable(Path.of("/usr/bin/nice"))
                ? List.of("/usr/bin/nice", "-n", Integer.toString(nice), binary)
                : List.of(binary);
        try {
            process = new ProcessBuilder(command).redirectErrorStream(true).start();
        } catch (IOException e) {
            throw new EngineFailure("the engine did not start: " + e.getMessage());
        }
        input = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.US_ASCII);
        output = new LinkedBlockingQueue<>();
        BlockingQueue<String> sink = output;
        BufferedReader reader = new BufferedReader(
                new InputStreamReader(process.getInputStream(), StandardCharsets.US_ASCII));
        Thread pump = new Thread(() -> {
            try (reader) {
                for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                    sink.add(line);
                }
            } catch (IOException e) {
                // The process ended under us: EOF below says so to the waiting search.
            }
            sink.add(EOF);
        }, "fairplay-engine-output");
        pump.setDaemon(true);
        pump.start();
        send("uci");
        long deadline = System.nanoTime() + timeout.toNanos();
        for (String line = next(deadline); !line.equals("uciok"); line = next(deadline)) {
            if (line.startsWith("id name ")) {
                name = line.substring("id name ".length()).trim();
            }
        }
        send("setoption name Threads value 1");
        send("setoption name Hash value " + hashMb);
        send("setoption name MultiPV value " + LINES);
        await("isready", "readyok");
    }

    private void await(String command, String answer) {
        send(command);
        long deadline = System.nanoTime() + timeout.toNanos();
        while (!next(deadline).equals(answer)) {
            // Skip whatever comes before the answer.
        }
    }

    private void send(String command) {
        try {
            input.write(command + "\n");
            input.flush();
        } catch (IOException e) {
            close();
            throw new EngineFailure("the engine stopped reading: " + e.getMessage());
        }
    }

    private String next(long deadline) {
        try {
            String line = output.poll(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
            if (line == null) {
                close();
                throw new EngineFailure("the engine did not answer within " + timeout.toSeconds() + " s");
            }
            if (EOF.equals(line)) {
                close();
                throw new EngineFailure("the engine ended");
            }
            return line;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            close();
            throw new EngineFailure("interrupted");
        }
    }

    /** Kills the process; the next call starts a new one. */
    @Override
    public void close() {
        if (process != null) {
            process.destroyForcibly();
            try {
                process.waitFor(5, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            process = null;
        }
    }
}
