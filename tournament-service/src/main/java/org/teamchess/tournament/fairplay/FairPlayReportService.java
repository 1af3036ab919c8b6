package org.teamchess.tournament.fairplay;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.teamchess.events.game.FocusAway;
import org.teamchess.support.problem.ProblemException;
import org.teamchess.tournament.export.PlayerNames;
import org.teamchess.tournament.repository.BoardGameEntity;
import org.teamchess.tournament.repository.BoardGameRepository;
import org.teamchess.tournament.repository.MatchEntity;
import org.teamchess.tournament.repository.MatchRepository;
import org.teamchess.tournament.repository.TeamRepository;
import org.teamchess.tournament.repository.TournamentEntity;
import org.teamchess.tournament.repository.TournamentRepository;

/**
 * Builds a tournament's fair-play report from the stored analyses and focus records, for its
 * arbiters and its organizer only, and compares each player with the field of the tournament.
 */
@ApplicationScoped
public class FairPlayReportService {

    /** Fewer non-trivial moves than this over the tournament and a player is shown but not compared. */
    static final int MIN_NON_TRIVIAL = 20;
    /** A field smaller than this compares nobody as notable: percentiles of three players say nothing. */
    static final int MIN_FIELD = 5;
    static final double NOTABLE_PERCENTILE = 90;

    /** Who asks. */
    public record Caller(String name, boolean organizer, boolean arbiter) {
    }

    private final TournamentRepository tournaments;
    private final MatchRepository matches;
    private final BoardGameRepository boards;
    private final TeamRepository teams;
    private final FairPlayStore store;
    private final FairPlayWorker worker;
    private final FairPlayConfig config;

    FairPlayReportService(TournamentRepository tournaments, MatchRepository matches, BoardGameRepository boards,
            TeamRepository teams, FairPlayStore store, FairPlayWorker worker, FairPlayConfig config) {
        this.tournaments = tournaments;
        this.matches = matches;
        this.boards = boards;
        this.teams = teams;
        this.store = store;
        this.worker = worker;
        this.config = config;
    }

    /**
     * @throws ProblemException 404 without the tournament; 403 for an organizer of another tournament
     *                          (arbiters read every tournament's report: they have no list per tournament yet)
     */
    @Transactional
    public FairPlayReport report(UUID tournamentId, Caller caller) {
        TournamentEntity tournament = tournaments.findByIdOptional(tournamentId)
                .orElseThrow(() -> ProblemException.notFound("No tournament " + tournamentId));
        if (!caller.arbiter() && !(caller.organizer() && caller.name().equals(tournament.createdBy()))) {
            throw ProblemException.forbidden("The fair-play report is for the tournament's arbiters and organizer");
        }
        PlayerNames names = PlayerNames.of(teams.list("teamId in ?1", tournament.teams()));
        Map<UUID, MatchEntity> byId = new HashMap<>();
        matches.of(tournamentId).forEach(match -> byId.put(match.id(), match));
        List<BoardGameEntity> played = boards.ofMatches(byId.keySet()).stream()
                .filter(board -> board.result().isPresent() && board.pgn().isPresent())
                .sorted(Comparator.comparing((BoardGameEntity board) -> byId.get(board.matchId()).round())
                        .thenComparing(board -> byId.get(board.matchId()).position())
                        .thenComparing(BoardGameEntity::isDecider).thenComparing(BoardGameEntity::board))
                .toList();
        List<UUID> gameIds = played.stream().map(BoardGameEntity::gameId).toList();
        Map<UUID, FairPlayStore.State> states = store.states(gameIds);
        Map<UUID, Map<Character, FairPlayStore.StoredSide>> sides = new HashMap<>();
        Map<UUID, Map<Character, FocusAway>> focusRecords = store.focus(gameIds);
        FocusComparison focus = new FocusComparison();
        String engine = null;
        for (FairPlayStore.StoredSide side : store.sides(gameIds)) {
            sides.computeIfAbsent(side.gameId(), id -> new HashMap<>()).put(side.side(), side);
            engine = side.engine();
        }
        List<FairPlayReport.Game> games = new ArrayList<>();
        int[] counts = new int[FairPlayStore.State.values().length];
        Map<UUID, PlayerTally> tallies = new LinkedHashMap<>();
        for (BoardGameEntity board : played) {
            FairPlayStore.State state = Optional.ofNullable(states.get(board.gameId()))
                    .orElse(FairPlayStore.State.pending);
            counts[state.ordinal()]++;
            Map<Character, FairPlayStore.StoredSide> analysed = sides.getOrDefault(board.gameId(), Map.of());
            Map<Character, FocusAway> away = focusRecords.getOrDefault(board.gameId(), Map.of());
            focus.add(board.whitePlayerId(), away.get('w')).add(board.blackPlayerId(), away.get('b'));
            games.add(new FairPlayReport.Game(board.gameId(), byId.get(board.matchId()).round(), board.board(),
                    board.isDecider(), state.name(), side(analysed.get('w'), names, tallies),
                    side(analysed.get('b'), names, tallies),
                    FocusComparison.view(board.whitePlayerId(), names.of(board.whitePlayerId()), away.get('w')),
                    FocusComparison.view(board.blackPlayerId(), names.of(board.blackPlayerId()), away.get('b'))));
        }
        // A player with focus data but no analysed game yet is shown too: focus needs no engine.
        focus.playerIds().forEach(playerId -> tallies.computeIfAbsent(playerId, PlayerTally::new));
        List<PlayerTally> compared = tallies.values().stream().filter(tally -> tally.nonTrivial >= MIN_NON_TRIVIAL)
                .toList();
        Double medianAcpl = median(compared.stream().map(PlayerTally::acpl).toList());
        Double medianTop1 = median(compared.stream().map(PlayerTally::top1Share).toList());
        List<FairPlayReport.Player> players = tallies.values().stream()
                .map(tally -> tally.player(names, compared, medianAcpl, medianTop1, focus))
                .sorted(Comparator.comparing(FairPlayReport.Player::notable).reversed()
                        .thenComparing(player -> player.top1Percentile() == null ? -1 : -player.top1Percentile())
                        .thenComparing(FairPlayReport.Player::name))
                .toList();
        return new FairPlayReport(worker.engineAvailable(), engine, config.nodes(), config.bookPlies(),
                config.decidedCp(), config.lossCapCp(),
                new FairPlayReport.Queue(counts[0], counts[1], counts[2], counts[3]),
                new FairPlayReport.Field(compared.size(), medianAcpl, medianTop1, focus.fieldSize(),
                        focus.medianLostPerGame(), focus.medianAwaySecondsPerGame()), games, players);
    }

    private static FairPlayReport.Side side(FairPlayStore.StoredSide stored, PlayerNames names,
            Map<UUID, PlayerTally> tallies) {
        if (stored == null) {
            return null;
        }
        SideAnalysis side = stored.analysis();
        tallies.computeIfAbsent(stored.playerId(), PlayerTally::new).add(side);
        List<Double> seconds = side.moveMillis().stream().map(millis -> millis / 1000.0).toList();
        return new FairPlayReport.Side(stored.playerId(), names.of(stored.playerId()), side.moves(), side.acpl(),
                side.nonTrivial(), side.top1Share(), side.top3Share(),
                seconds.isEmpty() ? null : seconds.stream().mapToDouble(Double::doubleValue).average().orElseThrow(),
                median(seconds), seconds.stream().max(Double::compare).orElse(null), seconds);
    }

    /** The median, or null of nothing. */
    static Double median(List<Double> values) {
        List<Double> sorted = values.stream().filter(value -> value != null).sorted().toList();
        if (sorted.isEmpty()) {
            return null;
        }
        int middle = sorted.size() / 2;
        return sorted.size() % 2 == 1 ? sorted.get(middle) : (sorted.get(middle - 1) + sorted.get(middle)) / 2;
    }

    /** A player's sums over his analysed games. */
    private static final class PlayerTally {
        final UUID playerId;
        int games;
        int counted;
        double loss;
        int nonTrivial;
        int top1;
        int top3;

        PlayerTally(UUID playerId) {
            this.playerId = playerId;
        }

        void add(SideAnalysis side) {
            games++;
            if (side.acpl() != null) {
                counted += side.counted();
                loss += side.acpl() * side.counted();
            }
            nonTrivial += side.nonTrivial();
            top1 += side.top1();
            top3 += side.top3();
        }

        Double acpl() {
            return counted == 0 ? null : loss / counted;
        }

        Double top1Share() {
            return nonTrivial == 0 ? null : (double) top1 / nonTrivial;
        }

        FairPlayReport.Player player(PlayerNames names, List<PlayerTally> field, Double medianAcpl, Double medianTop1,
                FocusComparison focus) {
            boolean comparedHere = field.contains(this);
            Double acplPercentile = null;
            Double top1Percentile = null;
            if (comparedHere && field.size() > 1 && acpl() != null) {
                long worse = field.stream().filter(other -> other != this && other.acpl() != null
                        && other.acpl() > acpl()).count();
                long lower = field.stream().filter(other -> other != this && other.top1Share() < top1Share()).count();
                acplPercentile = 100.0 * worse / (field.size() - 1);
                top1Percentile = 100.0 * lower / (field.size() - 1);
            }
            boolean notable = field.size() >= MIN_FIELD && acplPercentile != null
                    && acplPercentile >= NOTABLE_PERCENTILE && top1Percentile >= NOTABLE_PERCENTILE;
            return new FairPlayReport.Player(playerId, names.of(playerId), games, acpl(), nonTrivial, top1Share(),
                    nonTrivial == 0 ? null : (double) top3 / nonTrivial, acplPercentile, top1Percentile,
                    comparedHere && medianAcpl != null && acpl() != null ? acpl() - medianAcpl : null,
                    comparedHere && medianTop1 != null && top1Share() != null ? top1Share() - medianTop1 : null,
                    notable, focus.of(playerId).orElse(null));
        }
    }
}
