package org.teamchess.game.repository;

/** Where a game is in its life. */
public enum GameState {

    /** Created; no move has been played yet (White's clock may already run, Art. 6.5). */
    SCHEDULED,

    /** At least one move was played and the game goes on. */
    PLAYING,

    /** The game has its result. */
    FINISHED
}
