package org.teamchess.testsupport;

import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import java.util.Map;

/**
 * Gives a {@code @QuarkusTest} a real Kafka broker, logged in as the service under test: in a test
 * profile {@code new TestResourceEntry(KafkaBrokerResource.class, Map.of(KafkaBrokerResource.USER,
 * "clock-service"))}, or {@code @WithTestResource(value = KafkaBrokerResource.class, initArgs =
 * @ResourceArg(name = KafkaBrokerResource.USER, value = "clock-service"))}. The broker demands
 * SASL/SCRAM and applies deploy/kafka/config/access.conf's ACLs, so the service's tests prove that its
 * own login is allowed everything it does.
 *
 * <p>The broker is started once per test JVM, on the first {@link #start()}, and shared by every
 * test class and profile after it; it is stopped and its folder deleted when the JVM exits. So
 * topics and consumer groups outlive one test class: tests use their own ids and group names.
 *
 * <p>The broker's address and its users' passwords are kept in system properties (prefix
 * {@value #PROPERTY_PREFIX}), which every class loader of the JVM sees (Quarkus loads test resources
 * again for each application it starts). A test's own clients use {@link #running(String)}.
 */
public class KafkaBrokerResource implements QuarkusTestResourceLifecycleManager {

    /** The init argument naming the access.conf user the application logs in as. */
    public static final String USER = "user";
    static final String PROPERTY_PREFIX = "teamchess.test.kafka.";
    /** The system property holding the shared broker's bootstrap servers. */
    public static final String BOOTSTRAP_SERVERS_PROPERTY = PROPERTY_PREFIX + "bootstrap-servers";
    private static final String PASSWORD_PROPERTY_PREFIX = PROPERTY_PREFIX + "password.";

    private String user;

    @Override
    public void init(Map<String, String> initArgs) {
        user = initArgs.get(USER);
    }

    /**
     * @return {@code kafka.bootstrap.servers}, {@code kafka.security.protocol},
     *         {@code kafka.sasl.mechanism} and {@code kafka.sasl.jaas.config} (the user's login), the
     *         same for the connector ({@code mp.messaging.connector.smallrye-kafka.*})
     * @throws IllegalStateException when no {@value #USER} init argument names the user
     */
    @Override
    public Map<String, String> start() {
        if (user == null) {
            throw new IllegalStateException("KafkaBrokerResource needs the init argument " + USER
                    + ": the deploy/kafka/config/access.conf user the application logs in as (e.g. clock-service)");
        }
        sharedBroker();
        KafkaCredentials login = running(user);
        String connector = "mp.messaging.connector.smallrye-kafka.";
        return Map.of(
                "kafka.bootstrap.servers", login.bootstrapServers(),
                "kafka.security.protocol", KafkaCredentials.SECURITY_PROTOCOL,
                "kafka.sasl.mechanism", KafkaCredentials.SASL_MECHANISM,
                "kafka.sasl.jaas.config", login.jaasConfig(),
                connector + "bootstrap.servers", login.bootstrapServers(),
                connector + "security.protocol", KafkaCredentials.SECURITY_PROTOCOL,
                connector + "sasl.mechanism", KafkaCredentials.SASL_MECHANISM,
                connector + "sasl.jaas.config", login.jaasConfig());
    }

    /** Leaves the broker running for the next test class; the JVM's exit stops it. */
    @Override
    public void stop() {
    }

    /**
     * A login to the broker a test resource started in this JVM, for a test's own clients:
     * {@link KafkaBroker#ADMIN} to play any other service, or a user of access.conf.
     *
     * @throws IllegalStateException when no test resource has started it, or there is no such user
     */
    public static KafkaCredentials running(String user) {
        String bootstrapServers = System.getProperty(BOOTSTRAP_SERVERS_PROPERTY);
        if (bootstrapServers == null) {
            throw new IllegalStateException("No shared Kafka broker: the test needs"
                    + " @WithTestResource(KafkaBrokerResource.class) or a test profile that starts it");
        }
        String password = System.getProperty(PASSWORD_PROPERTY_PREFIX + user);
        if (password == null) {
            throw new IllegalStateException("No Kafka user " + user + " in deploy/kafka/config/access.conf");
        }
        return new KafkaCredentials(bootstrapServers, user, password);
    }

    /** The super user's login to the shared broker: a test's reader and writer of any topic. */
    public static KafkaCredentials runningAdmin() {
        return running(KafkaBroker.ADMIN);
    }

    private static synchronized void sharedBroker() {
        if (System.getProperty(BOOTSTRAP_SERVERS_PROPERTY) != null) {
            return;
        }
        // Closed by its own shutdown hook when the JVM exits.
        KafkaBroker broker = KafkaBroker.start(ReactorRoot.find());
        broker.passwords().forEach((name, password) -> System.setProperty(PASSWORD_PROPERTY_PREFIX + name, password));
        System.setProperty(BOOTSTRAP_SERVERS_PROPERTY, broker.bootstrapServers());
    }
}
