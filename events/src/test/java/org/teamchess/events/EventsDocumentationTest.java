package org.teamchess.events;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** docs/events.md describes every type, field and topic that the code defines. */
class EventsDocumentationTest {

    private static final Path DOCUMENT = Path.of("../docs/events.md");

    @Test
    void documentsEveryEventTypeWithItsVersionAndFields() throws IOException {
        String document = Files.readString(DOCUMENT);
        for (EventType type : EventType.values()) {
            String heading = "### `" + type.typeName() + "` (version " + type.schemaVersion() + ")";
            assertTrue(document.contains(heading), "missing heading " + heading);
            String section = section(document, heading);
            for (RecordComponent component : type.payloadClass().getRecordComponents()) {
                assertDocumented(section, type, component.getName());
                if (component.getGenericType() instanceof ParameterizedType list
                        && list.getActualTypeArguments()[0] instanceof Class<?> element
                        && element.isRecord()) {
                    for (RecordComponent nested : element.getRecordComponents()) {
                        assertDocumented(section, type, component.getName() + "[]." + nested.getName());
                    }
                }
            }
        }
    }

    @Test
    void documentsEveryTopic() throws IOException {
        String document = Files.readString(DOCUMENT);
        for (String topic : Topics.ALL) {
            assertTrue(document.contains("| `" + topic + "` |"), "missing topic " + topic);
        }
    }

    /** The text from the heading to the next heading. */
    private static String section(String document, String heading) {
        int start = document.indexOf(heading) + heading.length();
        int end = document.indexOf("\n#", start);
        return end < 0 ? document.substring(start) : document.substring(start, end);
    }

    private static void assertDocumented(String section, EventType type, String field) {
        assertTrue(section.contains("| `" + field + "` |"),
                "docs/events.md lacks field " + field + " of " + type.typeName());
    }
}
