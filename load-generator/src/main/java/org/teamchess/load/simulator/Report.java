package org.teamchess.load.simulator;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.teamchess.load.LatencySummary;
import org.teamchess.load.ProcessCpu;

/**
 * What the run saw, and the checks it makes at the end against the platform's own records: every
 * game ended once on every connection, with every acknowledged move in it and the result the bots
 * were sent; every match ended (no round stuck); the standings equal a recomputation from the
 * matches' board results. Written as Markdown.
 */
final class Report {

    private record Check(String name, int checked, List<String> failures) {
    }

    private final SimulatorSettings settings;
    private final Progress progress;
    private final Faults faults;
    private final Measurements measurements;
    private final Instant began = Instant.now();
    private final List<GamePlay.Outcome> games = new ArrayList<>();
    private final Map<String, JsonNode> endedMatches = new LinkedHashMap<>();
    private final List<String> events = new ArrayList<>();
    private final List<String> stuck = new ArrayList<>();
    private final List<Check> checks = new ArrayList<>();
    private final Map<Integer, Duration> roundTimes = new TreeMap<>();
    private UUID tournamentId;
    private int rounds;
    private JsonNode standings;
    private Instant ended;
    private int federationRecords;
    private int federationRedelivered;

    Report(SimulatorSettings settings, Progress progress, Faults faults, Measurements measurements) {
        this.settings = settings;
        this.progress = progress;
        this.faults = faults;
        this.measurements = measurements;
    }

    void started(UUID tournament, int roundCount) {
        this.tournamentId = tournament;
        this.rounds = roundCount;
    }

    /** Something worth telling that happened in the run (a substitution, a refusal of one). */
    void event(String text) {
        events.add(text);
    }

    /** Waits for the games (null futures: nothing was played), noting those that never end. */
    void awaitGames(int round, List<CompletableFuture<GamePlay.Outcome>> futures, Duration patience)
            throws InterruptedException {
        Instant giveUp = Instant.now().plus(patience);
        for (CompletableFuture<GamePlay.Outcome> future : futures) {
            try {
                long left = Math.max(1, Duration.between(Instant.now(), giveUp).toMillis());
                GamePlay.Outcome outcome = future.get(left, TimeUnit.MILLISECONDS);
                if (outcome != null) {
                    games.add(outcome);
                }
            } catch (TimeoutException e) {
                stuck.add("round " + round + ": a game did not end within " + patience.toMinutes() + " min");
            } catch (java.util.concurrent.ExecutionException e) {
                stuck.add("round " + round + ": a game failed: " + e.getCause());
            }
        }
    }

    void matchEnded(int round, JsonNode match) {
        endedMatches.put(match.path("matchId").asText(), match);
        if (!"ended".equals(match.path("status").asText())) {
            stuck.add("round " + round + ": match " + match.path("matchId").asText() + " is still "
                    + match.path("status").asText());
        }
        roundTimes.put(round, Duration.between(began, Instant.now()));
    }

    /** Checks the records and says whether all checks passed. */
    boolean finish(Api api, Competition competition, UUID tournament) throws IOException, InterruptedException {
        ended = Instant.now();
        String organizer = competition.organizerToken();
        checkGames(api, organizer);
        standings = api.get(settings.tournament(), "/api/tournaments/" + tournament + "/standings", organizer);
        checkStandings();
        checks.add(new Check("no round left stuck (every game and match ended)", rounds, stuck));
        checkFlags();
        if (settings.federation() != null) {
            checkFederationFeed(api, tournament, competition.run());
        }
        if (faults != null) {
            checks.add(new Check("every part came back after its drill", faults.done().size(), faults.done().stream()
                    .filter(drill -> !drill.recovered()).map(drill -> drill.part() + ": " + drill.output()).toList()));
        }
        boolean passed = checks.stream().allMatch(check -> check.failures().isEmpty());
        for (Check check : checks) {
            progress.say("%s %s: %d checked, %d failed%s", check.failures().isEmpty() ? "PASS" : "FAIL", check.name(),
                    check.checked(), check.failures().size(),
                    check.failures().isEmpty() ? "" : " " + check.failures().subList(0, Math.min(3,
                            check.failures().size())));
        }
        return passed;
    }

    private void checkGames(Api api, String organizer) throws IOException, InterruptedException {
        List<String> movesLost = new ArrayList<>();
        List<String> endedTwice = new ArrayList<>();
        List<String> resultDiffers = new ArrayList<>();
        for (GamePlay.Outcome game : games) {
            JsonNode stored = api.get(settings.game(), "/api/games/" + game.gameId(), organizer);
            if (stored.path("ply").asInt() != game.acknowledgedMoves()) {
                movesLost.add(game.gameId() + ": " + game.acknowledgedMoves() + " moves acknowledged, the game has "
                        + stored.path("ply").asInt());
            }
            if (game.endedMessages() != game.connections()) {
                endedTwice.add(game.gameId() + ": game-ended " + game.endedMessages() + " times on "
                        + game.connections() + " connections");
            }
            if (!"finished".equals(stored.path("status").asText())
                    || !game.result().equals(stored.path("result").asText())
                    || !game.termination().equals(stored.path("termination").asText())) {
                resultDiffers.add(game.gameId() + ": the bots were told " + game.result() + " " + game.termination()
                        + ", game-service has " + stored.path("status").asText() + " " + stored.path("result").asText()
                        + " " + stored.path("termination").asText());
            }
        }
        checks.add(new Check("every acknowledged move is in its game, none played twice", games.size(), movesLost));
        checks.add(new Check("every game ended exactly once on each connection", games.size(), endedTwice));
        checks.add(new Check("every game's stored result is the one announced", games.size(), resultDiffers));
    }

    /** The federation feed, read as a federation's dashboard reads it, against the ended matches. */
    private void checkFederationFeed(Api api, UUID tournament, String run) {
        FederationFeedCheck.Feed feed;
        try {
            feed = new FederationFeedCheck(api.json()).read(settings.federation(), tournament, run);
        } catch (IOException | RuntimeException e) {
            checks.add(new Check("the federation feed could be read", 1, List.of(e.toString())));
            return;
        }
        federationRecords = feed.records();
        federationRedelivered = feed.redelivered();
        int boards = endedMatches.values().stream().mapToInt(match -> match.path("boards").size()
                + (match.path("decider").hasNonNull("gameId") ? 1 : 0)).sum();
        checks.add(new Check("the federation feed carries every board result once per event id, none lost", boards,
                FederationFeedCheck.boardFailures(feed, endedMatches.values())));
        checks.add(new Check("the federation feed carries every match result once per event id, none lost",
                endedMatches.size(), FederationFeedCheck.matchFailures(feed, endedMatches.values())));
    }

    /** A flag falls only where a bot let it fall: never because a part of the platform was away. */
    private void checkFlags() {
        List<String> unplanned = games.stream()
                .filter(game -> game.termination().startsWith("time") && game.planned() != Plan.Ending.FLAG)
                .map(game -> game.gameId() + " (" + game.label() + "): " + game.result() + " " + game.termination())
                .toList();
        checks.add(new Check("no flag fell that a bot did not let fall", games.size(), unplanned));
    }

    /** Match points and board points per team, summed from the ended matches, against the standings. */
    private void checkStandings() {
        Map<String, Double> boardPoints = new HashMap<>();
        Map<String, Integer> matchPoints = new HashMap<>();
        for (JsonNode match : endedMatches.values()) {
            for (String side : List.of("first", "second")) {
                String team = match.path(side + "TeamId").asText();
                boardPoints.merge(team, match.path(side + "TeamBoardPoints").asDouble(), Double::sum);
                matchPoints.merge(team, match.path(side + "TeamMatchPoints").asInt(), Integer::sum);
            }
        }
        List<String> differs = new ArrayList<>();
        for (JsonNode row : standings.path("rows")) {
            String team = row.path("teamId").asText();
            double boards = boardPoints.getOrDefault(team, 0.0);
            int points = matchPoints.getOrDefault(team, 0);
            if (Math.abs(row.path("boardPoints").asDouble() - boards) > 1e-9 || row.path("matchPoints").asInt() != points) {
                differs.add(row.path("teamName").asText() + ": standings " + row.path("matchPoints").asInt() + " / "
                        + row.path("boardPoints").asDouble() + ", matches " + points + " / " + boards);
            }
        }
        checks.add(new Check("the standings equal a recomputation from the matches", standings.path("rows").size(),
                differs));
    }

    /** The round trips, the flag falls' delay, and each process's CPU per move and memory (docs/benchmarks.md). */
    private String measured() {
        StringBuilder text = new StringBuilder("\n## Measured (from round 1's start to the last round's end)\n\n");
        long moves = measurements.movesMeasured();
        double seconds = measurements.secondsMeasured();
        text.append(String.format(Locale.ROOT, "%d moves acknowledged in %.0f s (%.1f moves/s).%n%n", moves,
                seconds, seconds > 0 ? moves / seconds : 0.0));
        text.append("| latency | samples | p50 | p90 | p99 | max |\n|---|---|---|---|---|---|\n");
        latencyRow(text, "send -> the mover's ack", measurements.acks());
        latencyRow(text, "send -> the opponent's copy", measurements.deliveries());
        latencyRow(text, "a planned flag: deadline -> game-ended at the bots", measurements.flagDelays());
        List<ProcessCpu.Usage> usage = measurements.usage();
        if (!usage.isEmpty() && moves > 0) {
            text.append("\n| process | CPU s | CPU ms per move | largest RSS MiB |\n|---|---|---|---|\n");
            double total = 0;
            for (ProcessCpu.Usage part : usage) {
                total += part.cpuSeconds();
                text.append(String.format(Locale.ROOT, "| %s | %.1f | %.2f | %d |%n", part.part(),
                        part.cpuSeconds(), part.cpuSeconds() * 1000 / moves, part.maxRssKib() / 1024));
            }
            text.append(String.format(Locale.ROOT, "| **all** | %.1f | %.2f | |%n", total, total * 1000 / moves));
        }
        return text.toString();
    }

    private static void latencyRow(StringBuilder text, String name, LatencySummary summary) {
        text.append(String.format(Locale.ROOT, "| %s | %d | %.1f ms | %.1f ms | %.1f ms | %.1f ms |%n", name,
                summary.count(), summary.p50() / 1000.0, summary.p90() / 1000.0, summary.p99() / 1000.0,
                summary.max() / 1000.0));
    }

    String markdown() {
        StringBuilder text = new StringBuilder();
        text.append("# Simulation report\n\n");
        text.append("| setting | value |\n|---|---|\n");
        text.append("| tournament | ").append(tournamentId).append(" |\n");
        text.append("| schools | ").append(settings.schools()).append(" (").append(settings.format()).append(", ")
                .append(rounds).append(" rounds) |\n");
        text.append("| time control | ").append(settings.timeControl()).append(" |\n");
        text.append("| bots' pace | ~").append(settings.pace().toMillis()).append(" ms a move |\n");
        text.append("| seed | ").append(settings.seed()).append(" |\n");
        text.append("| ran | ").append(began).append(" to ").append(ended == null ? Instant.now() : ended).append(" |\n");
        text.append("| moves acknowledged | ").append(progress.moves()).append(" |\n");
        text.append("| games | ").append(games.size()).append(" |\n");
        text.append("| faults injected | ").append(progress.faults()).append(" |\n");
        text.append("| bots' reconnections | ").append(progress.reconnections()).append(" |\n");
        text.append("| refusals (code: count) | ").append(progress.refusals()).append(" |\n");
        if (settings.federation() != null) {
            text.append("| federation feed | ").append(federationRecords).append(" records read, ")
                    .append(federationRedelivered).append(" of this tournament's delivered again under an id already seen |\n");
        }
        text.append('\n');

        text.append("## Checks\n\n| check | checked | failed |\n|---|---|---|\n");
        for (Check check : checks) {
            text.append("| ").append(check.name()).append(" | ").append(check.checked()).append(" | ")
                    .append(check.failures().size()).append(" |\n");
        }
        for (Check check : checks) {
            for (String failure : check.failures()) {
                text.append("\n- ").append(check.name()).append(": ").append(failure);
            }
        }

        text.append("\n\n## How the games ended\n\n| plan | games | ended as planned | terminations |\n|---|---|---|---|\n");
        Map<String, List<GamePlay.Outcome>> byPlan = new TreeMap<>();
        games.forEach(game -> byPlan.computeIfAbsent(game.label(), label -> new ArrayList<>()).add(game));
        byPlan.forEach((label, outcomes) -> {
            long asPlanned = outcomes.stream().filter(game -> game.expectedResult() == null
                    || game.expectedResult().equals(game.result())).count();
            Map<String, Long> terminations = new TreeMap<>();
            outcomes.forEach(game -> terminations.merge(game.result() + " " + game.termination(), 1L, Long::sum));
            text.append("| ").append(label).append(" | ").append(outcomes.size()).append(" | ").append(asPlanned)
                    .append(" | ").append(terminations).append(" |\n");
        });

        text.append(measured());
        if (faults != null) {
            text.append("\n## Fault drills\n\n| part | at (since the run began) | away | back |\n|---|---|---|---|\n");
            for (Faults.Drill drill : faults.done()) {
                text.append("| ").append(drill.part()).append(" | ").append(drill.at().toMinutes()).append(" min ")
                        .append(drill.at().toSecondsPart()).append(" s | ").append(drill.away().toSeconds())
                        .append(" s | ").append(drill.recovered() ? "yes" : "NO").append(" |\n");
            }
        }
        if (!events.isEmpty()) {
            text.append("\n## Events\n\n");
            events.forEach(event -> text.append("- ").append(event).append('\n'));
        }
        text.append("\n## Rounds (time since the start of the run when the round's last match ended)\n\n");
        roundTimes.forEach((round, time) -> text.append("- round ").append(round).append(": ")
                .append(time.toMinutes()).append(" min ").append(time.toSecondsPart()).append(" s\n"));
        if (standings != null) {
            text.append("\n## Final standings\n\n| rank | team | match points | board points | played |\n|---|---|---|---|---|\n");
            for (JsonNode row : standings.path("rows")) {
                text.append("| ").append(row.path("rank").asInt()).append(" | ").append(row.path("teamName").asText())
                        .append(" | ").append(row.path("matchPoints").asInt()).append(" | ")
                        .append(row.path("boardPoints").asDouble()).append(" | ").append(row.path("played").asInt())
                        .append(" |\n");
            }
        }
        return text.toString();
    }
}
