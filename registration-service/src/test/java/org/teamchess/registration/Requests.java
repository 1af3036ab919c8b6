package org.teamchess.registration;

import static io.restassured.RestAssured.given;

import io.restassured.http.ContentType;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.util.UUID;

/** Requests the tests make again and again. */
public final class Requests {

    private Requests() {
    }

    /** Opens a competition with the regulation's rule whose deadline is an hour ahead; its id. */
    public static UUID openCompetition() {
        String deadline = LocalDateTime.now(ZoneId.of("Asia/Anadyr")).plusHours(1).withNano(0).toString();
        String id = given().auth().oauth2(Tokens.organizer())
                .contentType(ContentType.JSON)
                .body("{\"name\":\"Первенство " + UUID.randomUUID() + "\",\"deadline\":\"" + deadline + "\"}")
                .post("/api/competitions")
                .then()
                .statusCode(201)
                .extract().path("id");
        return UUID.fromString(id);
    }

    /** A valid application of a school unique to the test: four boards and one reserve. */
    public static String application() {
        return "{\"schoolName\":\"МБОУ СОШ № " + UUID.randomUUID() + "\",\"municipality\":\"Анадырь\","
                + "\"roster\":["
                + "{\"displayName\":\"Иван Петров\",\"grade\":9},"
                + "{\"displayName\":\"Олег Смирнов\",\"grade\":8},"
                + "{\"displayName\":\"Pavel O'Neil\",\"grade\":7},"
                + "{\"displayName\":\"Анна-Мария Кузнецова\",\"grade\":6},"
                + "{\"displayName\":\"Пётр Иванов\",\"grade\":5}]}";
    }
}
