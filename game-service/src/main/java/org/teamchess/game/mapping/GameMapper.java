package org.teamchess.game.mapping;

import java.util.Locale;
import org.teamchess.game.repository.GameEntity;
import org.teamchess.game.rest.GameView;
import org.teamchess.rules.Side;
import org.teamchess.rules.clock.TimeControl;

/** Turns stored games into what the API shows. */
public final class GameMapper {

    private GameMapper() {
    }

    /**
     * @throws IllegalArgumentException if the stored time control is unreadable, which only a
     *                                  change outside this service can cause
     */
    public static GameView toView(GameEntity game) {
        TimeControl control = TimeControl.parse(game.timeControl()).orElseThrow();
        return new GameView(game.id(), game.matchId(), game.competitionId(), game.round(), game.board(),
                game.whitePlayerId(), game.blackPlayerId(), control.notation(), lowerCase(control.classification()),
                game.scheduledStart(), lowerCase(game.variant()), game.chess960Number(), game.drawsAgreedFromMove(),
                lowerCase(game.status()), game.startFen(), game.fen(), game.ply(), game.result(), game.termination(),
                game.endedAt(), game.arrivalDeadline(), game.joinedAt(Side.WHITE), game.joinedAt(Side.BLACK),
                game.startedAt(), game.spectatorDelaySeconds());
    }

    private static String lowerCase(Enum<?> value) {
        return value.name().toLowerCase(Locale.ROOT);
    }
}
