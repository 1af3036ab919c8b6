package org.teamchess.tournament.export;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.teamchess.rules.notation.Notation;
import org.teamchess.tournament.names.NamePolicy;
import org.teamchess.tournament.names.PublicNames;
import org.teamchess.tournament.playoff.PlayoffEntity;
import org.teamchess.tournament.playoff.PlayoffGameEntity;
import org.teamchess.tournament.playoff.PlayoffKind;
import org.teamchess.tournament.playoff.PlayoffMatchEntity;
import org.teamchess.tournament.playoff.PlayoffMatchRepository;
import org.teamchess.tournament.playoff.PlayoffRepository;
import org.teamchess.tournament.repository.RoundRepository;
import org.teamchess.tournament.repository.TeamEntity;
import org.teamchess.tournament.repository.TeamRepository;
import org.teamchess.tournament.repository.TournamentRepository;

/**
 * The finished games of a tournament's play-offs (seed 004 Art. 30.5) as one PGN file, in the
 * format of the round PGN ({@link RoundPgnFormat}): {@code Round} is one past the last round, as the
 * play-off's games were announced, and a comment before the moves says which play-off, stage and
 * kind of match each game belongs to.
 */
@ApplicationScoped
public class PlayoffPgn {

    private final TournamentRepository tournaments;
    private final RoundRepository rounds;
    private final TeamRepository teams;
    private final PlayoffRepository playoffs;
    private final PlayoffMatchRepository playoffMatches;

    PlayoffPgn(TournamentRepository tournaments, RoundRepository rounds, TeamRepository teams,
            PlayoffRepository playoffs, PlayoffMatchRepository playoffMatches) {
        this.tournaments = tournaments;
        this.rounds = rounds;
        this.teams = teams;
        this.playoffs = playoffs;
        this.playoffMatches = playoffMatches;
    }

    /** The play-offs' finished games, play-off by play-off, stage by stage; empty for an unknown tournament. */
    @Transactional
    public Optional<String> pgn(UUID tournamentId, Notation notation, NamePolicy policy) {
        return tournaments.findByIdOptional(tournamentId).map(tournament -> {
            List<TeamEntity> entrants = teams.list("teamId in ?1", tournament.teams());
            PlayerNames names = PlayerNames.of(entrants);
            Map<UUID, String> teamNames = ExportService.teamNames(tournament, entrants);
            int round = rounds.of(tournamentId).size() + 1;
            List<RoundGame> games = new ArrayList<>();
            for (PlayoffEntity playoff : playoffs.of(tournamentId)) {
                for (PlayoffMatchEntity match : playoffMatches.of(playoff.id())) {
                    for (PlayoffGameEntity game : playoffMatches.games(match.id())) {
                        if (game.result().isEmpty()) {
                            continue;
                        }
                        UUID whiteTeam = game.firstTeamWhite() ? match.firstTeamId() : match.secondTeamId();
                        UUID blackTeam = game.firstTeamWhite() ? match.secondTeamId() : match.firstTeamId();
                        games.add(new RoundGame(round, game.board(), false,
                                PublicNames.shown(policy, names.of(game.whitePlayerId()), game.board(), teamNames.get(whiteTeam)),
                                PublicNames.shown(policy, names.of(game.blackPlayerId()), game.board(), teamNames.get(blackTeam)),
                                teamNames.get(whiteTeam), teamNames.get(blackTeam),
                                game.endedAt().orElseThrow().atOffset(ZoneOffset.UTC).toLocalDate(),
                                game.result().get().wireName(), false, game.pgn().orElse(null),
                                note(playoff.firstPlace(), match, game.leg())));
                    }
                }
            }
            return RoundPgnFormat.pgn(tournament.name(), games, notation);
        });
    }

    /** «Плей-офф за 1-е место (ст. 30.5.6), этап 2: мини-матч, партия 2». */
    static String note(int place, PlayoffMatchEntity match, int leg) {
        String kind = switch (match.kind()) {
            case MINI_MATCH -> "мини-матч 3+5, партия " + leg;
            case RAPID -> "круговой турнир 3+5";
            case ARMAGEDDON -> "Армагеддон, ничья засчитывается победой чёрных";
            case ARMAGEDDON_ROUND -> "круговой Армагеддон, ничья засчитывается победой чёрных";
        };
        return "Плей-офф за " + place + "-е место (ст. 30.5.6), этап " + match.stage() + ": " + kind;
    }
}
