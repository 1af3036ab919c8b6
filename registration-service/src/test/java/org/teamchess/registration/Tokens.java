package org.teamchess.registration;

import io.smallrye.jwt.build.Jwt;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * Bearer tokens as Keycloak's realm teamchess issues them (audience teamchess-services, roles in
 * realm_access.roles), signed with the key of {@code OidcWiremockTestResource}.
 */
public final class Tokens {

    private static final String ISSUER = "https://server.example.com";

    private Tokens() {
    }

    public static String organizer() {
        return forRoles(UUID.randomUUID().toString(), "organizer");
    }

    /** A coach with a subject of his own, as each school's team leader has. */
    public static String coach(String subject) {
        return forRoles(subject, "coach");
    }

    public static String forRoles(String subject, String... roles) {
        return signed(subject, "teamchess-services", roles);
    }

    /** A token issued for another service: this one must refuse it. */
    public static String forAudience(String audience, String... roles) {
        return signed(UUID.randomUUID().toString(), audience, roles);
    }

    private static String signed(String subject, String audience, String... roles) {
        return Jwt.preferredUserName(subject)
                .subject(subject)
                .issuer(ISSUER)
                .audience(audience)
                .claim("realm_access", Map.of("roles", List.of(roles)))
                .jws()
                .keyId("1")
                .sign("privateKey.jwk");
    }
}
