import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Properties;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.serialization.StringDeserializer;

/**
 * A regional federation's dashboard in one file, built on the topic alone (docs/federation-feed.md):
 * prints every board result, match result and standings table of one competition as they come.
 * Needs only kafka-clients and jackson-databind; nothing of TeamChess's code.
 *
 * <p>The broker takes only logins: the first argument is a Kafka client properties file with the
 * federation reader's (bootstrap.servers, security.protocol, sasl.mechanism, sasl.jaas.config,
 * group.id), as {@code deploy/platform federation-credentials > federation.properties} prints it.
 * That login reads this topic only, in consumer groups whose names start with {@code federation-}.
 *
 * <pre>
 * java -cp "kafka-clients.jar:jackson-databind.jar:jackson-core.jar:jackson-annotations.jar:slf4j-api.jar" \
 *     docs/examples/FederationFeed.java federation.properties COMPETITION-ID
 * </pre>
 */
public class FederationFeed {

    public static void main(String[] args) throws IOException {
        if (args.length < 1) {
            System.err.println("usage: FederationFeed <federation.properties> [competition id]");
            System.exit(64);
        }
        String competition = args.length > 1 ? args[1] : null;
        Properties config = new Properties();
        try (Reader credentials = Files.newBufferedReader(Path.of(args[0]))) {
            config.load(credentials); // the broker, the SASL settings, the login and the group
        }
        config.putIfAbsent(ConsumerConfig.GROUP_ID_CONFIG, "federation-dashboard");
        config.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
        config.put(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());
        config.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());
        ObjectMapper json = new ObjectMapper();
        try (KafkaConsumer<String, String> consumer = new KafkaConsumer<>(config)) {
            consumer.subscribe(List.of("teamchess.tournament.events"));
            while (true) {
                for (ConsumerRecord<String, String> record : consumer.poll(Duration.ofSeconds(1))) {
                    JsonNode event = readOrNull(json, record.value());
                    if (event == null) {
                        continue; // not an event this dashboard reads
                    }
                    JsonNode data = event.path("data");
                    if (competition != null && !competition.equals(data.path("competitionId").asText())) {
                        continue;
                    }
                    switch (event.path("type").asText()) {
                        case "org.teamchess.tournament.BoardResultRecorded" -> System.out.printf(
                                "round %d, board %d: %s%s%n", data.path("round").asInt(), data.path("board").asInt(),
                                data.path("result").asText(), data.path("unplayed").asBoolean() ? " (unplayed)" : "");
                        case "org.teamchess.tournament.MatchEnded" -> System.out.printf(
                                "round %d, match %s: %s-%s, %s%n", data.path("round").asInt(),
                                data.path("matchId").asText(), data.path("firstTeamBoardPoints").asText(),
                                data.path("secondTeamBoardPoints").asText(), data.path("outcome").asText());
                        case "org.teamchess.tournament.StandingsUpdated" -> {
                            System.out.println("standings after round " + data.path("round").asInt() + ":");
                            for (JsonNode row : data.path("rows")) {
                                System.out.printf("  %d. %s  %d match points, %s board points%n",
                                        row.path("rank").asInt(), row.path("teamId").asText(),
                                        row.path("matchPoints").asInt(), row.path("boardPoints").asText());
                            }
                        }
                        default -> {
                            // MatchScheduled and types added later: not shown here.
                        }
                    }
                }
            }
        }
    }

    private static JsonNode readOrNull(ObjectMapper json, String value) {
        try {
            return json.readTree(value);
        } catch (IOException unreadable) {
            return null;
        }
    }
}
