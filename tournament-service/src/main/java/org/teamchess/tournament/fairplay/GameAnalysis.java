package org.teamchess.tournament.fairplay;

/**
 * A finished game as the engine saw it.
 *
 * @param engine the engine's name and version
 * @param nodes  the nodes it searched per position
 * @param white  White's play
 * @param black  Black's play
 */
public record GameAnalysis(String engine, long nodes, SideAnalysis white, SideAnalysis black) {
}
