package org.teamchess.tournament.export;

import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;
import org.teamchess.tournament.rest.MatchView;
import org.teamchess.tournament.rest.TournamentView;

/**
 * The FIDE Tournament Report File, TRF-16 (FIDE Handbook C.04 Annex 2, "Format of Tournament Report
 * File", approved 2015), for the rating of the games: the tournament's lines ({@code 012} name,
 * {@code 042}/{@code 052} first and last round, {@code 062} players, {@code 082} teams, {@code 092}
 * type, {@code 122} time control, {@code 132} the dates of the rounds reported), a {@code 001} line
 * per player and a {@code 013} line per team with its players' starting ranks. Each line ends with
 * CR LF (the format asks for a CR at the end of every line). Columns count characters.
 *
 * <p>Players are numbered team by team in the tournament's order, each team's players in roster
 * order (then any player who played for it and has left the roster). The rounds reported are the
 * completed ones from round 1 on: a round in play has games without a result, which TRF cannot
 * tell from an absence. Deciders (Armageddon) are left out: a round has one game per player in
 * TRF, and a decider has its own time control. Players without a game in a round (a team's bye, a
 * match not played, a reserve) show {@code 0000 - Z}. What the platform does not know (sex,
 * title, rating, federation, FIDE id, birth date, chief arbiter) is left blank for the federation's
 * officer to fill in; see docs/decisions/tournament-exports.md.
 */
public final class TrfFormat {

    /** Where each field of a {@code 001} line begins (1-based). */
    static final int NUMBER = 5;
    static final int NAME = 15;
    static final int NAME_WIDTH = 33;
    static final int POINTS = 81;
    static final int RANK = 86;
    /** Round 1's opponent; every round takes 10 columns (colour at +5, result at +7). */
    static final int FIRST_ROUND = 92;
    static final int ROUND_WIDTH = 10;
    /** A {@code 013} line: the team's name, then its players' starting ranks 5 columns apart. */
    static final int TEAM_NAME = 5;
    static final int TEAM_NAME_WIDTH = 32;
    static final int FIRST_MEMBER = 37;
    static final int MEMBER_WIDTH = 5;

    private static final DateTimeFormatter TOURNAMENT_DATE = DateTimeFormatter.ofPattern("yyyy/MM/dd");
    private static final DateTimeFormatter ROUND_DATE = DateTimeFormatter.ofPattern("yy/MM/dd");
    private static final String LINE_END = "\r\n";

    private TrfFormat() {
    }

    /**
     * @param rosters each team's players in roster order
     * @param names   the players' names
     */
    public static String trf(TournamentView tournament, Map<UUID, List<UUID>> rosters, PlayerNames names) {
        List<TournamentView.RoundView> reported = reported(tournament.rounds());
        Map<UUID, Player> players = players(tournament, rosters, reported);
        StringBuilder out = new StringBuilder();
        line(out, "012 " + tournament.name());
        if (!tournament.rounds().isEmpty()) {
            line(out, "042 " + TOURNAMENT_DATE.format(tournament.rounds().get(0).scheduledStartLocal()));
            line(out, "052 " + TOURNAMENT_DATE.format(
                    tournament.rounds().get(tournament.rounds().size() - 1).scheduledStartLocal()));
        }
        line(out, "062 " + players.size());
        line(out, "082 " + tournament.teams().size());
        line(out, "092 " + type(tournament.format()));
        line(out, "122 " + tournament.timeControl());
        if (!reported.isEmpty()) {
            Columns dates = new Columns("132");
            for (int index = 0; index < reported.size(); index++) {
                dates.put(FIRST_ROUND + index * ROUND_WIDTH, ROUND_DATE.format(reported.get(index).scheduledStartLocal()));
            }
            line(out, dates.toString());
        }
        for (Player player : players.values()) {
            Columns columns = new Columns("001");
            columns.right(NUMBER, 4, Integer.toString(player.number));
            columns.put(NAME, fit(names.of(player.id), NAME_WIDTH));
            columns.right(POINTS, 4, String.format(Locale.ROOT, "%.1f", player.halves() / 2.0));
            columns.right(RANK, 4, Integer.toString(rank(player, players.values())));
            for (int round = 0; round < reported.size(); round++) {
                int column = FIRST_ROUND + round * ROUND_WIDTH;
                Game game = player.games[round];
                columns.right(column, 4, game == null ? "0000" : Integer.toString(game.opponent.number));
                columns.put(column + 5, game == null ? "-" : game.white ? "w" : "b");
                columns.put(column + 7, game == null ? "Z" : game.result);
            }
            line(out, columns.toString());
        }
        for (TournamentView.TeamEntry team : tournament.teams()) {
            Columns columns = new Columns("013");
            columns.put(TEAM_NAME, fit(PlayerNames.team(team.teamName(), team.number()),
                    TEAM_NAME_WIDTH));
            List<Player> members = players.values().stream().filter(player -> player.team.equals(team.teamId()))
                    .toList();
            for (int index = 0; index < members.size(); index++) {
                columns.right(FIRST_MEMBER + index * MEMBER_WIDTH, 4, Integer.toString(members.get(index).number));
            }
            line(out, columns.toString());
        }
        return out.toString();
    }

    /** The rounds from round 1 on that are paired and whose every match has ended. */
    private static List<TournamentView.RoundView> reported(List<TournamentView.RoundView> rounds) {
        List<TournamentView.RoundView> reported = new ArrayList<>();
        for (TournamentView.RoundView round : rounds) {
            // A Swiss round is paired only when the round before it is complete: no matches yet.
            if (round.matches().isEmpty()
                    || !round.matches().stream().allMatch(match -> match.status().equals("ended"))) {
                break;
            }
            reported.add(round);
        }
        return reported;
    }

    /** Every player with his games of the reported rounds, numbered team by team. */
    private static Map<UUID, Player> players(TournamentView tournament, Map<UUID, List<UUID>> rosters,
            List<TournamentView.RoundView> reported) {
        Map<UUID, List<UUID>> teamPlayers = new LinkedHashMap<>();
        tournament.teams().forEach(team -> teamPlayers.put(team.teamId(),
                new ArrayList<>(rosters.getOrDefault(team.teamId(), List.of()))));
        for (TournamentView.RoundView round : reported) {
            for (MatchView match : round.matches()) {
                for (MatchView.BoardView board : match.boards()) {
                    UUID blackTeam = board.whiteTeamId().equals(match.firstTeamId()) ? match.secondTeamId()
                            : match.firstTeamId();
                    addIfMissing(teamPlayers.get(board.whiteTeamId()), board.whitePlayerId());
                    addIfMissing(teamPlayers.get(blackTeam), board.blackPlayerId());
                }
            }
        }
        Map<UUID, Player> players = new LinkedHashMap<>();
        teamPlayers.forEach((team, ids) -> ids.forEach(id -> players.putIfAbsent(id,
                new Player(players.size() + 1, id, team, reported.size()))));
        for (int index = 0; index < reported.size(); index++) {
            for (MatchView match : reported.get(index).matches()) {
                for (MatchView.BoardView board : match.boards()) {
                    Player white = players.get(board.whitePlayerId());
                    Player black = players.get(board.blackPlayerId());
                    String[] results = results(board);
                    white.games[index] = new Game(black, true, results[0]);
                    black.games[index] = new Game(white, false, results[1]);
                }
            }
        }
        return players;
    }

    private static void addIfMissing(List<UUID> players, UUID player) {
        if (!players.contains(player)) {
            players.add(player);
        }
    }

    /** White's and Black's result codes: 1 = 0 for a game, + - for a forfeit, - - for a double forfeit. */
    private static String[] results(MatchView.BoardView board) {
        String[] played = switch (board.result()) {
            case "1-0" -> new String[] {"1", "0"};
            case "0-1" -> new String[] {"0", "1"};
            case "1/2-1/2" -> new String[] {"=", "="};
            default -> new String[] {"0", "0"};
        };
        return board.unplayed() ? Arrays.stream(played).map(code -> switch (code) {
            case "1" -> "+";
            case "=" -> "=";
            default -> "-";
        }).toArray(String[]::new) : played;
    }

    /** One more than the number of players with more points: equal points share a rank. */
    private static int rank(Player player, Iterable<Player> players) {
        int rank = 1;
        for (Player other : players) {
            if (other.halves() > player.halves()) {
                rank++;
            }
        }
        return rank;
    }

    private static String type(String format) {
        return switch (format) {
            case "double-round-robin" -> "Team: double round robin";
            case "swiss" -> "Team: Swiss system";
            case "match" -> "Team: match";
            default -> "Team: round robin";
        };
    }

    private static String fit(String text, int width) {
        return text.length() <= width ? text : text.substring(0, width);
    }

    private static void line(StringBuilder out, String line) {
        out.append(line.stripTrailing()).append(LINE_END);
    }

    /** A player with his starting rank and his game in each reported round (null: none). */
    private static final class Player {
        private final int number;
        private final UUID id;
        private final UUID team;
        private final Game[] games;

        Player(int number, UUID id, UUID team, int rounds) {
            this.number = number;
            this.id = id;
            this.team = team;
            this.games = new Game[rounds];
        }

        /** Points times two: 1 and + are a win, = a draw. */
        int halves() {
            return Arrays.stream(games).filter(game -> game != null)
                    .mapToInt(game -> switch (game.result) {
                        case "1", "+" -> 2;
                        case "=" -> 1;
                        default -> 0;
                    }).sum();
        }
    }

    /** A game from one player's side: his opponent, his colour, his result code. */
    private record Game(Player opponent, boolean white, String result) {
    }

    /** A fixed-column line: text placed at 1-based columns, spaces between. */
    private static final class Columns {
        private final StringBuilder line;

        Columns(String identification) {
            this.line = new StringBuilder(identification);
        }

        void put(int column, String text) {
            while (line.length() < column - 1) {
                line.append(' ');
            }
            line.replace(column - 1, Math.min(line.length(), column - 1 + text.length()), text);
        }

        /** Right-aligned in a field of {@code width} columns. */
        void right(int column, int width, String text) {
            put(column, " ".repeat(Math.max(0, width - text.length())) + text);
        }

        @Override
        public String toString() {
            return line.toString();
        }
    }
}
