package org.teamchess.testsupport;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItems;

import io.restassured.response.ValidatableResponse;

/**
 * What the platform needs of every service (issue 3), checked against the service under test with
 * REST Assured: health, Prometheus metrics, OpenAPI. A service's {@code PlatformEndpointsTest}
 * calls these from its {@code @QuarkusTest} methods.
 */
public final class PlatformChecks {

    private PlatformChecks() {
    }

    /** Readiness is UP and covers the database and these Kafka channels. */
    public static void readinessCovers(String... channels) {
        ValidatableResponse ready = given().get("/q/health/ready")
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
    public static void livenessIsUp() {
        given().get("/q/health/live").then().statusCode(200).body("status", equalTo("UP"));
    }

    /** Prometheus metrics are served, the JVM's among them. */
    public static void prometheusMetricsArePublished() {
        given().get("/q/metrics").then().statusCode(200).body(containsString("jvm_memory_used_bytes"));
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
