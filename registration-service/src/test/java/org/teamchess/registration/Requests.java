package org.teamchess.registration;

import static io.restassured.RestAssured.given;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.restassured.http.ContentType;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.teamchess.support.security.Roles;
import org.teamchess.testsupport.TestTokens;

/** Requests the tests make again and again. */
public final class Requests {

    public static final String ORGANIZER = TestTokens.withRealmRoles("organizer", Roles.ORGANIZER);
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern STEP = Pattern.compile("([A-Za-z]+)(?:\\[(\\d+)])?");

    private Requests() {
    }

    /** Opens a competition with the regulation's rule whose deadline is an hour ahead; its id. */
    public static UUID openCompetition() {
        return openCompetition("");
    }

    /** Opens a competition an hour ahead with more fields ({@code ,"endsAt":...}); its id. */
    public static UUID openCompetition(String moreFields) {
        String deadline = LocalDateTime.now(ZoneId.of("Asia/Anadyr")).plusHours(1).withNano(0).toString();
        String id = given().auth().oauth2(ORGANIZER)
                .contentType(ContentType.JSON)
                .body("{\"name\":\"Первенство " + UUID.randomUUID() + "\",\"deadline\":\"" + deadline + "\""
                        + moreFields + "}")
                .post("/api/competitions")
                .then()
                .statusCode(201)
                .extract().path("id");
        return UUID.fromString(id);
    }

    /** A valid application of a school unique to the test: four boards and one reserve. */
    public static String application() {
        return json(applicationData());
    }

    /**
     * A valid application as a tree to change with {@link #with}: boards 1-3 boys, board 4 a girl,
     * reserve 1 a boy; the surnames end in letters unique to the call, so two applications to one
     * competition never list the same player. Birth dates fit the grades (age grade + 6).
     */
    public static Map<String, Object> applicationData() {
        String unique = letters(5);
        Map<String, Object> data = new LinkedHashMap<>();
        data.put("schoolName", "МБОУ СОШ № " + UUID.randomUUID());
        data.put("municipality", "Анадырь");
        data.put("leader", map("fullName", "Киншова Ольга Васильевна", "position", "учитель информатики",
                "phone", "8-924-665-93-75", "email", "kinshova@mail.ru"));
        data.put("director", map("fullName", "Алеев Александр Юрьевич", "phone", "+7 (927) 154 82 92"));
        List<Object> roster = new ArrayList<>();
        roster.add(player("Петров" + unique, "Иван", "Сергеевич", "Иван Петров", 9, "male"));
        roster.add(player("Смирнов" + unique, "Олег", null, "Олег Смирнов", 8, "male"));
        roster.add(player("O'Neil" + unique, "Pavel", null, "Pavel O'Neil", 7, "male"));
        roster.add(player("Кузнецова" + unique, "Анна-Мария", "Петровна", "Анна-Мария Кузнецова", 6, "female"));
        roster.add(player("Иванов" + unique, "Пётр", null, "Пётр Иванов", 5, "male"));
        data.put("roster", roster);
        data.put("agreements", map("fairPlay", true, "technicalMeans", true, "parentalConsent", true));
        return data;
    }

    /** A birth date that fits the grade this school year: the pupil is grade + 6 on 1 September. */
    public static LocalDate birthDateFor(int grade) {
        LocalDate today = LocalDate.now(ZoneId.of("Asia/Anadyr"));
        int schoolYear = today.getMonthValue() >= 9 ? today.getYear() : today.getYear() - 1;
        return LocalDate.of(schoolYear - grade - 6, 3, 15);
    }

    /**
     * Sets the value at a path such as {@code roster[2].birthDate} or {@code leader.phone}; a null
     * value removes the field. Returns the same tree.
     */
    @SuppressWarnings("unchecked")
    public static Map<String, Object> with(Map<String, Object> data, String path, Object value) {
        String[] steps = path.split("\\.");
        Object node = data;
        for (int index = 0; index < steps.length; index++) {
            Matcher step = STEP.matcher(steps[index]);
            if (!step.matches()) {
                throw new IllegalArgumentException(path);
            }
            Map<String, Object> object = (Map<String, Object>) node;
            boolean last = index == steps.length - 1;
            if (step.group(2) == null) {
                if (last) {
                    if (value == null) {
                        object.remove(step.group(1));
                    } else {
                        object.put(step.group(1), value);
                    }
                }
                node = object.get(step.group(1));
            } else {
                List<Object> list = (List<Object>) object.get(step.group(1));
                int at = Integer.parseInt(step.group(2));
                if (last) {
                    list.set(at, value);
                }
                node = list.get(at);
            }
        }
        return data;
    }

    public static String json(Object data) {
        try {
            return JSON.writeValueAsString(data);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Submits an application as this coach; the response's JSON. */
    public static io.restassured.path.json.JsonPath apply(UUID competitionId, String coach, String body) {
        return given().auth().oauth2(TestTokens.withRealmRoles(coach, Roles.COACH))
                .contentType(ContentType.JSON).body(body)
                .post(applications(competitionId))
                .then()
                .statusCode(201)
                .extract().jsonPath();
    }

    public static String applications(UUID competitionId) {
        return "/api/competitions/" + competitionId + "/applications";
    }

    public static Map<String, Object> player(String surname, String firstName, String patronymic,
            String displayName, int grade, String gender) {
        Map<String, Object> player = map("surname", surname, "firstName", firstName);
        if (patronymic != null) {
            player.put("patronymic", patronymic);
        }
        player.put("displayName", displayName);
        player.put("grade", grade);
        player.put("birthDate", birthDateFor(grade).toString());
        player.put("gender", gender);
        return player;
    }

    /** Lower-case Cyrillic letters, random. */
    public static String letters(int count) {
        StringBuilder letters = new StringBuilder();
        for (int index = 0; index < count; index++) {
            letters.append((char) ('а' + ThreadLocalRandom.current().nextInt(32)));
        }
        return letters.toString();
    }

    private static Map<String, Object> map(Object... pairs) {
        Map<String, Object> map = new LinkedHashMap<>();
        for (int index = 0; index < pairs.length; index += 2) {
            map.put((String) pairs[index], pairs[index + 1]);
        }
        return map;
    }
}
