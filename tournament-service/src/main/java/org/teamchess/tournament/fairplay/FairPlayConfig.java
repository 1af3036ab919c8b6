package org.teamchess.tournament.fairplay;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;

/** The engine analysis of finished games for the fair-play report (docs/decisions/fair-play-analysis.md). */
@ConfigMapping(prefix = "teamchess.fairplay")
public interface FairPlayConfig {

    /** The UCI engine binary, Debian's stockfish by default ({@code FAIRPLAY_ENGINE}). */
    @WithDefault("/usr/games/stockfish")
    String engine();

    /** Analysis threads, each with its own engine process of one search thread; 0 stops the worker. */
    @WithDefault("1")
    int workers();

    /** Nodes searched per position: the fixed budget that makes a report repeatable and its cost known. */
    @WithDefault("100000")
    long nodes();

    /** The engine's hash table in MiB, small: the budget per position is small too. */
    @WithDefault("16")
    int hashMb();

    /** The niceness the engine runs at, so that play and the rest of the service come first. */
    @WithDefault("10")
    int nice();

    /** How long one position may take before the engine is taken for hung and restarted. */
    @WithDefault("30s")
    Duration positionTimeout();

    /** Plies at the start taken as book: not counted in the averages nor as non-trivial. */
    @WithDefault("10")
    int bookPlies();

    /** Beyond this evaluation (centipawns, the mover's view) a position is decided, not non-trivial. */
    @WithDefault("300")
    int decidedCp();

    /** The most one move may add to the centipawn loss, so that one blunder does not swamp a game. */
    @WithDefault("1000")
    int lossCapCp();

    /** How often an idle worker looks at the queue (and for the engine binary, when it is missing). */
    @WithDefault("5s")
    Duration poll();

    /** How long a taken game stays its worker's: a row left running longer (a crash) is taken again. */
    @WithDefault("10m")
    Duration lease();

    /** Tries before a game that makes the analysis fail is marked failed. */
    @WithDefault("3")
    int attempts();
}
