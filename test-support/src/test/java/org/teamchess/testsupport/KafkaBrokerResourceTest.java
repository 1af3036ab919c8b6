package org.teamchess.testsupport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;

class KafkaBrokerResourceTest {

    @Test
    void everyTestResourceGetsTheSameBrokerAndItOutlivesStop() {
        KafkaBrokerResource first = new KafkaBrokerResource();
        first.init(Map.of(KafkaBrokerResource.USER, "game-service"));
        KafkaBrokerResource second = new KafkaBrokerResource();
        second.init(Map.of(KafkaBrokerResource.USER, "game-service"));

        Map<String, String> firstProperties = first.start();
        first.stop();
        Map<String, String> secondProperties = second.start();

        String bootstrapServers = firstProperties.get("kafka.bootstrap.servers");
        assertEquals(bootstrapServers,
                firstProperties.get("mp.messaging.connector.smallrye-kafka.bootstrap.servers"));
        assertEquals(firstProperties, secondProperties);
        assertEquals(bootstrapServers, System.getProperty(KafkaBrokerResource.BOOTSTRAP_SERVERS_PROPERTY));
        // The application logs in as the named user; game-service may write its own topic.
        KafkaCredentials login = KafkaBrokerResource.running("game-service");
        assertEquals(login.jaasConfig(), firstProperties.get("kafka.sasl.jaas.config"));
        assertEquals("SASL_PLAINTEXT", firstProperties.get("kafka.security.protocol"));
        assertEquals("SCRAM-SHA-512", firstProperties.get("kafka.sasl.mechanism"));
        KafkaBrokerTest.produce(login, "match-1", "still running after stop()");
        second.stop();
    }

    @Test
    void aResourceWithoutItsUserSaysWhichArgumentIsMissing() {
        KafkaBrokerResource resource = new KafkaBrokerResource();
        resource.init(Map.of());

        IllegalStateException error = assertThrows(IllegalStateException.class, resource::start);

        assertTrue(error.getMessage().contains(KafkaBrokerResource.USER), error.getMessage());
    }
}
