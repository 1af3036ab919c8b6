package org.teamchess.tournament.service;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Collectors;
import org.teamchess.tournament.mapping.TournamentMapper;
import org.teamchess.tournament.pairing.swiss.PairingAllocatedBye;
import org.teamchess.tournament.playoff.PlayoffStandings;
import org.teamchess.tournament.repository.BoardGameRepository;
import org.teamchess.tournament.repository.MatchEntity;
import org.teamchess.tournament.repository.MatchRepository;
import org.teamchess.tournament.repository.RoundRepository;
import org.teamchess.tournament.repository.TeamRepository;
import org.teamchess.tournament.repository.TournamentEntity;
import org.teamchess.tournament.repository.TournamentFormat;
import org.teamchess.tournament.repository.TournamentRepository;
import org.teamchess.tournament.repository.WithdrawalEntity;
import org.teamchess.tournament.repository.WithdrawalRepository;
import org.teamchess.tournament.rest.StandingsView;
import org.teamchess.tournament.standings.Standings;

/** A tournament's standings from its ended matches (Art. 30.2-30.3), and its crosstable. */
@ApplicationScoped
public class StandingsService {

    private final TournamentRepository tournaments;
    private final MatchRepository matches;
    private final BoardGameRepository boards;
    private final TeamRepository teams;
    private final WithdrawalRepository withdrawals;
    private final RoundRepository rounds;
    private final PlayoffStandings playoffs;

    StandingsService(TournamentRepository tournaments, MatchRepository matches, BoardGameRepository boards,
            TeamRepository teams, WithdrawalRepository withdrawals, RoundRepository rounds, PlayoffStandings playoffs) {
        this.tournaments = tournaments;
        this.matches = matches;
        this.boards = boards;
        this.teams = teams;
        this.withdrawals = withdrawals;
        this.rounds = rounds;
        this.playoffs = playoffs;
    }

    /** The standings and the crosstable, with the points of the matches being played. */
    @Transactional
    public Optional<StandingsView> standings(UUID tournamentId) {
        return tournaments.findByIdOptional(tournamentId).map(tournament -> {
            List<MatchEntity> all = matches.of(tournamentId);
            List<WithdrawalEntity> withdrawn = withdrawals.of(tournamentId);
            return TournamentMapper.toView(tournament, rank(tournament, all, byes(tournament), withdrawn), withdrawn,
                    teams.namesOf(tournament.teams()), all, boards.byMatch(all));
        }).map(playoffs::applyTo);
    }

    /**
     * The ranked rows now, inside the caller's transaction; without the teams that withdrew having
     * completed under half of their matches (Art. 24.1.1).
     */
    public List<Standings.Row> rank(TournamentEntity tournament) {
        return rank(tournament, matches.of(tournament.id()), byes(tournament), withdrawals.of(tournament.id()));
    }

    /**
     * The byes of a Swiss tournament's published rounds, each worth a level match (C.04.6 Art. 1.4:
     * as much as a draw, unless the regulations say otherwise; seed 000 says nothing): 1 match
     * point and half the boards. A round robin's bye scores nothing: every team has one.
     */
    private List<Standings.Bye> byes(TournamentEntity tournament) {
        if (tournament.format() != TournamentFormat.SWISS) {
            return List.of();
        }
        return rounds.of(tournament.id()).stream()
                .filter(round -> round.isPublished() && round.byeTeamId().isPresent())
                .map(round -> {
                    // The pairing engine's value, so that pairing and standings score a bye alike.
                    PairingAllocatedBye value = PairingAllocatedBye.drawValue(round.number(), 1, tournament.boards());
                    return new Standings.Bye(round.byeTeamId().get(), value.matchPoints(), value.halves());
                })
                .toList();
    }

    /**
     * Art. 24.1: the results of a team that withdrew having completed under half of its matches,
     * and the results against it, are not counted; the team is not ranked.
     */
    private static List<Standings.Row> rank(TournamentEntity tournament, List<MatchEntity> matches,
            List<Standings.Bye> byes, List<WithdrawalEntity> withdrawn) {
        Set<UUID> uncounted = withdrawn.stream().filter(withdrawal -> !withdrawal.resultsCounted())
                .map(WithdrawalEntity::teamId).collect(Collectors.toSet());
        return Standings.rank(tournament.teams().stream().filter(team -> !uncounted.contains(team)).toList(),
                matches.stream()
                        .filter(MatchEntity::isEnded)
                        .filter(match -> !uncounted.contains(match.firstTeamId())
                                && !uncounted.contains(match.secondTeamId()))
                        .map(TournamentMapper::score).toList(),
                byes.stream().filter(bye -> !uncounted.contains(bye.team())).toList(),
                tournament.tieBreaks());
    }
}
