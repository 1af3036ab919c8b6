package org.teamchess.web.rest;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.net.URL;
import org.junit.jupiter.api.Test;

/** The page built by `npm run build` is what the module serves; these run after that build. */
@QuarkusTest
class StaticPageTest {

    /** The management interface's root (/q on its own port). */
    @TestHTTPResource(value = "/", management = true)
    URL management;

    @Test
    void rootServesTheBuiltPageInRussianWithItsCharset() {
        given().when().get("/")
                .then().statusCode(200)
                .contentType(containsString("text/html"))
                .header("Cache-Control", equalTo("no-cache"))
                .body(containsString("<meta charset=\"utf-8\""))
                .body(containsString("lang=\"ru\""))
                .body(containsString("/assets/"));
    }

    @Test
    void everyAnswerForbidsFramingSniffingAndForeignScripts() {
        for (String path : new String[] {"/", "/config.json"}) {
            given().when().get(path)
                    .then().statusCode(200)
                    .header("Content-Security-Policy", equalTo("default-src 'self'; script-src 'self'; "
                            + "style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self' "
                            + "http://127.0.0.1:8180 http://127.0.0.1:8081 ws://127.0.0.1:8081 "
                            + "http://127.0.0.1:8082 ws://127.0.0.1:8082 http://127.0.0.1:8083 "
                            + "ws://127.0.0.1:8083 http://127.0.0.1:8084 ws://127.0.0.1:8084; "
                            + "frame-src http://127.0.0.1:8180; form-action 'self' http://127.0.0.1:8180; "
                            + "object-src 'none'; base-uri 'self'; frame-ancestors 'none'"))
                    .header("X-Frame-Options", equalTo("DENY"))
                    .header("X-Content-Type-Options", equalTo("nosniff"))
                    .header("Referrer-Policy", equalTo("no-referrer"));
        }
    }

    @Test
    void configDefaultsPointAtTheLocalPlatform() {
        given().when().get("/config.json")
                .then().statusCode(200)
                .body("oidcAuthServerUrl", equalTo("http://127.0.0.1:8180/realms/teamchess"))
                .body("registrationUrl", equalTo("http://127.0.0.1:8081"));
    }

    @Test
    void healthIsUpOnTheManagementPortOnly() {
        String root = management.toString().replaceAll("/$", "");
        given().when().get(root + "/health")
                .then().statusCode(200)
                .body("status", equalTo("UP"));
        for (String path : new String[] {"/q/health", "/q/health/ready", "/q/health/live", "/q/metrics"}) {
            given().when().get(path).then().statusCode(404);
        }
    }
}
