package org.teamchess.load;

import java.net.URI;
import java.time.Duration;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What a run does, from the command line ({@code --name=value}); every option has a default that
 * fits the local platform started by {@code deploy/platform start}.
 *
 * @param gameServices  the game-service instances; game i's White connects to instance i, its Black
 *                      to instance i + 1 (modulo their number), so that with two instances every
 *                      move crosses from one to the other
 * @param keycloak      Keycloak's base URL (realm {@code teamchess})
 * @param games         the concurrent games
 * @param moveEvery     the pace of each game: one move (of either side) this often
 * @param warmup        played, not measured: connections and the JVMs settle
 * @param duration      measured
 * @param maxPlies      a game that reaches this many plies is resigned and replaced by a new one,
 *                      as school games last some 80 plies (random moves would go on for hundreds)
 * @param whiteUser     the demo account that plays White in every game (one player may sit at many games)
 * @param blackUser     the demo account that plays Black in every game
 * @param organizerUser the demo account that creates the games (POST /api/games)
 * @param seed          the bots' random moves
 */
record Settings(List<URI> gameServices, URI keycloak, int games, Duration moveEvery, Duration warmup,
        Duration duration, int maxPlies, String whiteUser, String blackUser, String organizerUser, long seed) {

    static final String USAGE = """
            java -jar load-generator/target/load-generator.jar [--name=value ...]
              --game-url=URL[,URL...]  game-service instances (default http://127.0.0.1:8082)
              --keycloak-url=URL       Keycloak (default http://127.0.0.1:8180)
              --games=N                concurrent games (default 100)
              --move-every=MILLIS      each game makes one move this often (default 2000)
              --warmup=SECONDS         played but not measured (default 20)
              --duration=SECONDS       measured (default 60)
              --max-plies=N            then the game is resigned and a new one started (default 120)
              --white=USER --black=USER --organizer=USER
                                       demo accounts, password <user>-local-only
                                       (default player, player2, organizer)
              --seed=N                 the bots' random moves (default 1)
            """;

    /** @throws IllegalArgumentException for an unknown option or a value that is not a number */
    static Settings parse(String... arguments) {
        Map<String, String> options = new HashMap<>();
        for (String argument : arguments) {
            int equals = argument.indexOf('=');
            if (!argument.startsWith("--") || equals < 0) {
                throw new IllegalArgumentException("not --name=value: " + argument);
            }
            options.put(argument.substring(2, equals), argument.substring(equals + 1));
        }
        Settings settings = new Settings(
                Arrays.stream(options.getOrDefault("game-url", "http://127.0.0.1:8082").split(","))
                        .map(String::strip).map(URI::create).toList(),
                URI.create(options.getOrDefault("keycloak-url", "http://127.0.0.1:8180")),
                Integer.parseInt(options.getOrDefault("games", "100")),
                Duration.ofMillis(Long.parseLong(options.getOrDefault("move-every", "2000"))),
                Duration.ofSeconds(Long.parseLong(options.getOrDefault("warmup", "20"))),
                Duration.ofSeconds(Long.parseLong(options.getOrDefault("duration", "60"))),
                Integer.parseInt(options.getOrDefault("max-plies", "120")),
                options.getOrDefault("white", "player"),
                options.getOrDefault("black", "player2"),
                options.getOrDefault("organizer", "organizer"),
                Long.parseLong(options.getOrDefault("seed", "1")));
        List<String> known = List.of("game-url", "keycloak-url", "games", "move-every", "warmup", "duration",
                "max-plies", "white", "black", "organizer", "seed");
        options.keySet().stream().filter(name -> !known.contains(name)).findFirst().ifPresent(name -> {
            throw new IllegalArgumentException("unknown option --" + name);
        });
        return settings;
    }
}
