package org.teamchess.clock.service;

import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.oidc.server.OidcWiremockTestResource;
import java.util.List;
import java.util.Map;
import org.teamchess.testsupport.KafkaBrokerResource;

/** The service starting on the database it left when it stopped ({@link PastDueClocksDatabase}). */
public class RestartTestProfile implements QuarkusTestProfile {

    @Override
    public List<TestResourceEntry> testResources() {
        return List.of(
                new TestResourceEntry(KafkaBrokerResource.class,
                        Map.of(KafkaBrokerResource.USER, "clock-service")),
                new TestResourceEntry(PastDueClocksDatabase.class),
                new TestResourceEntry(OidcWiremockTestResource.class));
    }
}
