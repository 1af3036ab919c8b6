package org.teamchess.tournament.fairplay;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.time.Duration;

/** Debian's stockfish for the tests that need a real engine: they are skipped where it is not installed (CI installs it). */
final class Stockfish {

    static final String BINARY = System.getenv().getOrDefault("FAIRPLAY_ENGINE", "/usr/games/stockfish");

    private Stockfish() {
    }

    /** A new engine; skips the test without the binary. */
    static UciEngine engine(Duration timeout) {
        assumeTrue(UciEngine.available(BINARY), "stockfish is not installed at " + BINARY);
        return new UciEngine(BINARY, 10, 16, timeout);
    }
}
