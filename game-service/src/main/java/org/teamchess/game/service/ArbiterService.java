package org.teamchess.game.service;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Supplier;
import org.teamchess.game.client.ClockServiceClient;
import org.teamchess.game.config.GameConfig;
import org.teamchess.game.repository.ArbiterActionRepository;
import org.teamchess.game.repository.GameEntity;
import org.teamchess.game.repository.GameRepository;
import org.teamchess.game.repository.PlayerConnectionRepository;
import org.teamchess.game.rest.ArbiterActionView;
import org.teamchess.game.rest.AttentionView;
import org.teamchess.rules.Side;
import org.teamchess.support.problem.Problem;
import org.teamchess.support.problem.ProblemException;

/**
 * What arbiters do to games over REST: decide quickplay-finish claims (adding the opponent's two
 * minutes through clock-service, as every clock operation is made), adjudicate results, void games,
 * and see which games need them. Each action is recorded with who and why ({@link ArbiterRulings}).
 */
@ApplicationScoped
public class ArbiterService {

    private final ArbiterRulings rulings;
    private final ClockServiceClient clocks;
    private final GameRepository games;
    private final PlayerConnectionRepository connections;
    private final ArbiterActionRepository actions;
    private final GameConfig config;
    private final Clock time;

    ArbiterService(ArbiterRulings rulings, ClockServiceClient clocks, GameRepository games,
            PlayerConnectionRepository connections, ArbiterActionRepository actions, GameConfig config, Clock time) {
        this.rulings = rulings;
        this.clocks = clocks;
        this.games = games;
        this.connections = connections;
        this.actions = actions;
        this.config = config;
        this.time = time;
    }

    /**
     * Decides the game's open quickplay-finish claim. A rejection or postponement first has
     * clock-service give the claimant's opponent two minutes, on the arbiter's own token; only when it
     * did is the decision recorded. Should recording fail after that (two arbiters deciding at once),
     * the time stays added and the problem says so.
     *
     * @throws ProblemException 404, 409 (the decision does not fit the game now, or clock-service
     *                          refused), 502 (clock-service unavailable: nothing was decided)
     */
    public void decideQuickplay(UUID gameId, QuickplayDecision decision, Actor arbiter, String reason,
            String arbiterToken) {
        Optional<Side> timeTo = retried(() -> rulings.quickplayTimeFor(gameId, decision));
        timeTo.ifPresent(side -> clocks.addTime(gameId, side, ArbiterRulings.QUICKPLAY_TIME, "Art. "
                + (decision == QuickplayDecision.REJECT ? "10.2.3" : "10.2.2") + ": quickplay-finish claim of "
                + side.opposite().wireName() + " " + decision.outcome() + ": " + reason, arbiterToken));
        try {
            retried(() -> {
                rulings.decideQuickplay(gameId, decision, arbiter, reason);
                return null;
            });
        } catch (ProblemException refused) {
            if (timeTo.isEmpty()) {
                throw refused;
            }
            throw new ProblemException(refused.type(), refused.status(), refused.title(), refused.detail()
                    + "; clock-service had added 2 minutes to " + timeTo.get().wireName() + " already",
                    refused.errors());
        }
    }

    /** @see ArbiterRulings#adjudicate */
    public void adjudicate(UUID gameId, Adjudication adjudication, String article, Actor actor, String reason) {
        retried(() -> {
            rulings.adjudicate(gameId, adjudication, article, actor, reason);
            return null;
        });
    }

    /** @see ArbiterRulings#voidGame */
    public void voidGame(UUID gameId, Actor actor, String reason) {
        retried(() -> {
            rulings.voidGame(gameId, actor, reason);
            return null;
        });
    }

    /** The arbiters' actions on a game, oldest first; empty for an unknown game. */
    @Transactional
    public Optional<List<ArbiterActionView>> actions(UUID gameId) {
        return games.findByIdOptional(gameId).map(game -> actions.ofGame(gameId).stream()
                .map(action -> new ArbiterActionView(action.action(), action.result(), action.termination(),
                        action.article(), action.actorId(), action.actorName(), action.reason(), action.at()))
                .toList());
    }

    /**
     * The games that need an arbiter now: open quickplay-finish claims (and flags that fell while one
     * was open), players who joined a game that goes on and are not connected to it, and games that
     * ended on a flag within {@code teamchess.game.recent-flags-for}. One entry per game, with every
     * reason; the game whose oldest reason is oldest comes first.
     */
    @Transactional
    public List<AttentionView> attention() {
        Instant now = time.instant();
        Map<UUID, List<AttentionView.Reason>> reasons = new LinkedHashMap<>();
        Map<UUID, GameEntity> byId = new LinkedHashMap<>();
        for (GameEntity game : games.withOpenQuickplayClaim()) {
            byId.put(game.id(), game);
            List<AttentionView.Reason> of = reasons.computeIfAbsent(game.id(), id -> new ArrayList<>());
            of.add(new AttentionView.Reason("quickplay-claim", game.quickplayClaimBy().orElseThrow().wireName(),
                    game.quickplayClaimedAt(), game.isQuickplayClaimPostponed() ? "postponed" : "open"));
            game.flagFellSide().ifPresent(side -> of.add(new AttentionView.Reason("flag-fell", side.wireName(),
                    game.flagFellAt(), "awaiting-result")));
        }
        for (PlayerConnectionRepository.Disconnected player : connections.disconnectedPlayers(now)) {
            byId.computeIfAbsent(player.gameId(), id -> games.findById(id));
            reasons.computeIfAbsent(player.gameId(), id -> new ArrayList<>()).add(new AttentionView.Reason(
                    "player-disconnected", player.side().wireName(), null, null));
        }
        for (GameEntity game : games.endedOnTimeSince(now.minus(config.recentFlagsFor()))) {
            byId.putIfAbsent(game.id(), game);
            Side flagged = game.ply() % 2 == 0 ? Side.WHITE : Side.BLACK;
            reasons.computeIfAbsent(game.id(), id -> new ArrayList<>()).add(new AttentionView.Reason("flag-fell",
                    flagged.wireName(), game.endedAt(), game.result()));
        }
        Comparator<AttentionView> oldestFirst = Comparator.comparing(view -> view.reasons().stream()
                .map(AttentionView.Reason::since).filter(since -> since != null).min(Comparator.naturalOrder())
                .orElse(Instant.MAX));
        return byId.values().stream().map(game -> new AttentionView(game.id(), game.matchId(), game.competitionId(),
                game.round(), game.board(), game.status().name().toLowerCase(Locale.ROOT),
                reasons.get(game.id()))).sorted(oldestFirst).toList();
    }

    private static <T> T retried(Supplier<T> change) {
        return ConcurrentChanges.retriedOnce(change, () -> ProblemException.conflict("The game changed at the same "
                + "moment twice; send again").withType(Problem.type("concurrent-change"), "Concurrent change"));
    }
}
