package org.teamchess.tournament.service;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.teamchess.tournament.mapping.TournamentMapper;
import org.teamchess.tournament.repository.MatchEntity;
import org.teamchess.tournament.repository.MatchRepository;
import org.teamchess.tournament.repository.TournamentEntity;
import org.teamchess.tournament.repository.TournamentRepository;
import org.teamchess.tournament.rest.StandingsView;
import org.teamchess.tournament.standings.Standings;

/** A tournament's standings from its ended matches (Art. 30.2-30.3). */
@ApplicationScoped
public class StandingsService {

    private final TournamentRepository tournaments;
    private final MatchRepository matches;

    StandingsService(TournamentRepository tournaments, MatchRepository matches) {
        this.tournaments = tournaments;
        this.matches = matches;
    }

    @Transactional
    public Optional<StandingsView> standings(UUID tournamentId) {
        return tournaments.findByIdOptional(tournamentId)
                .map(tournament -> TournamentMapper.toView(tournamentId, tournament.tieBreaks(), rank(tournament)));
    }

    /** The ranked rows now, inside the caller's transaction. */
    List<Standings.Row> rank(TournamentEntity tournament) {
        return Standings.rank(tournament.teams(), matches.of(tournament.id()).stream()
                .filter(MatchEntity::isEnded).map(TournamentMapper::score).toList(), tournament.tieBreaks());
    }
}
