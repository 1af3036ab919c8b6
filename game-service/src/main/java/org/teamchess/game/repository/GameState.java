package org.teamchess.game.repository;

/**
 * Where a game is in its life. The walking skeleton knows only the first state; playing and
 * finished games come with the live games over WebSockets.
 */
public enum GameState {

    /** Created from a scheduled match; the players have not started. */
    SCHEDULED
}
