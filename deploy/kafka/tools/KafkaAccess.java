import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.admin.ScramCredentialInfo;
import org.apache.kafka.clients.admin.ScramMechanism;
import org.apache.kafka.clients.admin.UserScramCredentialAlteration;
import org.apache.kafka.clients.admin.UserScramCredentialDeletion;
import org.apache.kafka.clients.admin.UserScramCredentialUpsertion;
import org.apache.kafka.common.acl.AccessControlEntry;
import org.apache.kafka.common.acl.AccessControlEntryFilter;
import org.apache.kafka.common.acl.AclBinding;
import org.apache.kafka.common.acl.AclBindingFilter;
import org.apache.kafka.common.acl.AclOperation;
import org.apache.kafka.common.acl.AclPermissionType;
import org.apache.kafka.common.config.SaslConfigs;
import org.apache.kafka.common.errors.TopicExistsException;
import org.apache.kafka.common.resource.PatternType;
import org.apache.kafka.common.resource.ResourcePattern;
import org.apache.kafka.common.resource.ResourcePatternFilter;
import org.apache.kafka.common.resource.ResourceType;

/**
 * Makes the broker's logins, topics and ACLs what deploy/kafka/config/access.conf says, as the super
 * user admin: sets the SCRAM-SHA-512 password of every other user from
 * {@code $KAFKA_CREDENTIALS_DIR/<user>.password}, removes logins the file no longer has, creates the
 * missing topics, adds the missing ACLs and removes every ACL the file no longer has (the file is
 * the whole truth). Safe to run on every start. admin itself is made when the storage is formatted
 * ({@code StorageTool format --add-scram}): the broker logs in as admin before anything else runs.
 *
 * <pre>
 * KAFKA_BOOTSTRAP_SERVERS=127.0.0.1:9092 KAFKA_ADMIN_PASSWORD=... KAFKA_CREDENTIALS_DIR=... \
 *     java -cp "$(cat deploy/kafka/target/classpath.txt)" deploy/kafka/tools/KafkaAccess.java deploy/kafka/config/access.conf
 * </pre>
 * Passwords come from files and the environment, never from arguments (which {@code ps} shows).
 * A single-file program (run from source with the broker's classpath), so that deploy/platform and
 * the tests' broker apply the same file the same way without a module of its own.
 */
public class KafkaAccess {

    private static final String ADMIN = "admin";

    public static void main(String[] arguments) throws Exception {
        if (arguments.length != 1) {
            System.err.println("usage: KafkaAccess <access.conf>"
                    + " (env KAFKA_BOOTSTRAP_SERVERS, KAFKA_ADMIN_PASSWORD, KAFKA_CREDENTIALS_DIR)");
            System.exit(64);
        }
        Access access = Access.parse(Path.of(arguments[0]));
        String bootstrap = required("KAFKA_BOOTSTRAP_SERVERS");
        String password = required("KAFKA_ADMIN_PASSWORD");
        Map<String, Object> config = Map.of(
                AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap,
                AdminClientConfig.SECURITY_PROTOCOL_CONFIG, "SASL_PLAINTEXT",
                SaslConfigs.SASL_MECHANISM, "SCRAM-SHA-512",
                SaslConfigs.SASL_JAAS_CONFIG, "org.apache.kafka.common.security.scram.ScramLoginModule required"
                        + " username=\"admin\" password=\"" + password + "\";",
                AdminClientConfig.DEFAULT_API_TIMEOUT_MS_CONFIG, 30_000);
        Path credentials = Path.of(required("KAFKA_CREDENTIALS_DIR"));
        try (Admin admin = Admin.create(config)) {
            int logins = applyLogins(admin, access.users(), credentials);
            createTopics(admin, access.topics());
            int[] changed = applyAcls(admin, access.acls());
            System.out.printf("KafkaAccess: %d logins set, %d topics, %d ACLs (%d added, %d removed)%n",
                    logins, access.topics().size(), access.acls().size(), changed[0], changed[1]);
        }
    }

    /** @return how many logins were set (every user but admin) */
    private static int applyLogins(Admin admin, List<String> users, Path credentials) throws Exception {
        List<UserScramCredentialAlteration> alterations = new ArrayList<>();
        for (String user : users) {
            if (user.equals(ADMIN)) {
                continue;
            }
            Path file = credentials.resolve(user + ".password");
            if (!Files.isRegularFile(file)) {
                throw new IllegalStateException("No password for the Kafka user " + user + ": " + file);
            }
            alterations.add(new UserScramCredentialUpsertion(user,
                    new ScramCredentialInfo(ScramMechanism.SCRAM_SHA_512, 8192), Files.readString(file).strip()));
        }
        for (String present : admin.describeUserScramCredentials().users().get(30, TimeUnit.SECONDS)) {
            if (!users.contains(present)) {
                alterations.add(new UserScramCredentialDeletion(present, ScramMechanism.SCRAM_SHA_512));
            }
        }
        if (!alterations.isEmpty()) {
            admin.alterUserScramCredentials(alterations).all().get(30, TimeUnit.SECONDS);
        }
        return users.size() - 1;
    }

    private static void createTopics(Admin admin, List<String> topics) throws InterruptedException {
        // The broker's defaults: num.partitions and default.replication.factor of server.properties.
        List<NewTopic> wanted = topics.stream()
                .map(name -> new NewTopic(name, Optional.empty(), Optional.empty())).toList();
        for (var result : admin.createTopics(wanted).values().entrySet()) {
            try {
                result.getValue().get(30, TimeUnit.SECONDS);
            } catch (ExecutionException e) {
                if (!(e.getCause() instanceof TopicExistsException)) {
                    throw new IllegalStateException("Cannot create topic " + result.getKey(), e.getCause());
                }
            } catch (java.util.concurrent.TimeoutException e) {
                throw new IllegalStateException("Creating topic " + result.getKey() + " took over 30 s", e);
            }
        }
    }

    /** @return how many ACLs were added and how many removed */
    private static int[] applyAcls(Admin admin, Set<AclBinding> wanted) throws Exception {
        Set<AclBinding> present = new HashSet<>(admin.describeAcls(AclBindingFilter.ANY).values().get(30, TimeUnit.SECONDS));
        List<AclBinding> missing = wanted.stream().filter(acl -> !present.contains(acl)).toList();
        List<AclBindingFilter> stale = present.stream().filter(acl -> !wanted.contains(acl))
                .map(acl -> new AclBindingFilter(
                        new ResourcePatternFilter(acl.pattern().resourceType(), acl.pattern().name(), acl.pattern().patternType()),
                        new AccessControlEntryFilter(acl.entry().principal(), acl.entry().host(),
                                acl.entry().operation(), acl.entry().permissionType())))
                .toList();
        if (!missing.isEmpty()) {
            admin.createAcls(missing).all().get(30, TimeUnit.SECONDS);
        }
        if (!stale.isEmpty()) {
            admin.deleteAcls(stale).all().get(30, TimeUnit.SECONDS);
        }
        return new int[] {missing.size(), stale.size()};
    }

    private static String required(String name) {
        String value = System.getenv(name);
        if (value == null || value.isBlank()) {
            System.err.println("KafkaAccess: " + name + " is not set");
            System.exit(64);
        }
        return value;
    }

    /** The logins, topics and ACLs of access.conf. */
    record Access(List<String> users, List<String> topics, Set<AclBinding> acls) {

        static Access parse(Path file) throws IOException {
            List<String> users = new ArrayList<>();
            List<String> topics = new ArrayList<>();
            Set<AclBinding> acls = new LinkedHashSet<>();
            int number = 0;
            for (String raw : Files.readAllLines(file)) {
                number++;
                String line = raw.strip();
                if (line.isEmpty() || line.startsWith("#")) {
                    continue;
                }
                String[] words = line.split("\\s+");
                String where = file + ":" + number + ": ";
                switch (words[0]) {
                    case "user" -> users.add(only(words, 2, where)[1]);
                    case "topic" -> topics.add(only(words, 2, where)[1]);
                    case "allow" -> {
                        only(words, 6, where);
                        if (!users.contains(words[1])) {
                            throw new IllegalArgumentException(where + "no user " + words[1] + " above");
                        }
                        ResourcePattern pattern = new ResourcePattern(resourceType(words[3], where), words[5],
                                PatternType.valueOf(words[4].toUpperCase()));
                        for (String operation : words[2].split(",")) {
                            acls.add(new AclBinding(pattern, new AccessControlEntry("User:" + words[1], "*",
                                    AclOperation.valueOf(operation), AclPermissionType.ALLOW)));
                        }
                    }
                    default -> throw new IllegalArgumentException(where + "unknown line: " + line);
                }
            }
            return new Access(users, topics, acls);
        }

        private static String[] only(String[] words, int count, String where) {
            if (words.length != count) {
                throw new IllegalArgumentException(where + "expected " + count + " words: " + String.join(" ", words));
            }
            return words;
        }

        private static ResourceType resourceType(String word, String where) {
            return switch (word) {
                case "topic" -> ResourceType.TOPIC;
                case "group" -> ResourceType.GROUP;
                case "transactional-id" -> ResourceType.TRANSACTIONAL_ID;
                default -> throw new IllegalArgumentException(where + "unknown resource " + word);
            };
        }
    }
}
