package org.teamchess.events;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.teamchess.events.registration.RosterChanged;

/**
 * Ids only on Kafka (docs/decisions/no-personal-data-on-kafka.md): no payload has a field that
 * would carry a person's name, birth date or contact, and the names of version 1's RosterChanged
 * are dropped when it is read.
 */
class NoPersonalDataTest {

    /** Words of a field name (camelCase split) that name personal data. */
    private static final Set<String> PERSONAL = Set.of("name", "names", "surname", "patronymic", "birth",
            "birthday", "email", "mail", "phone", "address", "grade", "gender", "age");

    /**
     * Names that are no person's: the team's public name (school and municipality, as crosstables
     * print it) and a tie-break's name.
     */
    private static final Set<String> ALLOWED = Set.of("TeamRegistered.teamName",
            "StandingsUpdated.rows[].tieBreaks[].name");

    @Test
    void noPayloadFieldCarriesPersonalData() {
        List<String> offenders = new ArrayList<>();
        for (EventType type : EventType.values()) {
            collect(type.payloadClass(), type.payloadClass().getSimpleName(), offenders);
        }
        assertEquals(List.of(), offenders);
    }

    @Test
    void aVersionOneRosterWithNamesIsReadWithoutThem() {
        UUID competition = UUID.fromString("00000000-0000-0000-0000-0000000000c1");
        UUID team = UUID.fromString("00000000-0000-0000-0000-0000000000a1");
        UUID first = UUID.fromString("00000000-0000-0000-0000-0000000000b1");
        UUID second = UUID.fromString("00000000-0000-0000-0000-0000000000b2");
        String versionOne = """
                {"id":"3b241101-e2bb-4255-8caf-4136c566a962","type":"org.teamchess.registration.RosterChanged",
                 "source":"registration-service","time":"2026-03-01T10:00:00Z","subject":"%s","schemaVersion":1,
                 "data":{"competitionId":"%s","teamId":"%s","playerIds":["%s","%s"],
                         "displayNames":["Иван Петров","Анна Сидорова"]}}
                """.formatted(team, competition, team, first, second);
        EventCodec codec = new EventCodec();

        EventEnvelope<EventPayload> read = codec.decode(versionOne);

        assertEquals(new RosterChanged(competition, team, List.of(first, second)), read.data());
        assertEquals(1, read.schemaVersion());
        String written = codec.encodeToString(EventEnvelope.of(read.id(), read.source(), read.time(), read.data()));
        assertFalse(written.contains("Петров"), written);
        assertTrue(written.contains("\"schemaVersion\":2"), written);
    }

    private static void collect(Class<?> record, String path, List<String> offenders) {
        for (RecordComponent component : record.getRecordComponents()) {
            String field = path + "." + component.getName();
            boolean personal = Arrays.stream(component.getName().split("(?=\\p{Upper})"))
                    .map(word -> word.toLowerCase(Locale.ROOT))
                    .anyMatch(PERSONAL::contains);
            if (!ALLOWED.contains(field) && personal) {
                offenders.add(field);
            }
            if (component.getType().isRecord()) {
                collect(component.getType(), field, offenders);
            }
            if (component.getGenericType() instanceof ParameterizedType list
                    && list.getActualTypeArguments()[0] instanceof Class<?> element && element.isRecord()) {
                collect(element, field + "[]", offenders);
            }
        }
    }
}
