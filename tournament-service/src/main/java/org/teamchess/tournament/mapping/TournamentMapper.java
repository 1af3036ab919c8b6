package org.teamchess.tournament.mapping;

import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.util.LinkedHashMap;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.teamchess.events.tournament.MatchOutcome;
import org.teamchess.events.tournament.StandingsRow;
import org.teamchess.events.tournament.TieBreakValue;
import org.teamchess.tournament.names.NamePolicy;
import org.teamchess.tournament.repository.BoardGameEntity;
import org.teamchess.tournament.repository.MatchEntity;
import org.teamchess.tournament.repository.RoundEntity;
import org.teamchess.tournament.repository.TournamentEntity;
import org.teamchess.tournament.repository.WithdrawalEntity;
import org.teamchess.tournament.rest.MatchView;
import org.teamchess.tournament.rest.StandingsView;
import org.teamchess.tournament.rest.TournamentView;
import org.teamchess.tournament.standings.MatchScore;
import org.teamchess.tournament.standings.Standings;
import org.teamchess.tournament.standings.TieBreak;

/** From the entities and the standings model to what leaves the service: API views and event parts. */
public final class TournamentMapper {

    private TournamentMapper() {
    }

    /**
     * @param boardsByMatch the boards of every published match
     * @param teamNames     the teams' public names, where known
     * @param playerNames   the players' public names, where known
     */
    public static TournamentView toView(TournamentEntity tournament, List<RoundEntity> rounds,
            List<MatchEntity> matches, Map<UUID, List<BoardGameEntity>> boardsByMatch, Map<UUID, String> teamNames,
            Map<UUID, String> playerNames) {
        List<TournamentView.TeamEntry> teams = IntStream.range(0, tournament.teams().size())
                .mapToObj(index -> new TournamentView.TeamEntry(index + 1, tournament.teams().get(index),
                        teamNames.get(tournament.teams().get(index))))
                .toList();
        List<TournamentView.RoundView> roundViews = rounds.stream()
                .map(round -> new TournamentView.RoundView(round.number(), round.scheduledStart(),
                        local(round.scheduledStart(), tournament.timeZone()), round.isPublished(), round.isPaired(),
                        tournament.lineUpDeadline(round.scheduledStart()).orElse(null), round.byeTeamId().orElse(null),
                        matches.stream().filter(match -> match.round() == round.number())
                                .map(match -> toView(tournament, match, round.isPublished(),
                                        boardsByMatch.getOrDefault(match.id(), List.of()), teamNames,
                                        playerNames))
                                .toList()))
                .toList();
        return new TournamentView(tournament.id(), tournament.competitionId(), tournament.name(),
                tournament.format().wireName(), tournament.boards(), tournament.timeControl(),
                tournament.timeZone().getId(), wireNames(tournament.tieBreaks()), tournament.drawnMatch().wireName(),
                tournament.deciderBoard(), tournament.spectatorDelaySeconds(),
                tournament.lineUpDeadlineMinutes().isPresent() ? tournament.lineUpDeadlineMinutes().getAsInt() : null,
                tournament.defaultTimeMinutes().isPresent() ? tournament.defaultTimeMinutes().getAsInt() : null,
                teams, roundViews, tournament.publicNames().wireName(), NamePolicy.FULL.wireName());
    }

    /**
     * @param published whether the match's round is published
     * @param teamNames the teams' public names, where known
     * @param playerNames the players' public names, where known
     */
    public static MatchView toView(TournamentEntity tournament, MatchEntity match, boolean published,
            List<BoardGameEntity> boards, Map<UUID, String> teamNames, Map<UUID, String> playerNames) {
        Optional<BoardGameEntity> decider = boards.stream().filter(BoardGameEntity::isDecider).findFirst();
        String status = match.isEnded() ? "ended" : decider.isPresent() ? "decider" : published ? "published"
                : "scheduled";
        List<MatchView.BoardView> boardViews = boards.stream()
                .filter(board -> !board.isDecider())
                .map(board -> toView(match, board, playerNames))
                .toList();
        Double firstPoints = null;
        Double secondPoints = null;
        Integer firstMatchPoints = null;
        Integer secondMatchPoints = null;
        String outcome = null;
        if (match.isEnded()) {
            MatchScore score = score(match);
            firstPoints = score.firstTeamHalves() / 2.0;
            secondPoints = score.secondTeamHalves() / 2.0;
            firstMatchPoints = score.matchPointsOf(match.firstTeamId());
            secondMatchPoints = score.matchPointsOf(match.secondTeamId());
            outcome = outcome(score).wireName();
        }
        return new MatchView(match.id(), match.tournamentId(), match.round(), match.firstTeamId(),
                match.secondTeamId(), teamNames.get(match.firstTeamId()), teamNames.get(match.secondTeamId()),
                match.scheduledStart(), local(match.scheduledStart(), tournament.timeZone()),
                status, boardViews, firstPoints, secondPoints, firstMatchPoints, secondMatchPoints, outcome,
                decider.map(board -> toView(match, board, playerNames)).orElse(null),
                match.deciderWinnerTeamId().orElse(null), match.forfeitedByTeamId().orElse(null),
                NamePolicy.FULL.wireName());
    }

    private static MatchView.BoardView toView(MatchEntity match, BoardGameEntity board, Map<UUID, String> playerNames) {
        return new MatchView.BoardView(board.board(), board.gameId(), board.whitePlayerId(), board.blackPlayerId(),
                playerNames.get(board.whitePlayerId()), playerNames.get(board.blackPlayerId()),
                board.firstTeamWhite() ? match.firstTeamId() : match.secondTeamId(), board.result().orElse(null),
                board.unplayed());
    }

    /** The score of an ended match. */
    public static MatchScore score(MatchEntity match) {
        return new MatchScore(match.firstTeamId(), match.secondTeamId(), match.firstTeamHalves().orElseThrow(),
                match.secondTeamHalves().orElseThrow(), match.deciderWinnerTeamId().orElse(null));
    }

    public static MatchOutcome outcome(MatchScore score) {
        int first = score.matchPointsOf(score.firstTeam());
        return first == 2 ? MatchOutcome.FIRST_TEAM_WON : first == 0 ? MatchOutcome.SECOND_TEAM_WON
                : MatchOutcome.LEVEL;
    }

    /**
     * The standings with the crosstable. The teams that withdrew having completed under half of
     * their matches follow the ranked ones, their results shown but not counted (Art. 24.1.1).
     *
     * @param ranked        the ranked rows
     * @param withdrawn     the teams that withdrew
     * @param teamNames     the teams' public names, where known
     * @param matches       every match of the tournament
     * @param boardsByMatch the boards of every published match
     */
    public static StandingsView toView(TournamentEntity tournament, List<Standings.Row> ranked,
            List<WithdrawalEntity> withdrawn, Map<UUID, String> teamNames, List<MatchEntity> matches,
            Map<UUID, List<BoardGameEntity>> boardsByMatch) {
        Set<UUID> withdrawnTeams = withdrawn.stream().map(WithdrawalEntity::teamId).collect(Collectors.toSet());
        Set<UUID> uncounted = withdrawn.stream().filter(withdrawal -> !withdrawal.resultsCounted())
                .map(WithdrawalEntity::teamId).collect(Collectors.toSet());
        List<StandingsView.Row> rows = new ArrayList<>();
        for (Standings.Row row : ranked) {
            Map<String, Double> values = new LinkedHashMap<>();
            row.values().forEach((tieBreak, value) -> values.put(tieBreak.wireName(), value));
            rows.add(new StandingsView.Row(row.rank(), row.team(), teamNames.get(row.team()),
                    withdrawnTeams.contains(row.team()), true, row.played(), row.matchPoints(), row.boardPoints(),
                    values, encounters(row.team(), matches, boardsByMatch, uncounted)));
        }
        for (UUID team : tournament.teams().stream().filter(uncounted::contains).toList()) {
            List<MatchScore> own = matches.stream().filter(match -> match.isEnded() && match.involves(team))
                    .map(TournamentMapper::score).toList();
            rows.add(new StandingsView.Row(ranked.size() + 1, team, teamNames.get(team), true, false, own.size(),
                    own.stream().mapToInt(score -> score.matchPointsOf(team)).sum(),
                    own.stream().mapToInt(score -> score.halvesOf(team)).sum() / 2.0, Map.of(),
                    encounters(team, matches, boardsByMatch, uncounted)));
        }
        return new StandingsView(tournament.id(), tournament.name(), wireNames(tournament.tieBreaks()), rows);
    }

    private static List<StandingsView.Encounter> encounters(UUID team, List<MatchEntity> matches,
            Map<UUID, List<BoardGameEntity>> boardsByMatch, Set<UUID> uncounted) {
        return matches.stream()
                .filter(match -> match.involves(team))
                .map(match -> encounter(match, team, boardsByMatch.getOrDefault(match.id(), List.of()),
                        !uncounted.contains(match.firstTeamId()) && !uncounted.contains(match.secondTeamId())))
                .toList();
    }

    private static StandingsView.Encounter encounter(MatchEntity match, UUID team, List<BoardGameEntity> boards,
            boolean counted) {
        boolean first = match.firstTeamId().equals(team);
        UUID opponent = first ? match.secondTeamId() : match.firstTeamId();
        if (match.isEnded()) {
            MatchScore score = score(match);
            Boolean deciderWon = score.deciderWinner() == null ? null : score.deciderWinner().equals(team);
            return new StandingsView.Encounter(match.round(), match.id(), opponent,
                    match.forfeitedByTeamId().isPresent() ? "forfeit" : "played", counted,
                    score.halvesOf(team) / 2.0, score.halvesOf(opponent) / 2.0, score.matchPointsOf(team), deciderWon);
        }
        List<BoardGameEntity> played = boards.stream().filter(board -> !board.isDecider()).toList();
        if (played.isEmpty()) {
            return new StandingsView.Encounter(match.round(), match.id(), opponent, "pending", counted, null, null,
                    null, null);
        }
        // The points so far: only the boards with a result count.
        int firstHalves = 0;
        int secondHalves = 0;
        for (BoardGameEntity board : played) {
            if (board.result().isPresent()) {
                firstHalves += board.firstTeamHalves();
                secondHalves += board.secondTeamHalves();
            }
        }
        return new StandingsView.Encounter(match.round(), match.id(), opponent, "playing", counted,
                (first ? firstHalves : secondHalves) / 2.0, (first ? secondHalves : firstHalves) / 2.0, null, null);
    }

    /** The rows of a {@code StandingsUpdated}. */
    public static List<StandingsRow> toEventRows(List<Standings.Row> rows) {
        return rows.stream()
                .map(row -> new StandingsRow(row.rank(), row.team(), row.played(), row.matchPoints(), row.boardPoints(),
                        row.values().entrySet().stream()
                                .map(entry -> new TieBreakValue(entry.getKey().wireName(), entry.getValue()))
                                .toList()))
                .toList();
    }

    private static List<String> wireNames(List<TieBreak> order) {
        return order.stream().map(TieBreak::wireName).toList();
    }

    private static OffsetDateTime local(Instant instant, ZoneId zone) {
        return instant.atZone(zone).toOffsetDateTime();
    }
}
