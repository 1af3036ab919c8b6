package org.teamchess.tournament.playoff;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.Arrays;
import java.util.Optional;
import java.util.UUID;
import org.teamchess.events.game.GameResult;

/** One game of a play-off match (table {@code playoff_game}). */
@Entity
@Table(name = "playoff_game")
public class PlayoffGameEntity {

    @Id
    @Column(name = "game_id")
    private UUID gameId;

    @Column(name = "match_id", nullable = false)
    private UUID matchId;

    @Column(nullable = false)
    private int leg;

    @Column(nullable = false)
    private int board;

    @Column(name = "white_player_id", nullable = false)
    private UUID whitePlayerId;

    @Column(name = "black_player_id", nullable = false)
    private UUID blackPlayerId;

    @Column(name = "first_team_white", nullable = false)
    private boolean firstTeamWhite;

    private String result;

    @Column(name = "ended_at")
    private Instant endedAt;

    /** The game in PGN as game-service sent it; null without one. */
    private String pgn;

    /** For JPA. */
    protected PlayoffGameEntity() {
    }

    public PlayoffGameEntity(UUID gameId, UUID matchId, int leg, int board, UUID whitePlayerId, UUID blackPlayerId,
            boolean firstTeamWhite) {
        this.gameId = gameId;
        this.matchId = matchId;
        this.leg = leg;
        this.board = board;
        this.whitePlayerId = whitePlayerId;
        this.blackPlayerId = blackPlayerId;
        this.firstTeamWhite = firstTeamWhite;
    }

    public UUID gameId() {
        return gameId;
    }

    public UUID matchId() {
        return matchId;
    }

    public int leg() {
        return leg;
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

    public boolean firstTeamWhite() {
        return firstTeamWhite;
    }

    public Optional<GameResult> result() {
        return Optional.ofNullable(result).flatMap(wire -> Arrays.stream(GameResult.values())
                .filter(value -> value.wireName().equals(wire)).findFirst());
    }

    public void end(GameResult result, Instant endedAt, String pgn) {
        this.result = result.wireName();
        this.endedAt = endedAt;
        this.pgn = pgn;
    }

    public Optional<Instant> endedAt() {
        return Optional.ofNullable(endedAt);
    }

    public Optional<String> pgn() {
        return Optional.ofNullable(pgn);
    }

    /** The first team's game points times two (0 while unfinished). */
    public int firstTeamHalves() {
        return result().map(value -> halves(value, firstTeamWhite)).orElse(0);
    }

    public int secondTeamHalves() {
        return result().map(value -> halves(value, !firstTeamWhite)).orElse(0);
    }

    private static int halves(GameResult result, boolean white) {
        return switch (result) {
            case WHITE_WON -> white ? 2 : 0;
            case BLACK_WON -> white ? 0 : 2;
            case DRAW -> 1;
            default -> 0;
        };
    }
}
