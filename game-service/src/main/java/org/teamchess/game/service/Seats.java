package org.teamchess.game.service;

import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.jboss.logging.Logger;
import org.teamchess.events.registration.PlayerLinked;
import org.teamchess.game.repository.GameRepository;
import org.teamchess.game.repository.PlayerLinkRepository;
import org.teamchess.rules.Side;

/**
 * Who sits at a game's seats: the only place where a token's subject is compared with a player id.
 * A seat's player id is a roster entry's (games from matches) or an account's (friendly games); the
 * subject sits there when it is that id itself or the account linked to the entry
 * (registration-service's {@code PlayerLinked}, kept in {@code player_link}). The link is read when it
 * is needed, so it counts whenever it came: before the game was created, after, during play; and it
 * follows a substitution, which changes the seat's player id (docs/decisions/seats-and-accounts.md).
 */
@ApplicationScoped
public class Seats {

    private static final Logger LOG = Logger.getLogger(Seats.class);

    private final PlayerLinkRepository links;
    private final GameRepository games;
    private final ReplayedGames replayed;

    Seats(PlayerLinkRepository links, GameRepository games, ReplayedGames replayed) {
        this.links = links;
        this.games = games;
        this.replayed = replayed;
    }

    /** Where a player stands in his seat: a substitution may give it away only before the first move. */
    public enum Standing {
        /** A substitution gave it to another player (or the entry's link went to another account). */
        GIVEN_AWAY,
        /** His while the game has no move; a substitution may still come. */
        HELD,
        /** His for the rest of the game: it has a move, so no substitution changes it. */
        HELD_FOR_GOOD
    }

    /** Records a link of registration-service: from now on the account sits at its entry's seats. */
    @Transactional
    public void link(PlayerLinked link, Instant at) {
        if (links.link(link, at)) {
            LOG.infof("Player %s of team %s is played by account %s", link.playerId(), link.teamId(), link.accountId());
        } else {
            LOG.infof("Player %s keeps the newer link it has: the link to %s of %s is older", link.playerId(),
                    link.accountId(), at);
        }
    }

    /** The side whose seat the subject takes at a game of these players; empty when neither is his. */
    @Transactional
    public Optional<Side> sideOf(String subject, UUID whitePlayerId, UUID blackPlayerId) {
        if (subject.equals(whitePlayerId.toString())) {
            return Optional.of(Side.WHITE);
        }
        if (subject.equals(blackPlayerId.toString())) {
            return Optional.of(Side.BLACK);
        }
        Map<UUID, String> accounts = links.accountsOf(List.of(whitePlayerId, blackPlayerId));
        if (subject.equals(accounts.get(whitePlayerId))) {
            return Optional.of(Side.WHITE);
        }
        if (subject.equals(accounts.get(blackPlayerId))) {
            return Optional.of(Side.BLACK);
        }
        return Optional.empty();
    }

    /**
     * Whether the subject still holds the side's seat: a substitution from tournament-service may
     * give it away before the first move, also from a connection that joined before it. A game held
     * here with moves needs no read.
     */
    public Standing standing(UUID gameId, Side side, String subject) {
        Optional<ReplayedGames.HeldGame> held = replayed.held(gameId);
        if (held.isPresent() && held.get().ply() > 0) {
            return Standing.HELD_FOR_GOOD;
        }
        return QuarkusTransaction.requiringNew().call(() -> games.findByIdOptional(gameId)
                .filter(game -> sideOf(subject, game.whitePlayerId(), game.blackPlayerId()).orElse(null) == side)
                .map(game -> game.ply() > 0 ? Standing.HELD_FOR_GOOD : Standing.HELD)
                .orElse(Standing.GIVEN_AWAY));
    }

    /** The player ids the subject plays as: the roster entries linked to it, and itself when it is an id. */
    @Transactional
    public List<UUID> playerIdsOf(String subject) {
        List<UUID> ids = new ArrayList<>(links.playersOf(subject));
        asPlayerId(subject).filter(id -> !ids.contains(id)).ifPresent(ids::add);
        return ids;
    }

    private static Optional<UUID> asPlayerId(String subject) {
        try {
            return Optional.of(UUID.fromString(subject));
        } catch (IllegalArgumentException notAnId) {
            return Optional.empty();
        }
    }
}
