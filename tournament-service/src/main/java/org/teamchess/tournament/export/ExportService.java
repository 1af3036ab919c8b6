package org.teamchess.tournament.export;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.teamchess.rules.notation.Notation;
import org.teamchess.tournament.names.NamePolicy;
import org.teamchess.tournament.names.NameReaders;
import org.teamchess.tournament.names.PublicNames;
import org.teamchess.tournament.repository.BoardGameEntity;
import org.teamchess.tournament.repository.BoardGameRepository;
import org.teamchess.tournament.repository.MatchEntity;
import org.teamchess.tournament.repository.MatchRepository;
import org.teamchess.tournament.repository.RoundRepository;
import org.teamchess.tournament.repository.TeamEntity;
import org.teamchess.tournament.repository.TeamRepository;
import org.teamchess.tournament.repository.TournamentEntity;
import org.teamchess.tournament.repository.TournamentRepository;
import org.teamchess.tournament.rest.TournamentView;
import org.teamchess.tournament.service.StandingsService;
import org.teamchess.tournament.service.TournamentService;

/**
 * The tournament's documents: the team match protocol and the summary protocol (printable, in
 * Russian), the round's games in PGN and the FIDE report file. Each reads the tournament once, in
 * one transaction, and hands views to a formatter of this package; empty when the tournament (or
 * its match, or its round) does not exist.
 */
@ApplicationScoped
public class ExportService {

    private final TournamentService tournamentService;
    private final StandingsService standings;
    private final TournamentRepository tournaments;
    private final RoundRepository rounds;
    private final MatchRepository matches;
    private final BoardGameRepository boards;
    private final TeamRepository teams;

    ExportService(TournamentService tournamentService, StandingsService standings, TournamentRepository tournaments,
            RoundRepository rounds, MatchRepository matches, BoardGameRepository boards, TeamRepository teams) {
        this.tournamentService = tournamentService;
        this.standings = standings;
        this.tournaments = tournaments;
        this.rounds = rounds;
        this.matches = matches;
        this.boards = boards;
        this.teams = teams;
    }

    /**
     * The protocol of one match of the tournament, as a printable HTML page.
     *
     * @param policy the names its reader may read
     */
    @Transactional
    public Optional<String> matchProtocol(UUID tournamentId, UUID matchId, NamePolicy policy) {
        return tournamentService.find(tournamentId).flatMap(tournament -> tournamentService
                .match(tournamentId, matchId)
                .map(match -> {
                    PlayerNames full = PlayerNames.of(teamsOf(tournament));
                    Map<UUID, String> shown = new HashMap<>(full.byPlayer());
                    shown.putAll(PublicNames.namesIn(match, policy, NameReaders.teamNames(tournament), full::of));
                    return MatchProtocolFormat.html(tournament, match, new PlayerNames(shown));
                }));
    }

    /** The summary protocol: the crosstable with places and tie-breaks, as a printable HTML page. */
    @Transactional
    public Optional<String> summaryProtocol(UUID tournamentId) {
        return tournamentService.find(tournamentId).map(tournament -> SummaryProtocolFormat.html(
                Particulars.of(tournament), standings.standings(tournamentId).orElseThrow()));
    }

    /**
     * The finished games of a round (deciders included), match by match and board by board.
     *
     * @param policy the names its reader may read
     */
    @Transactional
    public Optional<String> roundPgn(UUID tournamentId, int round, Notation notation, NamePolicy policy) {
        Optional<TournamentEntity> found = tournaments.findByIdOptional(tournamentId)
                .filter(tournament -> rounds.find(tournamentId, round).isPresent());
        return found.map(tournament -> {
            List<TeamEntity> entrants = teams.list("teamId in ?1", tournament.teams());
            PlayerNames names = PlayerNames.of(entrants);
            Map<UUID, String> teamNames = teamNames(tournament, entrants);
            List<MatchEntity> ofRound = matches.ofRound(tournamentId, round);
            Map<UUID, List<BoardGameEntity>> byMatch = boards.byMatch(ofRound);
            List<RoundGame> games = new ArrayList<>();
            for (MatchEntity match : ofRound) {
                // A decider's players are named by the boards they played in the match.
                Map<UUID, Integer> boardOf = new HashMap<>();
                byMatch.getOrDefault(match.id(), List.of()).stream().filter(board -> !board.isDecider())
                        .forEach(board -> {
                            boardOf.put(board.whitePlayerId(), board.board());
                            boardOf.put(board.blackPlayerId(), board.board());
                        });
                for (BoardGameEntity board : byMatch.getOrDefault(match.id(), List.of())) {
                    if (board.result().isEmpty()) {
                        continue;
                    }
                    UUID whiteTeam = board.firstTeamWhite() ? match.firstTeamId() : match.secondTeamId();
                    UUID blackTeam = board.firstTeamWhite() ? match.secondTeamId() : match.firstTeamId();
                    String white = PublicNames.shown(policy, names.of(board.whitePlayerId()),
                            boardOf.getOrDefault(board.whitePlayerId(), board.board()), teamNames.get(whiteTeam));
                    String black = PublicNames.shown(policy, names.of(board.blackPlayerId()),
                            boardOf.getOrDefault(board.blackPlayerId(), board.board()), teamNames.get(blackTeam));
                    // A decider is played after the boards, so its day is the day it ended.
                    games.add(new RoundGame(round, board.board(), board.isDecider(), white, black, teamNames.get(whiteTeam), teamNames.get(blackTeam),
                            (board.isDecider() ? board.endedAt().orElseThrow() : match.scheduledStart())
                                    .atOffset(ZoneOffset.UTC).toLocalDate(),
                            board.result().get(), board.unplayed(), board.pgn().orElse(null)));
                }
            }
            return RoundPgnFormat.pgn(tournament.name(), games, notation);
        });
    }

    /**
     * The FIDE report file (TRF-16) of the rounds completed so far: for organizers and arbiters, who
     * submit it to the federation, so with the names in full.
     */
    @Transactional
    public Optional<String> trf(UUID tournamentId) {
        return tournamentService.find(tournamentId).map(tournament -> {
            List<TeamEntity> entrants = teamsOf(tournament);
            Map<UUID, List<UUID>> rosters = new LinkedHashMap<>();
            entrants.forEach(team -> rosters.put(team.teamId(), team.roster()));
            return TrfFormat.trf(tournament, rosters, PlayerNames.of(entrants));
        });
    }

    private List<TeamEntity> teamsOf(TournamentView tournament) {
        return teams.list("teamId in ?1", tournament.teams().stream().map(TournamentView.TeamEntry::teamId).toList());
    }

    /** Every team's public name, or "Команда 3" by its pairing number. */
    static Map<UUID, String> teamNames(TournamentEntity tournament, List<TeamEntity> entrants) {
        Map<UUID, String> names = new LinkedHashMap<>();
        for (int number = 1; number <= tournament.teams().size(); number++) {
            UUID team = tournament.team(number);
            String name = entrants.stream().filter(entrant -> entrant.teamId().equals(team)).findFirst()
                    .flatMap(TeamEntity::name).orElse(null);
            names.put(team, PlayerNames.team(name, number));
        }
        return names;
    }
}
