package org.teamchess.testsupport;

import java.util.Map;

/**
 * One login of the test broker (a user of deploy/kafka/config/access.conf) and where the broker is:
 * everything a client needs to connect as that user, with SASL/SCRAM-SHA-512 as the broker demands.
 *
 * @param bootstrapServers the broker's {@code host:port}
 * @param username         the login, e.g. {@code clock-service}
 * @param password         its password (random per broker)
 */
public record KafkaCredentials(String bootstrapServers, String username, String password) {

    /** The security protocol of the broker's client listener. */
    public static final String SECURITY_PROTOCOL = "SASL_PLAINTEXT";
    /** The SASL mechanism of the broker's client listener. */
    public static final String SASL_MECHANISM = "SCRAM-SHA-512";

    /** The value of {@code sasl.jaas.config} for this login. */
    public String jaasConfig() {
        return "org.apache.kafka.common.security.scram.ScramLoginModule required username=\"" + username
                + "\" password=\"" + password + "\";";
    }

    /** Bootstrap servers and the SASL settings, for a Kafka client's configuration. */
    public Map<String, Object> clientConfig() {
        return Map.of(
                "bootstrap.servers", bootstrapServers,
                "security.protocol", SECURITY_PROTOCOL,
                "sasl.mechanism", SASL_MECHANISM,
                "sasl.jaas.config", jaasConfig());
    }

    @Override
    public String toString() {
        // Never the password: this ends up in test logs.
        return "KafkaCredentials[" + username + "@" + bootstrapServers + "]";
    }
}
