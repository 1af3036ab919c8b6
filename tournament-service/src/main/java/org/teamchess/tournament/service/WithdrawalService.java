package org.teamchess.tournament.service;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.LockModeType;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import org.jboss.logging.Logger;
import org.teamchess.events.registration.TeamWithdrawn;
import org.teamchess.tournament.repository.MatchEntity;
import org.teamchess.tournament.repository.MatchRepository;
import org.teamchess.tournament.repository.RoundEntity;
import org.teamchess.tournament.repository.RoundRepository;
import org.teamchess.tournament.repository.TournamentEntity;
import org.teamchess.tournament.repository.TournamentRepository;
import org.teamchess.tournament.repository.WithdrawalEntity;
import org.teamchess.tournament.repository.WithdrawalRepository;

/**
 * A team withdraws (seed 004 Art. 24.1, round robin): every match of it in a round not yet
 * published is forfeited at once, unplayed (Art. 24.3: "-" for it, "+" for the opponent, every
 * board). A match already published is played out (its games exist; a side that does not come
 * loses by default, Art. 6.7). How far the team had come decides the final standings
 * ({@link StandingsService}): under half of its matches completed, its results are not counted
 * (24.1.1); half or more, they are (24.1.2).
 */
@ApplicationScoped
public class WithdrawalService {

    private static final Logger LOG = Logger.getLogger(WithdrawalService.class);

    private final TournamentRepository tournaments;
    private final MatchRepository matches;
    private final RoundRepository rounds;
    private final WithdrawalRepository withdrawals;
    private final ResultService results;
    private final Clock clock;

    WithdrawalService(TournamentRepository tournaments, MatchRepository matches, RoundRepository rounds,
            WithdrawalRepository withdrawals, ResultService results, Clock clock) {
        this.tournaments = tournaments;
        this.matches = matches;
        this.rounds = rounds;
        this.withdrawals = withdrawals;
        this.results = results;
        this.clock = clock;
    }

    /** @param withdrawnAt the event's time */
    @Transactional
    public void withdrawn(TeamWithdrawn event, Instant withdrawnAt) {
        for (TournamentEntity found : tournaments.playedBy(event.teamId())) {
            // One change at a time per tournament, as for results.
            TournamentEntity tournament = tournaments.findByIdOptional(found.id(), LockModeType.PESSIMISTIC_WRITE)
                    .orElseThrow();
            if (withdrawals.findByIdOptional(new WithdrawalEntity.Key(tournament.id(), event.teamId())).isPresent()) {
                continue;
            }
            List<MatchEntity> own = matches.of(tournament.id()).stream()
                    .filter(match -> match.involves(event.teamId())).toList();
            int completed = (int) own.stream().filter(MatchEntity::isEnded).count();
            withdrawals.persist(new WithdrawalEntity(tournament.id(), event.teamId(), withdrawnAt, completed,
                    own.size()));
            List<Integer> published = rounds.of(tournament.id()).stream().filter(RoundEntity::isPublished)
                    .map(RoundEntity::number).toList();
            for (MatchEntity match : own) {
                if (!match.isEnded() && !published.contains(match.round())) {
                    match.forfeit(event.teamId(), tournament.boards(), clock.instant());
                    results.announceEnded(tournament, match, null);
                }
            }
            LOG.infof("Team %s withdrew from tournament %s after %d of its %d matches", event.teamId(),
                    tournament.id(), completed, own.size());
        }
    }
}
