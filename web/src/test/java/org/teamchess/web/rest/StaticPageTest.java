package org.teamchess.web.rest;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;

/** The page built by `npm run build` is what the module serves; these run after that build. */
@QuarkusTest
class StaticPageTest {

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
    void configDefaultsPointAtTheLocalPlatform() {
        given().when().get("/config.json")
                .then().statusCode(200)
                .body("oidcAuthServerUrl", equalTo("http://127.0.0.1:8180/realms/teamchess"))
                .body("registrationUrl", equalTo("http://127.0.0.1:8081"));
    }

    @Test
    void healthIsUp() {
        given().when().get("/q/health")
                .then().statusCode(200)
                .body("status", equalTo("UP"));
    }
}
