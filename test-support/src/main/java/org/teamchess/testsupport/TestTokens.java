package org.teamchess.testsupport;

import io.smallrye.jwt.build.Jwt;
import java.util.List;
import java.util.Map;

/**
 * Bearer tokens for a service's tests, shaped like those of Keycloak's realm {@code teamchess}: the
 * audience {@value #AUDIENCE} and the realm roles in the claim {@code realm_access.roles}, which the
 * services read ({@code quarkus.oidc.token.audience}, {@code quarkus.oidc.roles.role-claim-path}).
 * They are signed with the key that {@code io.quarkus.test.oidc.server.OidcWiremockTestResource}
 * publishes, so a service under test with that resource as its OIDC server accepts them:
 * <pre>{@code
 * given().auth().oauth2(TestTokens.withRealmRoles("alice", "arbiter")).get("/api/clocks/" + id)
 * }</pre>
 * The service's test profile points {@code quarkus.oidc.auth-server-url} at
 * {@code ${keycloak.url}/realms/quarkus/}, the address the resource sets.
 */
public final class TestTokens {

    /** The audience of the realm's user tokens: the services' client. */
    public static final String AUDIENCE = "teamchess-services";

    /** The issuer OidcWiremockTestResource announces. */
    private static final String ISSUER = "https://server.example.com";

    private TestTokens() {
    }

    /** A token for {@code user} with these realm roles (none: authenticated, but no role). */
    public static String withRealmRoles(String user, String... roles) {
        return forAudience(AUDIENCE, user, roles);
    }

    /** A token issued for another audience, which the services must refuse. */
    public static String forAudience(String audience, String user, String... roles) {
        return Jwt.preferredUserName(user)
                .subject(user)
                .issuer(ISSUER)
                .audience(audience)
                .claim("realm_access", Map.of("roles", List.of(roles)))
                .jws()
                .keyId("1")
                .sign("privateKey.jwk");
    }
}
