package org.teamchess.tournament.fairplay;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.teamchess.events.game.FocusAway;

/**
 * The players' focus records over a tournament (time away during their own turns), each compared
 * with the field: every player with focus data, per game, so that a player of five games and one
 * of two compare fairly. A signal, never a verdict.
 */
final class FocusComparison {

    private final Map<UUID, Sums> players = new LinkedHashMap<>();

    /** Adds one side of one game; null (no focus data for the game) adds nothing. */
    FocusComparison add(UUID playerId, FocusAway away) {
        if (away != null) {
            players.computeIfAbsent(playerId, id -> new Sums()).add(away);
        }
        return this;
    }

    /** The players with focus data, in the order they were first added. */
    List<UUID> playerIds() {
        return List.copyOf(players.keySet());
    }

    int fieldSize() {
        return players.size();
    }

    Double medianLostPerGame() {
        return FairPlayReportService.median(players.values().stream().map(Sums::lostPerGame).toList());
    }

    Double medianAwaySecondsPerGame() {
        return FairPlayReportService.median(players.values().stream().map(Sums::awaySecondsPerGame).toList());
    }

    /** A player's focus, compared with the field's medians when the field has another player. */
    Optional<FairPlayReport.PlayerFocus> of(UUID playerId) {
        Sums sums = players.get(playerId);
        if (sums == null) {
            return Optional.empty();
        }
        boolean compared = players.size() > 1;
        return Optional.of(new FairPlayReport.PlayerFocus(sums.games, sums.lost, sums.awayMillis / 1000.0,
                sums.longestMillis / 1000.0, sums.lostPerGame(), sums.awaySecondsPerGame(),
                compared ? sums.lostPerGame() - medianLostPerGame() : null,
                compared ? sums.awaySecondsPerGame() - medianAwaySecondsPerGame() : null));
    }

    /** One game side's focus as the report shows it, or null without data. */
    static FairPlayReport.Focus view(UUID playerId, String name, FocusAway away) {
        return away == null ? null : new FairPlayReport.Focus(playerId, name, away.lost(), away.awayMillis() / 1000.0,
                away.longestMillis() / 1000.0);
    }

    private static final class Sums {
        int games;
        int lost;
        long awayMillis;
        long longestMillis;

        void add(FocusAway away) {
            games++;
            lost += away.lost();
            awayMillis += away.awayMillis();
            longestMillis = Math.max(longestMillis, away.longestMillis());
        }

        double lostPerGame() {
            return (double) lost / games;
        }

        double awaySecondsPerGame() {
            return awayMillis / 1000.0 / games;
        }
    }
}
