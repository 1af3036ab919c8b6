package org.teamchess.game.service;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.UUID;
import org.teamchess.game.protocol.ServerMessage;
import org.teamchess.game.repository.ClockAdjustmentEntity;
import org.teamchess.game.repository.GameEntity;
import org.teamchess.game.repository.MoveEntity;
import org.teamchess.game.repository.Variant;
import org.teamchess.rules.Fen;
import org.teamchess.rules.Position;
import org.teamchess.rules.Result;
import org.teamchess.rules.Side;
import org.teamchess.rules.Uci;
import org.teamchess.rules.clock.ClockEvent;
import org.teamchess.rules.clock.ClockState;
import org.teamchess.rules.clock.ClockStatus;
import org.teamchess.rules.clock.GameClock;
import org.teamchess.rules.clock.LagCompensation;
import org.teamchess.rules.clock.TimeControl;
import org.teamchess.rules.game.Game;

/**
 * A stored game brought back to life: the laws' {@link Game} replayed from its moves and the shared
 * clock model replayed from the moves' receipt times and the arbiters' operations, in version
 * order. Moves are replayed with no lag credit, as clock-service replays {@code MovePlayed}, so that
 * the two compute the same clocks.
 *
 * @param entity the stored game
 * @param game   the laws' record of it
 * @param clock  its clock; ended when the game has ended
 */
record LiveGame(GameEntity entity, Game game, GameClock clock) {

    /** @throws IllegalStateException when the stored game does not replay: only a change outside the service */
    static LiveGame replay(GameEntity entity, List<MoveEntity> moves, List<ClockAdjustmentEntity> adjustments) {
        return replay(entity, moves, adjustments, entity.endedAt());
    }

    /**
     * The game as it stood with only these moves and operations, ended at {@code endedAt} or going on
     * when it is null: what a delayed spectator sees.
     *
     * @throws IllegalStateException when the stored game does not replay: only a change outside the service
     */
    static LiveGame replay(GameEntity entity, List<MoveEntity> moves, List<ClockAdjustmentEntity> adjustments,
            Instant endedAt) {
        Position start = Fen.parse(entity.startFen(), entity.variant() == Variant.CHESS960).orElseThrow();
        Game game = Game.startingFrom(start);
        for (MoveEntity move : moves) {
            game = played(game, move);
        }
        TimeControl control = TimeControl.parse(entity.timeControl()).orElseThrow();
        record Logged(long version, ClockEvent event) {
        }
        List<Logged> log = new ArrayList<>();
        moves.forEach(move -> log.add(new Logged(move.version(), received(move))));
        adjustments.forEach(adjustment -> log.add(new Logged(adjustment.version(), ClockAdjustments.toModel(adjustment))));
        log.sort(Comparator.comparingLong(Logged::version));
        List<ClockEvent> events = new ArrayList<>(log.stream().map(Logged::event).toList());
        if (endedAt != null) {
            events.add(new ClockEvent.Ended(endedAt));
        }
        Result<GameClock> clock = GameClock.replay(control, entity.scheduledStart(), LagCompensation.forControl(control),
                events);
        if (clock instanceof Result.Failure<GameClock> failure) {
            throw new IllegalStateException("The clock of game " + entity.id() + " does not replay: "
                    + failure.field() + ": " + failure.reason());
        }
        return new LiveGame(entity, game, clock.orElseThrow());
    }

    /**
     * This game after further moves, when nothing but those moves changed it since (no clock
     * operation, no end): what {@link #replay} would give, without replaying the moves before.
     *
     * @param entity the stored game, with these moves
     * @throws IllegalStateException when the moves do not follow: only a change outside the service
     */
    LiveGame followedBy(GameEntity entity, List<MoveEntity> moves) {
        Played after = new Played(game, clock).followedBy(entity.id(), moves);
        return new LiveGame(entity, after.game(), after.clock());
    }

    /** A game and its clock without the row they were read with, as an instance holds them. */
    record Played(Game game, GameClock clock) {

        /**
         * After further moves of the game {@code gameId}, when nothing but those moves changed it since:
         * each move played on the position, its receipt time on the clock, as {@link #replay} takes them.
         *
         * @throws IllegalStateException when the moves do not follow: only a change outside the service
         */
        Played followedBy(UUID gameId, List<MoveEntity> moves) {
            Game after = game;
            GameClock clockAfter = clock;
            for (MoveEntity move : moves) {
                after = played(after, move);
                Result<GameClock> next = clockAfter.apply(received(move));
                if (next instanceof Result.Failure<GameClock> failure) {
                    throw new IllegalStateException("The clock of game " + gameId + " does not take ply "
                            + move.ply() + ": " + failure.reason());
                }
                clockAfter = next.orElseThrow();
            }
            return new Played(after, clockAfter);
        }
    }

    private static Game played(Game game, MoveEntity move) {
        Position position = game.position();
        return game.play(Uci.parse(move.uci()).flatMap(position::resolve).orElseThrow());
    }

    /** A stored move as the clock model takes it: received with no lag credit, as clock-service replays it. */
    private static ClockEvent received(MoveEntity move) {
        return new ClockEvent.MoveReceived(move.ply() - 1, move.ply() % 2 == 1 ? Side.WHITE : Side.BLACK,
                move.receivedAt(), Duration.ZERO);
    }

    /** The side to move. */
    Side toMove() {
        return game.position().sideToMove();
    }

    /** Both clocks at {@code at}, as the protocol shows them. */
    ServerMessage.Clocks clocksAt(Instant at) {
        return clocks(clock, at);
    }

    static ServerMessage.Clocks clocks(GameClock clock, Instant at) {
        ClockState state = clock.stateAt(at);
        // Only a clock that runs now has a running side: not one waiting for the start, paused or ended.
        boolean runs = state.status() == ClockStatus.RUNNING;
        return new ServerMessage.Clocks(state.white().toMillis(), state.black().toMillis(),
                runs ? state.toMove().wireName() : null, state.status().name().toLowerCase(Locale.ROOT), at);
    }
}
