package org.teamchess.tournament.names;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.Function;
import org.teamchess.tournament.export.PlayerNames;
import org.teamchess.tournament.rest.MatchView;
import org.teamchess.tournament.rest.TournamentView;

/**
 * The players' names as a reader may see them (docs/decisions/names-policy.md): every view and
 * public export of the service passes its names through here, whatever their source, so that no
 * way out shows more than the tournament's {@link NamePolicy} allows.
 */
public final class PublicNames {

    private PublicNames() {
    }

    /**
     * The player's name under the policy.
     *
     * @param name     his name as registration gives it (first name, then surname), or null
     * @param board    the board he plays in the match, from 1
     * @param teamName his team's public name
     * @return the name, the first name with the surname's initial, or "Доска 2, Школа № 5"; null for
     *         a player without a name unless the policy hides names
     */
    public static String shown(NamePolicy policy, String name, int board, String teamName) {
        return switch (policy) {
            case FULL -> name;
            case FIRST_NAME_INITIAL -> name == null ? null : firstNameAndInitial(name);
            case HIDDEN -> "Доска " + board + ", " + teamName;
        };
    }

    /** "Иван П." of "Иван Петров"; a single word stays as it is. */
    static String firstNameAndInitial(String name) {
        String[] words = name.strip().split("\\s+");
        if (words.length < 2) {
            return words[0];
        }
        // The surname's first letter; a hyphenated surname keeps its first part's (Петрова-Водкина: П.).
        return words[0] + " " + words[words.length - 1].substring(0, words[words.length - 1].offsetByCodePoints(0, 1))
                + ".";
    }

    /** The tournament with every board's names as the policy shows them. */
    public static TournamentView apply(TournamentView view, NamePolicy policy) {
        Map<UUID, String> teamNames = new HashMap<>();
        view.teams().forEach(team -> teamNames.put(team.teamId(), PlayerNames.team(team.teamName(), team.number())));
        List<TournamentView.RoundView> rounds = view.rounds().stream()
                .map(round -> new TournamentView.RoundView(round.round(), round.scheduledStart(),
                        round.scheduledStartLocal(), round.published(), round.paired(), round.lineUpDeadline(),
                        round.byeTeamId(), round.matches().stream()
                                .map(match -> apply(match, policy, teamNames::get)).toList()))
                .toList();
        return new TournamentView(view.id(), view.competitionId(), view.name(), view.format(), view.boards(),
                view.timeControl(), view.timeZone(), view.tieBreaks(), view.drawnMatch(), view.deciderBoard(),
                view.spectatorDelaySeconds(), view.lineUpDeadlineMinutes(), view.defaultTimeMinutes(), view.teams(),
                rounds, view.publicNames(), policy.wireName());
    }

    /**
     * The match with its boards' names as the policy shows them.
     *
     * @param teamNames the public name of each team, for hidden names
     */
    public static MatchView apply(MatchView match, NamePolicy policy, Function<UUID, String> teamNames) {
        Map<UUID, String> full = new HashMap<>();
        boardsOf(match).forEach(board -> {
            full.put(board.whitePlayerId(), board.whitePlayerName());
            full.put(board.blackPlayerId(), board.blackPlayerName());
        });
        Map<UUID, String> names = namesIn(match, policy, teamNames, full::get);
        return new MatchView(match.matchId(), match.tournamentId(), match.round(), match.firstTeamId(),
                match.secondTeamId(), match.firstTeamName(), match.secondTeamName(), match.scheduledStart(),
                match.scheduledStartLocal(), match.status(),
                match.boards().stream().map(board -> named(board, names)).toList(), match.firstTeamBoardPoints(),
                match.secondTeamBoardPoints(), match.firstTeamMatchPoints(), match.secondTeamMatchPoints(),
                match.outcome(), match.decider() == null ? null : named(match.decider(), names),
                match.deciderWinnerTeamId(), match.forfeitedByTeamId(), policy.wireName());
    }

    /**
     * Every player's name in the match under the policy, by player id. A decider's players are
     * named by the board they played in the match.
     *
     * @param fullNames each player's name as registration gives it, or null
     */
    public static Map<UUID, String> namesIn(MatchView match, NamePolicy policy, Function<UUID, String> teamNames,
            Function<UUID, String> fullNames) {
        Map<UUID, String> names = new HashMap<>();
        for (MatchView.BoardView board : boardsOf(match)) {
            UUID blackTeam = board.whiteTeamId().equals(match.firstTeamId()) ? match.secondTeamId()
                    : match.firstTeamId();
            if (!names.containsKey(board.whitePlayerId())) {
                names.put(board.whitePlayerId(), shown(policy, fullNames.apply(board.whitePlayerId()), board.board(),
                        teamNames.apply(board.whiteTeamId())));
            }
            if (!names.containsKey(board.blackPlayerId())) {
                names.put(board.blackPlayerId(), shown(policy, fullNames.apply(board.blackPlayerId()), board.board(),
                        teamNames.apply(blackTeam)));
            }
        }
        return names;
    }

    /** The boards, then the decider: its players keep the boards they played. */
    private static List<MatchView.BoardView> boardsOf(MatchView match) {
        List<MatchView.BoardView> boards = new ArrayList<>(match.boards());
        if (match.decider() != null) {
            boards.add(match.decider());
        }
        return boards;
    }

    private static MatchView.BoardView named(MatchView.BoardView board, Map<UUID, String> names) {
        return new MatchView.BoardView(board.board(), board.gameId(), board.whitePlayerId(), board.blackPlayerId(),
                names.get(board.whitePlayerId()), names.get(board.blackPlayerId()), board.whiteTeamId(),
                board.result(), board.unplayed());
    }
}
