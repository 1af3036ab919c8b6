package org.teamchess.system.security;

import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The platform the security suite attacks: each service's public HTTP base, Keycloak, the
 * databases ({@code <prefix>_<service>}, password as deploy/platform sets it) and the run folder
 * (the Keycloak bootstrap admin's password is kept there).
 *
 * @param services service name (as in the database name) to its public base URL
 */
public record Target(Map<String, String> services, String keycloak, String databasePrefix, Path runDir) {

    /** deploy/platform gives every service database role this password locally. */
    static final String DATABASE_PASSWORD = "teamchess-local-only";

    /**
     * The ports of a platform started with deploy/platform's defaults plus {@code offset} (the
     * system tests' platform: 10000).
     */
    public static Target withPortOffset(int offset, String databasePrefix, Path runDir) {
        Map<String, String> services = new LinkedHashMap<>();
        services.put("registration", "http://127.0.0.1:" + (8081 + offset));
        services.put("game", "http://127.0.0.1:" + (8082 + offset));
        services.put("clock", "http://127.0.0.1:" + (8083 + offset));
        services.put("tournament", "http://127.0.0.1:" + (8084 + offset));
        return new Target(Collections.unmodifiableMap(services), "http://127.0.0.1:" + (8180 + offset), databasePrefix, runDir);
    }

    String jdbcUrl(String service) {
        return "jdbc:postgresql://127.0.0.1:5432/" + databasePrefix + "_" + service;
    }

    String databaseUser(String service) {
        return databasePrefix + "_" + service;
    }
}
