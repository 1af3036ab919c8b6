package org.teamchess.testsupport;

import io.restassured.path.json.JsonPath;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * Debian's {@code pgn-extract} (apt package pgn-extract; deploy/prerequisites installs it) as an independent
 * reader of our PGN: it replays every move and checks each game's result against its end.
 */
public final class PgnExtract {

    private static final List<Path> LOCATIONS = List.of(Path.of("/usr/games/pgn-extract"),
            Path.of("/usr/bin/pgn-extract"), Path.of("/usr/local/bin/pgn-extract"));

    private PgnExtract() {
    }

    /** Where pgn-extract is installed, if it is. */
    public static Optional<Path> executable() {
        return LOCATIONS.stream().filter(Files::isExecutable).findFirst();
    }

    /**
     * The games pgn-extract accepts from the text, as its JSON output: each game's tags, and its
     * moves under {@code Moves} ({@code [{"move": "e4"}, ...]}).
     *
     * @param folder where the text and pgn-extract's output are kept for a look
     * @param name   a file name for them
     * @throws AssertionError when pgn-extract is missing or reports anything: an illegal or unreadable
     *                        move, a result that contradicts the game's end (a mate's), or any other diagnostic
     */
    public static List<Map<String, Object>> read(String pgn, Path folder, String name)
            throws IOException, InterruptedException {
        Path output = run(pgn, folder, name, ".json", "--json");
        return JsonPath.from(Files.readString(output, StandardCharsets.UTF_8)).getList("$");
    }

    /**
     * The text as pgn-extract writes it back in PGN (its own layout, comments kept), under the same
     * checks as {@link #read}.
     */
    public static String reexport(String pgn, Path folder, String name) throws IOException, InterruptedException {
        return Files.readString(run(pgn, folder, name, ".out.pgn"), StandardCharsets.UTF_8);
    }

    private static Path run(String pgn, Path folder, String name, String suffix, String... options)
            throws IOException, InterruptedException {
        Files.createDirectories(folder);
        Path input = Files.writeString(folder.resolve(name + ".pgn"), pgn, StandardCharsets.UTF_8);
        Path output = folder.resolve(name + suffix);
        Path diagnostics = folder.resolve(name + suffix + ".log");
        Files.deleteIfExists(output);
        Files.deleteIfExists(diagnostics);
        List<String> command = new ArrayList<>(List.of(executable().orElseThrow(() -> new AssertionError(
                "pgn-extract is not installed (apt-get install pgn-extract)")).toString(), "-s", "--nobadresults"));
        command.addAll(List.of(options));
        command.addAll(List.of("-o" + output, "-l" + diagnostics, input.toString()));
        Process process = new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(folder.resolve(name + suffix + ".stdout").toFile())
                .start();
        if (!process.waitFor(1, TimeUnit.MINUTES)) {
            process.destroyForcibly();
            throw new AssertionError("pgn-extract took longer than a minute on " + input);
        }
        // pgn-extract exits 0 even when it drops a game: its diagnostics are the verdict.
        String reported = Files.exists(diagnostics) ? Files.readString(diagnostics, StandardCharsets.UTF_8) : "";
        if (process.exitValue() != 0 || !reported.isBlank()) {
            throw new AssertionError("pgn-extract (exit " + process.exitValue() + ") on " + input + ":\n" + reported);
        }
        return output;
    }
}
