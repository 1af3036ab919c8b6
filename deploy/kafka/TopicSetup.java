import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.AlterConfigOp;
import org.apache.kafka.clients.admin.ConfigEntry;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.common.config.ConfigResource;
import org.apache.kafka.common.errors.TopicExistsException;

/**
 * Creates the platform's topics with their settings, or alters an existing topic's settings to
 * them: {@code java -cp <broker classpath> deploy/kafka/TopicSetup.java <bootstrap servers>
 * <topics.properties>} (run by deploy/platform once Kafka is up, before the services). A topic
 * the services would otherwise create on first use with the broker's defaults gets its retention
 * from the start (docs/decisions/no-personal-data-on-kafka.md).
 */
public final class TopicSetup {

    public static void main(String[] args) throws IOException, InterruptedException, ExecutionException {
        if (args.length != 2) {
            throw new IllegalArgumentException("usage: TopicSetup <bootstrap servers> <topics.properties>");
        }
        Map<String, Map<String, String>> topics = read(Path.of(args[1]));
        Properties admin = new Properties();
        admin.put(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, args[0]);
        admin.put(AdminClientConfig.DEFAULT_API_TIMEOUT_MS_CONFIG, 30_000);
        // The broker takes logins only (docs/decisions/broker-security.md): topics are the admin's.
        String password = System.getenv("KAFKA_ADMIN_PASSWORD");
        if (password != null && !password.isEmpty()) {
            admin.put(AdminClientConfig.SECURITY_PROTOCOL_CONFIG, "SASL_PLAINTEXT");
            admin.put("sasl.mechanism", "SCRAM-SHA-512");
            admin.put("sasl.jaas.config", "org.apache.kafka.common.security.scram.ScramLoginModule required"
                    + " username=\"admin\" password=\"" + password + "\";");
        }
        try (Admin client = Admin.create(admin)) {
            Set<String> existing = client.listTopics().names().get();
            List<NewTopic> missing = new ArrayList<>();
            topics.forEach((topic, configs) -> {
                if (!existing.contains(topic)) {
                    // Partitions and replication from the broker's defaults (num.partitions).
                    missing.add(new NewTopic(topic, java.util.Optional.empty(), java.util.Optional.empty())
                            .configs(configs));
                }
            });
            try {
                client.createTopics(missing).all().get();
            } catch (ExecutionException e) {
                if (!(e.getCause() instanceof TopicExistsException)) {
                    throw e;
                }
            }
            Map<ConfigResource, Collection<AlterConfigOp>> alter = new LinkedHashMap<>();
            topics.forEach((topic, configs) -> {
                if (existing.contains(topic) && !configs.isEmpty()) {
                    alter.put(new ConfigResource(ConfigResource.Type.TOPIC, topic), configs.entrySet().stream()
                            .map(config -> new AlterConfigOp(new ConfigEntry(config.getKey(), config.getValue()),
                                    AlterConfigOp.OpType.SET))
                            .toList());
                }
            });
            client.incrementalAlterConfigs(alter).all().get();
            System.out.println("topics: " + missing.size() + " created, " + alter.size() + " altered");
        }
    }

    /** topic=key=value,key=value per line; '#' comments. */
    private static Map<String, Map<String, String>> read(Path file) throws IOException {
        Map<String, Map<String, String>> topics = new LinkedHashMap<>();
        for (String line : Files.readAllLines(file)) {
            String trimmed = line.strip();
            if (trimmed.isEmpty() || trimmed.startsWith("#")) {
                continue;
            }
            int equals = trimmed.indexOf('=');
            Map<String, String> configs = new LinkedHashMap<>();
            for (String config : trimmed.substring(equals + 1).split(",")) {
                if (!config.isBlank()) {
                    String[] pair = config.split("=", 2);
                    configs.put(pair[0].strip(), pair[1].strip());
                }
            }
            topics.put(trimmed.substring(0, equals).strip(), configs);
        }
        return topics;
    }
}
