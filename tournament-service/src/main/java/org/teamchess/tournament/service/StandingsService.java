package org.teamchess.tournament.service;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.teamchess.tournament.mapping.TournamentMapper;
import org.teamchess.tournament.repository.BoardGameRepository;
import org.teamchess.tournament.repository.MatchEntity;
import org.teamchess.tournament.repository.MatchRepository;
import org.teamchess.tournament.repository.TeamRepository;
import org.teamchess.tournament.repository.TournamentEntity;
import org.teamchess.tournament.repository.TournamentRepository;
import org.teamchess.tournament.rest.StandingsView;
import org.teamchess.tournament.standings.Standings;

/** A tournament's standings from its ended matches (Art. 30.2-30.3), and its crosstable. */
@ApplicationScoped
public class StandingsService {

    private final TournamentRepository tournaments;
    private final MatchRepository matches;
    private final BoardGameRepository boards;
    private final TeamRepository teams;

    StandingsService(TournamentRepository tournaments, MatchRepository matches, BoardGameRepository boards,
            TeamRepository teams) {
        this.tournaments = tournaments;
        this.matches = matches;
        this.boards = boards;
        this.teams = teams;
    }

    /** The standings and the crosstable, with the points of the matches being played. */
    @Transactional
    public Optional<StandingsView> standings(UUID tournamentId) {
        return tournaments.findByIdOptional(tournamentId).map(tournament -> {
            List<MatchEntity> all = matches.of(tournamentId);
            return TournamentMapper.toView(tournament, rank(tournament, all), teams.namesOf(tournament.teams()), all,
                    boards.byMatch(all));
        });
    }

    /** The ranked rows now, inside the caller's transaction. */
    List<Standings.Row> rank(TournamentEntity tournament) {
        return rank(tournament, matches.of(tournament.id()));
    }

    private static List<Standings.Row> rank(TournamentEntity tournament, List<MatchEntity> matches) {
        return Standings.rank(tournament.teams(), matches.stream()
                .filter(MatchEntity::isEnded).map(TournamentMapper::score).toList(), tournament.tieBreaks());
    }
}
