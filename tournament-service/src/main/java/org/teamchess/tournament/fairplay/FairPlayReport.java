package org.teamchess.tournament.fairplay;

import java.util.List;
import java.util.UUID;

/**
 * A tournament's fair-play report for its arbiters and organizers: a signal, never a verdict.
 *
 * @param engineAvailable whether the engine is installed: without it the games wait on the queue
 * @param engine          the engine that analysed the games, or null before the first one
 * @param nodes           the nodes searched per position
 * @param bookPlies       plies at the start taken as book
 * @param decidedCp       beyond this evaluation a position is decided, not non-trivial
 * @param lossCapCp       the cap on one move's centipawn loss
 * @param queue           how many of the tournament's games are at each queue state
 * @param field           the field's medians, to compare each player with
 * @param games           every finished game with moves, round by round
 * @param players         every player with an analysed game, most notable first
 */
public record FairPlayReport(boolean engineAvailable, String engine, long nodes, int bookPlies, int decidedCp,
        int lossCapCp, Queue queue, Field field, List<Game> games, List<Player> players) {

    /** Games per queue state. */
    public record Queue(int pending, int running, int done, int failed) {
    }

    /**
     * The field: the players with enough non-trivial moves to compare.
     *
     * @param players       how many
     * @param medianAcpl    their median average centipawn loss, or null
     * @param medianTop1    their median share of engine first choices, or null
     * @param focusPlayers  the players with focus data (any number of games: focus needs no engine)
     * @param medianLostPerGame         their median of focus losses per game, or null
     * @param medianAwaySecondsPerGame  their median of seconds away per game, or null
     */
    public record Field(int players, Double medianAcpl, Double medianTop1, int focusPlayers,
            Double medianLostPerGame, Double medianAwaySecondsPerGame) {
    }

    /**
     * A side's time away from the game during its own turns (the client's own signals, timed by
     * game-service): a signal, never a verdict - a phone call, a sibling, a slow tablet look the same.
     *
     * @param playerId       who played the side
     * @param name           his name
     * @param lost           how many times the page lost focus during his turn
     * @param awaySeconds    the time away in all, only while it was his turn
     * @param longestSeconds the longest single absence
     */
    public record Focus(UUID playerId, String name, int lost, double awaySeconds, double longestSeconds) {
    }

    /**
     * A player's focus over his games with focus data, compared with the field.
     *
     * @param games                    his games with focus data
     * @param lost                     focus losses during his turns, in all
     * @param awaySeconds              time away during his turns, in all
     * @param longestSeconds           his longest single absence
     * @param lostPerGame              losses per game
     * @param awaySecondsPerGame       seconds away per game
     * @param lostPerGameVsMedian      losses per game minus the field's median, or null without a field
     * @param awayPerGameVsMedian      seconds away per game minus the field's median, or null
     */
    public record PlayerFocus(int games, int lost, double awaySeconds, double longestSeconds, double lostPerGame,
            double awaySecondsPerGame, Double lostPerGameVsMedian, Double awayPerGameVsMedian) {
    }

    /**
     * One finished game; the sides are null until it is analysed, the focus records null when
     * game-service sent none (an older game).
     */
    public record Game(UUID gameId, int round, int board, boolean decider, String status, Side white, Side black,
            Focus whiteFocus, Focus blackFocus) {
    }

    /**
     * One side of one game.
     *
     * @param meanMoveSeconds   the average time per timed move, or null without times
     * @param medianMoveSeconds the median time per timed move, or null
     * @param maxMoveSeconds    the longest move, or null
     * @param moveSeconds       every timed move's time, in ply order
     */
    public record Side(UUID playerId, String name, int moves, Double acpl, int nonTrivial, Double top1Share,
            Double top3Share, Double meanMoveSeconds, Double medianMoveSeconds, Double maxMoveSeconds,
            List<Double> moveSeconds) {
    }

    /**
     * One player over the tournament, compared with the field.
     *
     * @param games            his analysed games
     * @param acpl             his average centipawn loss over all his counted moves
     * @param nonTrivial       his moves from non-trivial positions
     * @param top1Share        his share of engine first choices among them
     * @param top3Share        his share of engine top-3 moves among them
     * @param acplPercentile   the share (0..100) of the field whose loss is higher than his: 100
     *                         is the most accurate; null when he is not compared (too few moves)
     * @param top1Percentile   the share (0..100) of the field whose first-choice share is lower
     * @param acplVsMedian     his loss minus the field's median
     * @param top1VsMedian     his first-choice share minus the field's median
     * @param notable          whether both percentiles are at 90 or more in a field of five or
     *                         more: worth a look by an arbiter, nothing more
     * @param focus            his time away during his turns, or null without focus data
     */
    public record Player(UUID playerId, String name, int games, Double acpl, int nonTrivial, Double top1Share,
            Double top3Share, Double acplPercentile, Double top1Percentile, Double acplVsMedian, Double top1VsMedian,
            boolean notable, PlayerFocus focus) {
    }
}
