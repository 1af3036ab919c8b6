package org.teamchess.rules.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * PGN for tests: the files under {@code src/test/resources/pgn} (sources and licences in the README there)
 * and texts that must hold exactly one game.
 */
final class TestPgn {

    private TestPgn() {
    }

    /** The one entry {@link PgnReader#read} finds in a text. */
    static PgnEntry onlyEntry(String text) {
        List<PgnEntry> entries = PgnReader.read(text);
        assertEquals(1, entries.size(), entries::toString);
        return entries.get(0);
    }

    /** The one game of a text, which must replay to the end. */
    static PgnGame onlyGame(String text) {
        PgnEntry entry = onlyEntry(text);
        assertTrue(entry.isComplete(), () -> entry.error().toString());
        return entry.game();
    }

    static String text(String name) {
        try (InputStream in = TestPgn.class.getResourceAsStream("/pgn/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Every game of a file, in order; each must replay to the end without a warning. */
    static List<PgnGame> completeGames(String name) {
        List<PgnGame> games = new ArrayList<>();
        for (PgnEntry entry : PgnReader.read(text(name))) {
            String event = entry.game().tags().get("Event");
            assertTrue(entry.isComplete(), () -> event + ": " + entry.error());
            assertEquals(List.of(), entry.warnings(), event);
            games.add(entry.game());
        }
        return games;
    }
}
