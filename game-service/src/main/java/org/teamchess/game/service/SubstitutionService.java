package org.teamchess.game.service;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.LockModeType;
import jakarta.transaction.Transactional;
import org.jboss.logging.Logger;
import org.teamchess.events.tournament.BoardPlayerSubstituted;
import org.teamchess.game.repository.GameEntity;
import org.teamchess.game.repository.GameRepository;

/**
 * Substitutions from tournament-service (seed 000 §6.4): the game's seat of the substituted side
 * goes to the incoming player while no move has been played. tournament-service allows them only
 * before the match's scheduled start, so a game with moves is changed only by a late event, and then
 * it is left alone: its board's result belongs to the players who played it.
 *
 * <p>The seat is read from the game when a client says hello: the incoming player (the account
 * linked to his roster entry, {@link Seats}) joins it from then on, and the outgoing one is refused
 * as not a player of the game. A connection that joined
 * the seat before the substitution has its player messages refused
 * ({@link Seats#standing}).
 */
@ApplicationScoped
public class SubstitutionService {

    private static final Logger LOG = Logger.getLogger(SubstitutionService.class);

    private final GameRepository games;

    SubstitutionService(GameRepository games) {
        this.games = games;
    }

    /**
     * Gives the seat to the incoming player, if the game exists and no move has been played;
     * otherwise logs why not. Substitutions of one match arrive in order (keyed by match id).
     *
     * @return whether the seat changed
     */
    @Transactional
    public boolean substitute(BoardPlayerSubstituted substitution) {
        // Locked, so that a move committed meanwhile is seen rather than overwritten.
        GameEntity game = games.findByIdOptional(substitution.gameId(), LockModeType.PESSIMISTIC_WRITE).orElse(null);
        if (game == null) {
            LOG.warnf("Substitution on board %d of match %s names no game here: %s", substitution.board(),
                    substitution.matchId(), substitution.gameId());
            return false;
        }
        if (!game.substitute(substitution.side(), substitution.incomingPlayerId())) {
            LOG.warnf("Game %s keeps its %s player: the substitution of %s by %s came after its first move or its "
                    + "end", game.id(), substitution.side().wireName(), substitution.outgoingPlayerId(),
                    substitution.incomingPlayerId());
            return false;
        }
        LOG.infof("Game %s: %s is now played by %s instead of %s", game.id(), substitution.side().wireName(),
                substitution.incomingPlayerId(), substitution.outgoingPlayerId());
        return true;
    }
}
