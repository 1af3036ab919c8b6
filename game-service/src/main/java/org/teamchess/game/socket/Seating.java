package org.teamchess.game.socket;

import io.quarkus.oidc.AccessTokenCredential;
import io.quarkus.oidc.TenantIdentityProvider;
import io.quarkus.security.AuthenticationFailedException;
import io.quarkus.security.identity.SecurityIdentity;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Duration;
import java.util.Optional;
import java.util.UUID;
import org.eclipse.microprofile.jwt.JsonWebToken;
import org.teamchess.game.protocol.ErrorCode;
import org.teamchess.game.service.GameRefusal;
import org.teamchess.game.service.Seats;
import org.teamchess.rules.Side;
import org.teamchess.support.security.Roles;

/**
 * Decides where a connection sits: the token is checked as the REST endpoints check it (signature,
 * issuer, audience, expiry: the OIDC tenant's settings), then a player who sits at the game's white
 * or black seat ({@link Seats}: the seat's player id, or the account linked to that roster entry)
 * plays that colour, and an organizer, arbiter, coach or federation account watches: organizers and
 * arbiters live, the others with the game's spectator delay. A player of another game is refused; a
 * client without a token watches only where anonymous spectators are allowed.
 */
@ApplicationScoped
class Seating {

    private static final Duration TOKEN_CHECK_TIMEOUT = Duration.ofSeconds(10);

    private final TenantIdentityProvider identities;
    private final GameSocketConfig config;
    private final Seats seats;

    Seating(TenantIdentityProvider identities, GameSocketConfig config, Seats seats) {
        this.identities = identities;
        this.config = config;
        this.seats = seats;
    }

    /** @throws GameRefusal {@code unauthorized} or {@code forbidden} */
    Seat seat(Optional<String> token, UUID whitePlayerId, UUID blackPlayerId) {
        if (token.isEmpty()) {
            if (config.anonymousSpectators()) {
                return Seat.spectator("anonymous");
            }
            throw new GameRefusal(ErrorCode.UNAUTHORIZED, "Send the realm's access token: this game admits no "
                    + "anonymous spectators");
        }
        SecurityIdentity identity = authenticate(token.get());
        String subject = identity.getPrincipal() instanceof JsonWebToken jwt && jwt.getSubject() != null
                ? jwt.getSubject() : identity.getPrincipal().getName();
        if (identity.hasRole(Roles.PLAYER)) {
            Optional<Side> side = seats.sideOf(subject, whitePlayerId, blackPlayerId);
            if (side.isPresent()) {
                return Seat.player(side.get(), subject);
            }
        }
        if (identity.hasRole(Roles.ORGANIZER) || identity.hasRole(Roles.ARBITER)) {
            return Seat.official(subject);
        }
        if (identity.hasRole(Roles.COACH) || identity.hasRole(Roles.FEDERATION) || config.anonymousSpectators()) {
            return Seat.spectator(subject);
        }
        throw new GameRefusal(ErrorCode.FORBIDDEN, "You are not a player of this game, and only organizers, "
                + "arbiters, coaches and the federation watch games");
    }

    private SecurityIdentity authenticate(String token) {
        try {
            return identities.authenticate(new AccessTokenCredential(token)).await().atMost(TOKEN_CHECK_TIMEOUT);
        } catch (AuthenticationFailedException e) {
            throw new GameRefusal(ErrorCode.UNAUTHORIZED, "The access token is not valid for this service");
        }
    }
}
