package org.teamchess.tournament.playoff;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.teamchess.tournament.rest.StandingsView;
import org.teamchess.tournament.standings.Standings;

/**
 * The play-offs in the standings: a decided play-off's order gives its teams their places
 * (marked as decided by play-off); one not held leaves them to the tie-breaks (marked so).
 */
@ApplicationScoped
public class PlayoffStandings {

    private final PlayoffRepository playoffs;
    private final PlayoffMatchRepository matches;

    PlayoffStandings(PlayoffRepository playoffs, PlayoffMatchRepository matches) {
        this.playoffs = playoffs;
        this.matches = matches;
    }

    /** The standings with the tournament's play-offs: their places, and the play-offs themselves. */
    public StandingsView applyTo(StandingsView view) {
        List<PlayoffEntity> all = playoffs.of(view.tournamentId());
        if (all.isEmpty()) {
            return view;
        }
        Map<UUID, Integer> ranks = new HashMap<>();
        view.rows().stream().filter(StandingsView.Row::resultsCounted).forEach(row -> ranks.put(row.teamId(),
                row.rank()));
        List<PlayoffView> views = all.stream().map(playoff -> view(playoff, ranks)).toList();
        Map<UUID, Integer> places = places(views);
        List<StandingsView.Row> rows = new ArrayList<>(view.rows().stream().map(row -> places.containsKey(row.teamId())
                ? new StandingsView.Row(places.get(row.teamId()), row.teamId(), row.teamName(), row.withdrawn(),
                        row.resultsCounted(), row.played(), row.matchPoints(), row.boardPoints(), row.tieBreaks(),
                        row.encounters())
                : row).toList());
        rows.sort(Comparator.comparingInt(StandingsView.Row::rank)); // stable: equal ranks keep their order
        return new StandingsView(view.tournamentId(), view.tournamentName(), view.tieBreaks(), rows, views);
    }

    /** The ranked rows with the places the play-offs decided, for the standings event. */
    public List<Standings.Row> apply(UUID tournamentId, List<Standings.Row> ranked) {
        Map<UUID, Integer> ranks = new HashMap<>();
        ranked.forEach(row -> ranks.put(row.team(), row.rank()));
        Map<UUID, Integer> places = places(playoffs.of(tournamentId).stream()
                .map(playoff -> view(playoff, ranks)).toList());
        List<Standings.Row> rows = new ArrayList<>(ranked.stream().map(row -> places.containsKey(row.team())
                ? new Standings.Row(places.get(row.team()), row.team(), row.played(), row.matchPoints(),
                        row.boardHalves(), row.values())
                : row).toList());
        rows.sort(Comparator.comparingInt(Standings.Row::rank));
        return List.copyOf(rows);
    }

    /** The tournament's play-offs, without final places for teams whose rank is unknown here. */
    public List<PlayoffView> views(UUID tournamentId, Map<UUID, Integer> ranks) {
        return playoffs.of(tournamentId).stream().map(playoff -> view(playoff, ranks)).toList();
    }

    /** The play-off, places by the tie-breaks' ranks as given (none: counted from its first place). */
    public PlayoffView view(PlayoffEntity playoff) {
        return view(playoff, Map.of());
    }

    PlayoffView view(PlayoffEntity playoff, Map<UUID, Integer> ranks) {
        List<PlayoffView.Place> places = new ArrayList<>();
        if (playoff.status() != PlayoffEntity.Status.PLAYING) {
            List<UUID> order = playoff.finalOrder();
            Set<UUID> byPlayoff = playoff.decidedByPlayoff();
            for (int index = 0; index < order.size(); index++) {
                UUID team = order.get(index);
                int place = playoff.firstPlace() + index;
                boolean played = byPlayoff.contains(team);
                if (!played && index > 0 && !byPlayoff.contains(order.get(index - 1))
                        && ranks.containsKey(team) && ranks.get(team).equals(ranks.get(order.get(index - 1)))) {
                    // Level on every tie-break too: they share the place, as the standings do.
                    place = places.get(index - 1).place();
                }
                places.add(new PlayoffView.Place(team, place, played ? "play-off" : "tie-breaks"));
            }
        }
        List<PlayoffView.Match> shown = matches.of(playoff.id()).stream().map(match -> new PlayoffView.Match(
                match.id(), match.kind().wireName(), match.stage(), match.firstTeamId(), match.secondTeamId(),
                match.isPublished(), match.isEnded(),
                matches.games(match.id()).stream().mapToInt(PlayoffGameEntity::firstTeamHalves).sum() / 2.0,
                matches.games(match.id()).stream().mapToInt(PlayoffGameEntity::secondTeamHalves).sum() / 2.0,
                match.winnerTeamId().orElse(null),
                matches.games(match.id()).stream().map(game -> new PlayoffView.Game(game.gameId(), game.leg(),
                        game.board(), game.whitePlayerId(), game.blackPlayerId(),
                        game.result().map(result -> result.wireName()).orElse(null))).toList())).toList();
        return new PlayoffView(playoff.id(), playoff.firstPlace(),
                playoff.status().name().toLowerCase().replace('_', '-'), playoff.note().orElse(null),
                playoff.deadline(), playoff.teams(), places, shown);
    }

    private static Map<UUID, Integer> places(List<PlayoffView> views) {
        Map<UUID, Integer> places = new HashMap<>();
        views.forEach(view -> view.places().forEach(place -> places.put(place.teamId(), place.place())));
        return places;
    }
}
