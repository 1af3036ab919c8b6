package org.teamchess.load.simulator;

import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What a simulated competition is, from the command line ({@code --name=value}); the defaults fit
 * the platform {@code deploy/platform start} runs on its default ports.
 *
 * @param registration  registration-service's base URL
 * @param tournament    tournament-service's base URL
 * @param games         game-service instances (the WebSockets and the games' REST API): each game's
 *                      White connects to one, its Black to the next, so moves cross instances
 * @param keycloak      Keycloak's base URL (realm {@code teamchess})
 * @param schools       the schools (teams of four boards and two reserves), at least 2
 * @param format        {@code round-robin} or {@code swiss}
 * @param swissRounds   the rounds of a Swiss (default: half the schools, at least 2)
 * @param timeControl   the tournament's time control, e.g. {@code 3+2}
 * @param pace          a bot's average thinking time per move (each move takes 0.5 to 1.5 times it)
 * @param lead          from the tournament's creation (and each round's publication) to its start:
 *                      the children's accounts and seats must fit in it
 * @param roundLength   from one round's start to the next's; default from the time control and the pace
 * @param maxPlies      a game that goes on at random this long is resigned by the side to move
 * @param organizer     the demo organizer account (password {@code <user>-local-only})
 * @param seed          the plan and the bots' random moves
 * @param report        where the report is written (Markdown)
 * @param faults        whether the fault drills run ({@link Faults})
 * @param platform      the checkout's deploy/platform, which the drills use
 * @param faultDown     how long a killed part stays down
 * @param faultGap      from a round's start (or the last part's return) to the next drill
 * @param federation    a Kafka client properties file with the federation reader's login, or null:
 *                      then the federation feed is not checked
 */
record SimulatorSettings(URI registration, URI tournament, List<URI> games, URI keycloak, int schools, String format,
        int swissRounds, String timeControl, Duration pace, Duration lead, Duration roundLength, int maxPlies,
        String organizer, long seed, Path report, boolean faults, Path platform, Duration faultDown,
        Duration faultGap, Path federation) {

    /** The instance the REST calls about games go to. */
    URI game() {
        return games.get(0);
    }

    /** tournament-service's pause between a level match's last game and its Armageddon's start. */
    static final Duration DECIDER_BREAK = Duration.ofMinutes(2);

    static final String USAGE = """
            java -cp load-generator/target/load-generator.jar org.teamchess.load.simulator.Simulator [--name=value ...]
              --registration-url=URL  (default http://127.0.0.1:8081)
              --tournament-url=URL    (default http://127.0.0.1:8084)
              --game-url=URL[,URL]    game-service instances (default http://127.0.0.1:8082)
              --keycloak-url=URL      (default http://127.0.0.1:8180)
              --schools=N             schools, each a team of 4 boards and 2 reserves (default 6)
              --format=F              round-robin (default) or swiss
              --rounds=N              rounds of a Swiss (default half the schools, at least 2)
              --time-control=TC       e.g. 3+2 (default 1+1)
              --pace=MILLIS           a bot's average time per move (default 700)
              --lead=SECONDS          from a round's publication to its start (default 40)
              --round-minutes=N       from one round's start to the next's (default: from the time control and pace)
              --max-plies=N           a random game this long is resigned (default 60)
              --organizer=USER        demo organizer (default organizer)
              --seed=N                the plan and the bots' moves (default 1)
              --report=FILE           the report, Markdown (default simulator-report.md)
              --faults=true           fault drills while rounds are in play (docs/reliability.md)
              --platform=PATH         deploy/platform of the checkout, for the drills (default deploy/platform)
              --fault-down=SECONDS    how long a killed part stays down (default 5)
              --fault-gap=SECONDS     from a round's start, or a part's return, to the next drill (default 20)
              --federation=FILE       check the federation feed with this Kafka login
                                      (deploy/platform federation-credentials > FILE)
            """;

    /** @throws IllegalArgumentException for an unknown option or a value that cannot be read */
    static SimulatorSettings parse(String... arguments) {
        Map<String, String> options = new HashMap<>();
        for (String argument : arguments) {
            int equals = argument.indexOf('=');
            if (!argument.startsWith("--") || equals < 0) {
                throw new IllegalArgumentException("not --name=value: " + argument);
            }
            options.put(argument.substring(2, equals), argument.substring(equals + 1));
        }
        List<String> known = List.of("registration-url", "tournament-url", "game-url", "keycloak-url", "schools",
                "format", "rounds", "time-control", "pace", "lead", "round-minutes", "max-plies", "organizer", "seed",
                "report", "faults", "platform", "fault-down", "fault-gap", "federation");
        options.keySet().stream().filter(name -> !known.contains(name)).findFirst().ifPresent(name -> {
            throw new IllegalArgumentException("unknown option --" + name);
        });
        int schools = Integer.parseInt(options.getOrDefault("schools", "6"));
        if (schools < 2) {
            throw new IllegalArgumentException("--schools must be at least 2");
        }
        String format = options.getOrDefault("format", "round-robin");
        if (!List.of("round-robin", "swiss").contains(format)) {
            throw new IllegalArgumentException("--format is round-robin or swiss, not " + format);
        }
        String timeControl = options.getOrDefault("time-control", "1+1");
        Duration pace = Duration.ofMillis(Long.parseLong(options.getOrDefault("pace", "700")));
        int maxPlies = Integer.parseInt(options.getOrDefault("max-plies", "60"));
        Duration lead = Duration.ofSeconds(Long.parseLong(options.getOrDefault("lead", "40")));
        boolean faults = Boolean.parseBoolean(options.getOrDefault("faults", "false"));
        // a drill holds a round up by the time its part takes to come back: minutes on a busy machine
        Duration roundLength = options.containsKey("round-minutes")
                ? Duration.ofMinutes(Long.parseLong(options.get("round-minutes")))
                : roundLength(timeControl, pace, maxPlies, lead).plus(Duration.ofMinutes(faults ? 5 : 0));
        return new SimulatorSettings(
                URI.create(options.getOrDefault("registration-url", "http://127.0.0.1:8081")),
                URI.create(options.getOrDefault("tournament-url", "http://127.0.0.1:8084")),
                Arrays.stream(options.getOrDefault("game-url", "http://127.0.0.1:8082").split(","))
                        .map(String::strip).map(URI::create).toList(),
                URI.create(options.getOrDefault("keycloak-url", "http://127.0.0.1:8180")),
                schools, format,
                Integer.parseInt(options.getOrDefault("rounds", Integer.toString(Math.max(2, schools / 2)))),
                timeControl, pace, lead, roundLength, maxPlies,
                options.getOrDefault("organizer", "organizer"),
                Long.parseLong(options.getOrDefault("seed", "1")),
                Path.of(options.getOrDefault("report", "simulator-report.md")),
                faults,
                Path.of(options.getOrDefault("platform", "deploy/platform")),
                Duration.ofSeconds(Long.parseLong(options.getOrDefault("fault-down", "5"))),
                Duration.ofSeconds(Long.parseLong(options.getOrDefault("fault-gap", "20"))),
                options.containsKey("federation") ? Path.of(options.get("federation")) : null);
    }

    /**
     * Long enough for the slowest board of a round and its decider: a flag that falls after the
     * whole base time (or a no-show forfeited after the one-minute default time), a random game to
     * the ply limit, then tournament-service's break before an Armageddon (TOURNAMENT_DECIDER_BREAK,
     * 2 minutes by default), the Armageddon itself, and the next round's lead. A round published
     * after its start would find its children late, so this errs on the long side.
     */
    static Duration roundLength(String timeControl, Duration pace, int maxPlies, Duration lead) {
        String[] parts = timeControl.split("\\+");
        Duration base = Duration.ofMinutes(Long.parseLong(parts[0].strip()));
        long increment = parts.length > 1 ? Long.parseLong(parts[1].strip()) : 0;
        Duration flag = base.plus(Duration.ofSeconds(increment * 10)).plus(pace.multipliedBy(10));
        Duration random = pace.multipliedBy(maxPlies * 3L / 2);
        Duration slowest = max(max(flag, random), Duration.ofMinutes(1));
        Duration decider = DECIDER_BREAK.plus(pace.multipliedBy(45));
        return slowest.plus(decider).plus(lead).plusSeconds(30);
    }

    private static Duration max(Duration one, Duration other) {
        return one.compareTo(other) >= 0 ? one : other;
    }
}
