package org.teamchess.system;

import io.restassured.path.json.JsonPath;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.teamchess.testsupport.ReactorRoot;

/**
 * Debian's {@code pgn-extract} (apt package pgn-extract; deploy/prerequisites installs it) as an independent
 * reader of our PGN: it replays every move and checks each game's result against its end.
 */
final class PgnExtract {

    private static final List<Path> LOCATIONS = List.of(Path.of("/usr/games/pgn-extract"),
            Path.of("/usr/bin/pgn-extract"), Path.of("/usr/local/bin/pgn-extract"));

    private PgnExtract() {
    }

    /**
     * The games pgn-extract accepts from the text, as its JSON output: each game's tags, and its
     * moves under {@code Moves} ({@code [{"move": "e4"}, ...]}).
     *
     * @param name a file name for the text and pgn-extract's output, kept under target/ for a look
     * @throws AssertionError when pgn-extract reports anything: an illegal or unreadable move, a
     *                        result that contradicts the game's end (a mate's), or any other diagnostic
     */
    static List<Map<String, Object>> read(String pgn, String name) throws IOException, InterruptedException {
        Path folder = Files.createDirectories(ReactorRoot.find().resolve("system-tests/target/pgn-extract"));
        Path input = Files.writeString(folder.resolve(name + ".pgn"), pgn, StandardCharsets.UTF_8);
        Path output = folder.resolve(name + ".json");
        Path diagnostics = folder.resolve(name + ".log");
        Files.deleteIfExists(output);
        Files.deleteIfExists(diagnostics);
        Process process = new ProcessBuilder(executable().toString(), "-s", "--nobadresults", "--json",
                "-o" + output, "-l" + diagnostics, input.toString())
                .redirectErrorStream(true)
                .redirectOutput(folder.resolve(name + ".out").toFile())
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
        return JsonPath.from(Files.readString(output, StandardCharsets.UTF_8)).getList("$");
    }

    private static Path executable() {
        return LOCATIONS.stream().filter(Files::isExecutable).findFirst()
                .orElseThrow(() -> new AssertionError("pgn-extract is not installed (apt-get install pgn-extract)"));
    }
}
