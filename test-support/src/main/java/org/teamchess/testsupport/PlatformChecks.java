package org.teamchess.testsupport;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItems;

import io.restassured.response.ValidatableResponse;
import java.net.URL;

/**
 * What the platform needs of every service (issue 3), checked against the service under test with
 * REST Assured: health, Prometheus metrics, OpenAPI. A service's {@code PlatformEndpointsTest}
 * calls these from its {@code @QuarkusTest} methods. Health and metrics are on the management
 * interface (docs/decisions/management-endpoints.md): the checks take its root, which a test gets
 * with {@code @TestHTTPResource(value = "/", management = true) URL management}.
 */
public final class PlatformChecks {

    private PlatformChecks() {
    }

    /** Readiness is UP and covers the database and these Kafka channels. */
    public static void readinessCovers(URL management, String... channels) {
        ValidatableResponse ready = given().get(at(management, "/health/ready"))
                .then()
                .statusCode(200)
                .body("status", equalTo("UP"))
                .body("checks.name", hasItems("Database connections health check",
                        "SmallRye Reactive Messaging - readiness check"));
        for (String channel : channels) {
            ready.body(containsString(channel));
        }
    }

    /** Liveness is UP. */
    public static void livenessIsUp(URL management) {
        given().get(at(management, "/health/live")).then().statusCode(200).body("status", equalTo("UP"));
    }

    /** Prometheus metrics are served, the JVM's among them. */
    public static void prometheusMetricsArePublished(URL management) {
        given().get(at(management, "/metrics")).then().statusCode(200).body(containsString("jvm_memory_used_bytes"));
    }

    /**
     * Health and metrics answer on the management interface only: the public port (REST Assured's
     * default, the service's HTTP port) says 404 to each of them, the management port 200.
     */
    public static void healthAndMetricsOnlyOnManagement(URL management) {
        for (String path : new String[] {"/health", "/health/ready", "/health/live", "/health/started", "/metrics"}) {
            given().get("/q" + path).then().statusCode(404);
            given().get(at(management, path)).then().statusCode(200);
        }
    }

    /**
     * A path under the management interface's root ({@code http://host:port/q}), with or without
     * the trailing slash the injected URL may have.
     */
    public static String at(URL management, String path) {
        String root = management.toString();
        return (root.endsWith("/") ? root.substring(0, root.length() - 1) : root) + path;
    }

    /** The OpenAPI document has this title and describes the GET of this path with this summary. */
    public static void openApiDescribesGet(String title, String path, String summary) {
        given().queryParam("format", "json")
                .get("/q/openapi")
                .then()
                .statusCode(200)
                .body("info.title", equalTo(title))
                .body("paths.'" + path + "'.get.summary", equalTo(summary));
    }
}
