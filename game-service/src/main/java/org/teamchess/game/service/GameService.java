package org.teamchess.game.service;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.jboss.logging.Logger;
import org.teamchess.events.EventEnvelope;
import org.teamchess.events.game.GameCreated;
import org.teamchess.events.tournament.BoardPairing;
import org.teamchess.events.tournament.MatchScheduled;
import org.teamchess.game.mapping.GameMapper;
import org.teamchess.game.repository.GameEntity;
import org.teamchess.game.repository.GameRepository;
import org.teamchess.game.rest.GameView;
import org.teamchess.rules.Position;
import org.teamchess.support.outbox.Outbox;

/** Games: created from scheduled matches, announced through the outbox, read by id. */
@ApplicationScoped
public class GameService {

    /** The envelope {@code source} of everything this service publishes. */
    public static final String SOURCE = "game-service";

    private static final Logger LOG = Logger.getLogger(GameService.class);

    private final GameRepository games;
    private final Outbox outbox;
    private final Clock clock;

    GameService(GameRepository games, Outbox outbox, Clock clock) {
        this.games = games;
        this.outbox = outbox;
        this.clock = clock;
    }

    /**
     * Creates one game per board of the match, each announced by a {@link GameCreated} in the same
     * transaction. A board whose game exists already (the same id, or another id on the same board of
     * the same match) is left as it is: the match may arrive again.
     *
     * @return the ids of the games created now
     */
    @Transactional
    public List<UUID> createGames(MatchScheduled match) {
        List<UUID> created = new ArrayList<>();
        for (BoardPairing pairing : match.boards()) {
            if (games.findByIdOptional(pairing.gameId()).isPresent()) {
                LOG.debugf("Game %s of match %s exists already", pairing.gameId(), match.matchId());
                continue;
            }
            Optional<GameEntity> onBoard = games.findByBoard(match.matchId(), pairing.board());
            if (onBoard.isPresent()) {
                LOG.warnf("Match %s board %d has game %s already; game %s is not created",
                        match.matchId(), pairing.board(), onBoard.get().id(), pairing.gameId());
                continue;
            }
            games.persist(new GameEntity(pairing.gameId(), match.matchId(), match.competitionId(), match.round(),
                    pairing.board(), pairing.whitePlayerId(), pairing.blackPlayerId(),
                    match.timeControl().notation(), match.scheduledStart(), Position.standard().toFen(),
                    clock.instant()));
            outbox.add(EventEnvelope.of(UUID.randomUUID(), SOURCE, clock.instant(),
                    new GameCreated(pairing.gameId(), match.matchId(), pairing.board(), pairing.whitePlayerId(),
                            pairing.blackPlayerId(), match.timeControl(), match.scheduledStart())));
            created.add(pairing.gameId());
        }
        return created;
    }

    /** The game with this id. */
    @Transactional
    public Optional<GameView> find(UUID id) {
        return games.findByIdOptional(id).map(GameMapper::toView);
    }
}
