package org.teamchess.testsupport;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import org.junit.jupiter.api.Test;

class KafkaBrokerResourceTest {

    @Test
    void everyTestResourceGetsTheSameBrokerAndItOutlivesStop() {
        KafkaBrokerResource first = new KafkaBrokerResource();
        KafkaBrokerResource second = new KafkaBrokerResource();

        Map<String, String> firstProperties = first.start();
        first.stop();
        Map<String, String> secondProperties = second.start();

        String bootstrapServers = firstProperties.get("kafka.bootstrap.servers");
        assertEquals(bootstrapServers,
                firstProperties.get("mp.messaging.connector.smallrye-kafka.bootstrap.servers"));
        assertEquals(firstProperties, secondProperties);
        assertEquals(bootstrapServers, System.getProperty(KafkaBrokerResource.BOOTSTRAP_SERVERS_PROPERTY));
        KafkaBrokerTest.produce(bootstrapServers, "match-1", "still running after stop()");
        second.stop();
    }
}
