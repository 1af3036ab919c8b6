package org.teamchess.load.simulator;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.http.HttpClient;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.teamchess.load.Keycloak;
import org.teamchess.load.MoveChooser;
import org.teamchess.load.ProcessCpu;
import org.teamchess.load.simulator.Competition.Child;
import org.teamchess.load.simulator.Competition.School;

/**
 * A whole competition played by bots on a running platform, through its public APIs only: schools
 * register with every child's own account, the organizer creates the tournament, and round after
 * round each child's bot plays his board over a real WebSocket at a human pace, by a plan that
 * mixes mates, resignations, agreed draws, a threefold claim, a flag fall, a no-show, a reserve
 * brought in by the coach and a level match decided by Armageddon; to the final standings, which
 * the run then checks against the games (see {@link Report}).
 */
public final class Simulator {

    private static final ZoneId ZONE = ZoneId.of("Asia/Anadyr");
    private static final Duration POLL = Duration.ofSeconds(1);

    private final SimulatorSettings settings;
    private final String run = Long.toString(System.currentTimeMillis(), 36);
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
    private final ObjectMapper json = new ObjectMapper();
    private final Api api = new Api(http, json);
    private final Progress progress = new Progress();
    private final ScheduledExecutorService scheduler = Executors.newScheduledThreadPool(2);
    private final Competition competition;
    private final Planner planner;
    private final GamePlay.Tools tools;
    private final Report report;
    private final Faults faults;
    private final Measurements measurements;
    private int gamesSeated;

    private Simulator(SimulatorSettings settings) {
        this.settings = settings;
        Keycloak keycloak = new Keycloak(http, settings.keycloak(), json);
        this.competition = new Competition(api, keycloak, settings, run);
        this.planner = new Planner(new Random(settings.seed()));
        this.measurements = new Measurements(runFolder(settings));
        this.tools = new GamePlay.Tools(http, json, scheduler, new MoveChooser(settings.seed()),
                new Random(settings.seed() + 1), settings.pace(), settings.maxPlies(), progress, measurements);
        this.faults = settings.faults() ? new Faults(settings.platform(), settings.games().size(),
                settings.faultDown(), progress) : null;
        this.report = new Report(settings, progress, faults, measurements);
    }

    /** The platform's run folder, when it is on this machine: its pid files give the processes to measure. */
    private static Path runFolder(SimulatorSettings settings) {
        return ProcessCpu.runFolder(settings.platform().toAbsolutePath().getParent().resolve("run"));
    }

    public static void main(String[] arguments) throws Exception {
        if (List.of(arguments).contains("--help")) {
            System.out.print(SimulatorSettings.USAGE);
            return;
        }
        SimulatorSettings settings;
        try {
            settings = SimulatorSettings.parse(arguments);
        } catch (IllegalArgumentException e) {
            System.err.println(e.getMessage());
            System.err.print(SimulatorSettings.USAGE);
            System.exit(64);
            return;
        }
        Simulator simulator = new Simulator(settings);
        boolean passed;
        try {
            passed = simulator.run();
        } finally {
            simulator.close();
        }
        System.exit(passed ? 0 : 1);
    }

    /** @return whether every check of the report passed */
    private boolean run() throws Exception {
        progress.say("simulation %s: %d schools, %s, time control %s, a move every ~%d ms; rounds %d min apart",
                run, settings.schools(), settings.format(), settings.timeControl(), settings.pace().toMillis(),
                settings.roundLength().toMinutes());
        progress.start();
        competition.register(progress);
        JsonNode tournament = createTournament();
        UUID tournamentId = UUID.fromString(tournament.path("id").asText());
        int rounds = tournament.path("rounds").size();
        progress.say("tournament %s: %d rounds, round 1 at %s", tournamentId, rounds,
                tournament.path("rounds").get(0).path("scheduledStartLocal").asText());
        report.started(tournamentId, rounds);
        scheduler.scheduleAtFixedRate(measurements::sample, 5, 5, TimeUnit.SECONDS);
        for (int round = 1; round <= rounds; round++) {
            progress.round(round, rounds);
            playRound(tournamentId, round, rounds);
        }
        measurements.stop(progress.moves());
        return report.finish(api, competition, tournamentId);
    }

    private JsonNode createTournament() throws Exception {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("competitionId", competition.id().toString());
        body.put("name", "Симуляция " + run);
        body.put("format", settings.format());
        if ("swiss".equals(settings.format())) {
            body.put("rounds", settings.swissRounds());
        }
        body.put("teamIds", competition.schools().stream().map(school -> school.teamId().toString()).toList());
        body.put("timeControl", settings.timeControl());
        body.put("timeZone", ZONE.getId());
        body.put("firstRoundStart", local(Instant.now().plus(settings.lead())));
        body.put("drawnMatch", "armageddon");
        body.put("deciderBoard", 1);
        body.put("defaultTimeMinutes", 1);
        // tournament-service learns the teams from registration's events a moment after the applications
        Instant giveUp = Instant.now().plusSeconds(60);
        while (true) {
            try {
                return api.post(settings.tournament(), "/api/tournaments", competition.organizerToken(), body);
            } catch (Api.Refused refused) {
                if (Instant.now().isAfter(giveUp) || refused.status() >= 500) {
                    throw refused;
                }
                Thread.sleep(POLL.toMillis());
            }
        }
    }

    private void playRound(UUID tournamentId, int round, int rounds) throws Exception {
        JsonNode roundView = awaitPublished(tournamentId, round);
        Instant start = Instant.parse(roundView.path("scheduledStart").asText());
        if (round < rounds) {
            moveNextRound(tournamentId, round + 1, start.plus(settings.roundLength()));
        }
        List<JsonNode> matches = new ArrayList<>();
        for (JsonNode match : roundView.path("matches")) {
            matches.add(matchView(tournamentId, match.path("matchId").asText()));
        }
        progress.say("round %d/%d published: %d matches, start %s", round, rounds, matches.size(),
                roundView.path("scheduledStartLocal").asText());
        Planner.RoundPlan plan = planner.plan(round, matches);
        if (plan.substitution() != null) {
            matches.set(plan.substitution().matchIndex(), substitute(tournamentId, matches.get(plan.substitution()
                    .matchIndex()), plan.substitution()));
        }
        List<CompletableFuture<GamePlay.Outcome>> games = new ArrayList<>();
        for (int index = 0; index < matches.size(); index++) {
            JsonNode match = matches.get(index);
            for (JsonNode board : match.path("boards")) {
                Plan boardPlan = plan.boards().get(index).get(board.path("board").asInt() - 1);
                games.add(playGame(board, boardPlan));
            }
        }
        if (round == 1) {
            long untilStart = Math.max(0, Duration.between(Instant.now(), start).toMillis());
            scheduler.schedule(() -> measurements.start(progress.moves()), untilStart, TimeUnit.MILLISECONDS);
        }
        CompletableFuture<Void> drills = drillWhilePlaying(round, rounds, start);
        report.awaitGames(round, games, settings.roundLength().multipliedBy(2));
        drills.join();
        List<CompletableFuture<GamePlay.Outcome>> deciders = new ArrayList<>();
        for (JsonNode match : matches) {
            deciders.add(playDeciderIfAny(tournamentId, match.path("matchId").asText()));
        }
        report.awaitGames(round, deciders, settings.roundLength());
        for (JsonNode match : matches) {
            report.matchEnded(round, awaitMatchEnded(tournamentId, match.path("matchId").asText()));
        }
        progress.say("round %d/%d complete", round, rounds);
    }

    /**
     * With --faults: the drills still to do, spread over the rounds, starting --fault-gap (20 s)
     * after this round's start (games in play), the next as long after the last part came back.
     */
    private CompletableFuture<Void> drillWhilePlaying(int round, int rounds, Instant start) {
        if (faults == null || !faults.remaining()) {
            return CompletableFuture.completedFuture(null);
        }
        int drillsThisRound = (int) Math.ceil((double) faults.pendingCount() / (rounds - round + 1));
        return CompletableFuture.runAsync(() -> {
            try {
                Thread.sleep(Math.max(0, Duration.between(Instant.now(), start).toMillis()));
                for (int drill = 0; drill < drillsThisRound && faults.remaining(); drill++) {
                    Thread.sleep(settings.faultGap().toMillis());
                    faults.next();
                }
            } catch (IOException e) {
                progress.say("fault drill failed to run: %s", e.getMessage());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
    }

    private CompletableFuture<GamePlay.Outcome> playGame(JsonNode board, Plan plan) throws Exception {
        Child white = child(UUID.fromString(board.path("whitePlayerId").asText()));
        Child black = child(UUID.fromString(board.path("blackPlayerId").asText()));
        boolean whiteAbsent = plan.ending() == Plan.Ending.NO_SHOW && plan.actorWhite();
        boolean blackAbsent = plan.ending() == Plan.Ending.NO_SHOW && !plan.actorWhite();
        List<java.net.URI> instances = settings.games();
        int instance = gamesSeated++ % instances.size();
        GamePlay game = new GamePlay(board.path("gameId").asText(), plan, tools, instances, instance);
        return game.play(whiteAbsent ? null : competition.token(white.login()),
                blackAbsent ? null : competition.token(black.login()));
    }

    /**
     * A level match's Armageddon (seed 000 §4.6), once tournament-service has scheduled it: it may
     * learn the last board's result long after the game ended (a drill just took the broker away),
     * so this waits until the match has either ended or got its decider.
     */
    private CompletableFuture<GamePlay.Outcome> playDeciderIfAny(UUID tournamentId, String matchId) throws Exception {
        Instant giveUp = Instant.now().plus(settings.roundLength());
        while (Instant.now().isBefore(giveUp)) {
            JsonNode match = matchView(tournamentId, matchId);
            JsonNode decider = match.path("decider");
            if (decider.hasNonNull("gameId")) {
                if (decider.hasNonNull("result")) {
                    return CompletableFuture.completedFuture(null);
                }
                progress.say("match %s is level: its Armageddon %s", matchId, decider.path("gameId").asText());
                return playGame(decider, planner.armageddon());
            }
            if ("ended".equals(match.path("status").asText())) {
                return CompletableFuture.completedFuture(null);
            }
            Thread.sleep(POLL.toMillis());
        }
        return CompletableFuture.completedFuture(null);
    }

    private JsonNode awaitMatchEnded(UUID tournamentId, String matchId) throws Exception {
        Instant giveUp = Instant.now().plus(settings.roundLength());
        while (true) {
            JsonNode match = matchView(tournamentId, matchId);
            if ("ended".equals(match.path("status").asText()) || Instant.now().isAfter(giveUp)) {
                return match;
            }
            Thread.sleep(POLL.toMillis());
        }
    }

    private JsonNode awaitPublished(UUID tournamentId, int round) throws Exception {
        Instant giveUp = Instant.now().plus(settings.roundLength()).plusSeconds(60);
        while (true) {
            JsonNode view = api.get(settings.tournament(), "/api/tournaments/" + tournamentId,
                    competition.organizerToken()).path("rounds").get(round - 1);
            if (view.path("published").asBoolean() && view.path("matches").size() > 0) {
                return view;
            }
            if (Instant.now().isAfter(giveUp)) {
                throw new TimeoutException("round " + round + " was not published (stuck): " + view);
            }
            Thread.sleep(POLL.toMillis());
        }
    }

    /** The organizer brings the next round forward to a watchable pace (it is a week later by default). */
    private void moveNextRound(UUID tournamentId, int round, Instant start) throws IOException, InterruptedException {
        try {
            api.put(settings.tournament(), "/api/tournaments/" + tournamentId + "/rounds/" + round + "/start",
                    competition.organizerToken(), Map.of("start", local(start),
                            "reason", "Симуляция: туры идут один за другим / simulation: rounds back to back"));
        } catch (Api.Refused refused) {
            progress.say("round %d could not be moved: %s", round, refused.getMessage());
        }
    }

    /** The coach puts his reserve on a board before the game starts (seed 000 §6.4). */
    private JsonNode substitute(UUID tournamentId, JsonNode match, Planner.Substitution substitution)
            throws Exception {
        JsonNode board = match.path("boards").get(substitution.board() - 1);
        boolean firstTeamWhite = match.path("firstTeamId").asText().equals(board.path("whiteTeamId").asText());
        UUID leaving = UUID.fromString(board.path(firstTeamWhite ? "whitePlayerId" : "blackPlayerId").asText());
        School school = schoolOf(leaving);
        Child child = school.child(leaving).orElseThrow();
        Child reserve = school.reserve(child.gender()).orElseThrow();
        JsonNode changed;
        try {
            changed = api.put(settings.tournament(), "/api/tournaments/" + tournamentId + "/matches/"
                    + match.path("matchId").asText() + "/boards/" + substitution.board() + "/player",
                    competition.token(school.coach()), Map.of("teamId", school.teamId().toString(),
                            "playerId", reserve.playerId().toString(), "reason", "Заболел / fell ill"));
        } catch (Api.Refused refused) {
            report.event(school.name() + ": the coach's reserve for board " + substitution.board() + " was refused: "
                    + refused.problem().path("detail").asText(refused.getMessage()));
            progress.say("substitution refused: %s", refused.getMessage());
            return match;
        }
        report.event(school.name() + ": the coach put reserve " + reserve.name() + " on board " + substitution.board()
                + " instead of " + child.name());
        progress.say("%s: reserve %s replaces %s on board %d", school.name(), reserve.name(), child.name(),
                substitution.board());
        return changed;
    }

    private JsonNode matchView(UUID tournamentId, String matchId) throws IOException, InterruptedException {
        return api.get(settings.tournament(), "/api/tournaments/" + tournamentId + "/matches/" + matchId,
                competition.organizerToken());
    }

    private Child child(UUID playerId) {
        return schoolOf(playerId).child(playerId).orElseThrow();
    }

    private School schoolOf(UUID playerId) {
        return competition.schools().stream().filter(school -> school.child(playerId).isPresent()).findFirst()
                .orElseThrow(() -> new IllegalStateException("no child " + playerId + " in the competition"));
    }

    private static String local(Instant instant) {
        return LocalDateTime.ofInstant(instant, ZONE).truncatedTo(ChronoUnit.SECONDS).toString();
    }

    private void close() throws IOException {
        progress.close();
        scheduler.shutdownNow();
        try {
            scheduler.awaitTermination(1, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        Files.writeString(settings.report(), report.markdown());
        progress.say("report written to %s", settings.report().toAbsolutePath());
    }
}
