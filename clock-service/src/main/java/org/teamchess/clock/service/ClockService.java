package org.teamchess.clock.service;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.util.Optional;
import java.util.UUID;
import org.jboss.logging.Logger;
import org.teamchess.clock.mapping.ClockMapper;
import org.teamchess.clock.repository.ClockEntity;
import org.teamchess.clock.repository.ClockRepository;
import org.teamchess.clock.rest.ClockView;
import org.teamchess.events.EventEnvelope;
import org.teamchess.events.clock.ClockStarted;
import org.teamchess.events.game.GameCreated;
import org.teamchess.rules.clock.GameClock;
import org.teamchess.rules.clock.TimeControl;
import org.teamchess.support.outbox.Outbox;

/**
 * Game clocks: set up for every created game and announced through the outbox; their state at any
 * instant comes from chess-rules' {@link GameClock}, the model game-service uses too.
 */
@ApplicationScoped
public class ClockService {

    /** The envelope {@code source} of everything this service publishes. */
    public static final String SOURCE = "clock-service";

    private static final Logger LOG = Logger.getLogger(ClockService.class);

    private final ClockRepository clocks;
    private final Outbox outbox;
    private final Clock time;

    ClockService(ClockRepository clocks, Outbox outbox, Clock time) {
        this.clocks = clocks;
        this.outbox = outbox;
        this.time = time;
    }

    /**
     * Sets up the game's clock and announces it with a {@link ClockStarted} in the same transaction;
     * a game that has its clock already keeps it.
     *
     * @return whether a clock was set up now
     */
    @Transactional
    public boolean setUp(GameCreated game) {
        if (clocks.findByIdOptional(game.gameId()).isPresent()) {
            LOG.debugf("Game %s has its clock already", game.gameId());
            return false;
        }
        clocks.persist(new ClockEntity(game.gameId(), game.timeControl().notation(), game.scheduledStart(),
                time.instant()));
        outbox.add(EventEnvelope.of(UUID.randomUUID(), SOURCE, time.instant(),
                new ClockStarted(game.gameId(), game.timeControl(), game.scheduledStart())));
        return true;
    }

    /** The game's clocks now. */
    @Transactional
    public Optional<ClockView> stateOf(UUID gameId) {
        return clocks.findByIdOptional(gameId).map(stored -> {
            GameClock clock = GameClock.start(TimeControl.parse(stored.timeControl()).orElseThrow(),
                    stored.scheduledStart());
            return ClockMapper.toView(gameId, clock, clock.stateAt(time.instant()));
        });
    }
}
