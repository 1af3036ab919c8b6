package org.teamchess.tournament.repository;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.Optional;
import java.util.UUID;
import org.teamchess.events.game.Termination;
import org.teamchess.rules.Side;

/** One board of a published match and the game played there (table {@code board_game}). */
@Entity
@Table(name = "board_game")
public class BoardGameEntity {

    @Id
    @Column(name = "game_id")
    private UUID gameId;

    @Column(name = "match_id", nullable = false)
    private UUID matchId;

    @Column(nullable = false)
    private int board;

    @Column(name = "white_player_id", nullable = false)
    private UUID whitePlayerId;

    @Column(name = "black_player_id", nullable = false)
    private UUID blackPlayerId;

    @Column(name = "first_team_white", nullable = false)
    private boolean firstTeamWhite;

    @Column(nullable = false)
    private boolean decider;

    private String result;

    private String termination;

    @Column(name = "ended_at")
    private Instant endedAt;

    private String pgn;

    /** For JPA. */
    protected BoardGameEntity() {
    }

    public BoardGameEntity(UUID gameId, UUID matchId, int board, UUID whitePlayerId, UUID blackPlayerId,
            boolean firstTeamWhite) {
        this.gameId = gameId;
        this.matchId = matchId;
        this.board = board;
        this.whitePlayerId = whitePlayerId;
        this.blackPlayerId = blackPlayerId;
        this.firstTeamWhite = firstTeamWhite;
    }

    /**
     * The decider of a level match: one game between the players of {@code fromBoard}, numbered
     * one past the match's last board.
     */
    public static BoardGameEntity decider(UUID gameId, BoardGameEntity fromBoard, int boards, boolean firstTeamWhite) {
        UUID firstTeamPlayer = fromBoard.firstTeamWhite ? fromBoard.whitePlayerId : fromBoard.blackPlayerId;
        UUID secondTeamPlayer = fromBoard.firstTeamWhite ? fromBoard.blackPlayerId : fromBoard.whitePlayerId;
        BoardGameEntity decider = new BoardGameEntity(gameId, fromBoard.matchId, boards + 1,
                firstTeamWhite ? firstTeamPlayer : secondTeamPlayer, firstTeamWhite ? secondTeamPlayer : firstTeamPlayer,
                firstTeamWhite);
        decider.decider = true;
        return decider;
    }

    /**
     * Records the game's result.
     *
     * @param result      {@code 1-0}, {@code 0-1} or {@code 1/2-1/2}
     * @param termination how it ended, e.g. {@code checkmate}
     */
    public void end(String result, String termination, Instant at) {
        this.result = result;
        this.termination = termination;
        this.endedAt = at;
    }

    /**
     * Gives the side's seat to another player of the same team: a substitution before the game
     * started (seed 000 §6.4).
     */
    public void substitute(Side side, UUID playerId) {
        if (side == Side.WHITE) {
            this.whitePlayerId = playerId;
        } else {
            this.blackPlayerId = playerId;
        }
    }

    /** The player who has the side. */
    public UUID playerOf(Side side) {
        return side == Side.WHITE ? whitePlayerId : blackPlayerId;
    }

    /**
     * Keeps the game's PGN for the round's export.
     *
     * @param pgn the game in PGN as game-service gave it (English SAN with its tags), or null
     */
    public void recordPgn(String pgn) {
        this.pgn = pgn;
    }

    public UUID gameId() {
        return gameId;
    }

    public UUID matchId() {
        return matchId;
    }

    public int board() {
        return board;
    }

    public UUID whitePlayerId() {
        return whitePlayerId;
    }

    public UUID blackPlayerId() {
        return blackPlayerId;
    }

    /** Whether this is the decider of a level match rather than one of its boards. */
    public boolean isDecider() {
        return decider;
    }

    /** Whether the match's first-named team has White on this board. */
    public boolean firstTeamWhite() {
        return firstTeamWhite;
    }

    /** The result once the game ended: {@code 1-0}, {@code 0-1} or {@code 1/2-1/2}. */
    public Optional<String> result() {
        return Optional.ofNullable(result);
    }

    public Optional<String> termination() {
        return Optional.ofNullable(termination);
    }

    public Optional<Instant> endedAt() {
        return Optional.ofNullable(endedAt);
    }

    /** The game's PGN from game-service; empty for a result that came without one. */
    public Optional<String> pgn() {
        return Optional.ofNullable(pgn);
    }

    /** The first-named team's points on this board times two, once ended. */
    public int firstTeamHalves() {
        return halves(firstTeamWhite);
    }

    /** The second-named team's, likewise; a double forfeit (0-0) gives neither team a point. */
    public int secondTeamHalves() {
        return halves(!firstTeamWhite);
    }

    /** Whether the result was not played: a forfeit or an absence at the default time (+/-, Art. 24.3). */
    public boolean unplayed() {
        return Termination.fromWireName(termination).map(Termination::unplayed).orElse(false);
    }

    private int halves(boolean white) {
        return switch (result == null ? "" : result) {
            case "1-0" -> white ? 2 : 0;
            case "0-1" -> white ? 0 : 2;
            case "1/2-1/2" -> 1;
            case "0-0" -> 0;
            default -> throw new IllegalStateException("Game " + gameId + " has no result");
        };
    }
}
