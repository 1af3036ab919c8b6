package org.teamchess.clock.benchmark;

import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.oidc.server.OidcWiremockTestResource;
import java.util.List;
import java.util.Map;
import org.teamchess.testsupport.KafkaBrokerResource;
import org.teamchess.testsupport.PostgresDatabaseResource;

/** The benchmark's own application: the real broker, its own fresh database, less logging. */
public class FlagBenchmarkProfile implements QuarkusTestProfile {

    @Override
    public List<TestResourceEntry> testResources() {
        return List.of(
                new TestResourceEntry(KafkaBrokerResource.class,
                        Map.of(KafkaBrokerResource.USER, "clock-service")),
                new TestResourceEntry(PostgresDatabaseResource.class,
                        Map.of(PostgresDatabaseResource.DATABASE, "teamchess_clock_benchmark")),
                new TestResourceEntry(OidcWiremockTestResource.class));
    }

    @Override
    public Map<String, String> getConfigOverrides() {
        // One INFO line per flag would be 10,000 lines of console output competing for the CPU.
        return Map.of("quarkus.log.category.\"org.teamchess\".level", "WARN");
    }
}
