package org.teamchess.registration;

import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.oidc.server.OidcWiremockTestResource;
import java.util.List;
import java.util.Map;
import org.teamchess.testsupport.KafkaBrokerResource;
import org.teamchess.testsupport.PostgresDatabaseResource;

/**
 * Every test of the service runs in one application: the real broker, a fresh database, and a
 * signed-token issuer standing in for Keycloak (the tests are about the service's own access
 * rules, not Keycloak's).
 */
public class RegistrationTestProfile implements QuarkusTestProfile {

    @Override
    public List<TestResourceEntry> testResources() {
        return List.of(
                new TestResourceEntry(KafkaBrokerResource.class,
                        Map.of(KafkaBrokerResource.USER, "registration-service")),
                new TestResourceEntry(PostgresDatabaseResource.class,
                        Map.of(PostgresDatabaseResource.DATABASE, "teamchess_registration_test")),
                new TestResourceEntry(OidcWiremockTestResource.class));
    }
}
