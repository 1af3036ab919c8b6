package org.teamchess.support;

import io.quarkus.test.junit.QuarkusTestProfile;
import java.util.List;
import java.util.Map;
import org.teamchess.testsupport.KafkaBrokerResource;
import org.teamchess.testsupport.PostgresDatabaseResource;

/** Every test of the module runs in one application on the real broker and a fresh database. */
public class SupportTestProfile implements QuarkusTestProfile {

    @Override
    public List<TestResourceEntry> testResources() {
        return List.of(
                new TestResourceEntry(KafkaBrokerResource.class,
                        Map.of(KafkaBrokerResource.USER, "registration-service")),
                new TestResourceEntry(PostgresDatabaseResource.class,
                        Map.of(PostgresDatabaseResource.DATABASE, "teamchess_support_test")));
    }
}
