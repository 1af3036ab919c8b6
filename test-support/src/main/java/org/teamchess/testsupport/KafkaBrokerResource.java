package org.teamchess.testsupport;

import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import java.util.Map;

/**
 * Gives a {@code @QuarkusTest} a real Kafka broker: {@code @WithTestResource(KafkaBrokerResource.class)}
 * (or {@code @QuarkusTestResource}).
 *
 * <p>The broker is started once per test JVM, on the first {@link #start()}, and shared by every
 * test class and profile after it; it is stopped and its folder deleted when the JVM exits. So
 * topics and consumer groups outlive one test class: tests use their own ids and group names.
 *
 * <p>The broker's address is kept in the system property {@value #BOOTSTRAP_SERVERS_PROPERTY},
 * which every class loader of the JVM sees (Quarkus loads test resources again for each
 * application it starts). Setting that property beforehand makes the tests use a broker that is
 * already running instead.
 */
public class KafkaBrokerResource implements QuarkusTestResourceLifecycleManager {

    /** The system property holding the shared broker's bootstrap servers. */
    public static final String BOOTSTRAP_SERVERS_PROPERTY = "teamchess.test.kafka.bootstrap-servers";

    /**
     * @return {@code kafka.bootstrap.servers} and
     *         {@code mp.messaging.connector.smallrye-kafka.bootstrap.servers}, both the shared broker
     */
    @Override
    public Map<String, String> start() {
        String bootstrapServers = sharedBroker();
        return Map.of(
                "kafka.bootstrap.servers", bootstrapServers,
                "mp.messaging.connector.smallrye-kafka.bootstrap.servers", bootstrapServers);
    }

    /** Leaves the broker running for the next test class; the JVM's exit stops it. */
    @Override
    public void stop() {
    }

    /**
     * The bootstrap servers of the broker a test resource started in this JVM, for a test's own
     * clients.
     *
     * @throws IllegalStateException when no test resource has started it
     */
    public static String runningBootstrapServers() {
        String running = System.getProperty(BOOTSTRAP_SERVERS_PROPERTY);
        if (running == null) {
            throw new IllegalStateException("No shared Kafka broker: the test needs"
                    + " @WithTestResource(KafkaBrokerResource.class) or a test profile that starts it");
        }
        return running;
    }

    private static synchronized String sharedBroker() {
        String running = System.getProperty(BOOTSTRAP_SERVERS_PROPERTY);
        if (running != null) {
            return running;
        }
        // Closed by its own shutdown hook when the JVM exits.
        KafkaBroker broker = KafkaBroker.start(ReactorRoot.find());
        System.setProperty(BOOTSTRAP_SERVERS_PROPERTY, broker.bootstrapServers());
        return broker.bootstrapServers();
    }
}
