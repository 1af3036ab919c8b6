package org.teamchess.system.security;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * Values from an OpenAPI schema: a plausible valid value of every field (the base a fuzz case
 * changes one field of) and the hostile values a field of that type is fuzzed with.
 */
final class SchemaValues {

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final int MAX_DEPTH = 6;

    private SchemaValues() {
    }

    /** A value the schema accepts as far as its types, formats, bounds and enums tell. */
    static JsonNode valid(JsonNode schema) {
        return valid(schema, 0);
    }

    private static JsonNode valid(JsonNode schema, int depth) {
        if (schema.has("enum") && schema.get("enum").size() > 0) {
            return schema.get("enum").get(0);
        }
        String type = type(schema);
        String format = schema.path("format").asText("");
        switch (type) {
            case "object": {
                ObjectNode object = NODES.objectNode();
                if (depth < MAX_DEPTH) {
                    for (Iterator<Map.Entry<String, JsonNode>> it = schema.path("properties").fields(); it.hasNext(); ) {
                        Map.Entry<String, JsonNode> property = it.next();
                        if (!property.getValue().path("readOnly").asBoolean(false)) {
                            object.set(property.getKey(), valid(property.getValue(), depth + 1));
                        }
                    }
                }
                return object;
            }
            case "array": {
                ArrayNode array = NODES.arrayNode();
                if (depth < MAX_DEPTH) {
                    int count = Math.max(1, schema.path("minItems").asInt(1));
                    for (int i = 0; i < Math.min(count, 8); i++) {
                        array.add(valid(schema.path("items"), depth + 1));
                    }
                }
                return array;
            }
            case "integer": {
                long value = schema.has("minimum") ? schema.get("minimum").asLong() : 1;
                return NODES.numberNode(Math.max(value, schema.has("minimum") ? value : 1));
            }
            case "number":
                return NODES.numberNode(schema.has("minimum") ? schema.get("minimum").asDouble() : 1.0);
            case "boolean":
                return NODES.booleanNode(true);
            default:
                return NODES.textNode(text(format, schema));
        }
    }

    private static String text(String format, JsonNode schema) {
        switch (format) {
            case "uuid":
                return UUID.nameUUIDFromBytes("security-suite".getBytes()).toString();
            case "date":
                return LocalDate.now().plusDays(30).toString();
            case "date-time":
                return OffsetDateTime.now(ZoneOffset.UTC).plusDays(30).truncatedTo(ChronoUnit.MINUTES).toString();
            case "local-date-time":
                return LocalDateTime.now().plusDays(30).truncatedTo(ChronoUnit.MINUTES).toString();
            case "email":
                return "suite@example.org";
            default:
                if (schema.path("pattern").asText("").contains("\\d{4}-\\d{2}-\\d{2}T")) {
                    return LocalDateTime.now().plusDays(30).truncatedTo(ChronoUnit.MINUTES).toString();
                }
                int min = schema.path("minLength").asInt(1);
                return "Проверка".repeat(Math.max(1, (min + 7) / 8));
        }
    }

    /** The type of a schema: its {@code type}, the first non-null of a type list, or object/array by shape. */
    static String type(JsonNode schema) {
        JsonNode type = schema.get("type");
        if (type != null && type.isTextual()) {
            return type.asText();
        }
        if (type != null && type.isArray()) {
            for (JsonNode t : type) {
                if (!t.asText().equals("null")) {
                    return t.asText();
                }
            }
        }
        if (schema.has("properties")) {
            return "object";
        }
        if (schema.has("items")) {
            return "array";
        }
        return "string";
    }

    /** A hostile value for a field and the name of the case; {@link #MISSING} removes the field. */
    record Hostile(String name, JsonNode value, boolean hygiene) {
    }

    /** Marks the case that removes the field instead of giving it a value. */
    static final JsonNode MISSING = NODES.missingNode();

    /** Every hostile value that fits a field of this schema. */
    static List<Hostile> hostile(JsonNode schema) {
        String type = type(schema);
        String format = schema.path("format").asText("");
        List<Hostile> cases = new ArrayList<>();
        cases.add(new Hostile("null", NODES.nullNode(), false));
        cases.add(new Hostile("missing", MISSING, false));
        cases.add(new Hostile("array-instead", NODES.arrayNode().add(valid(schema)), false));
        cases.add(new Hostile("object-instead", NODES.objectNode().put("unexpected", 1), false));
        switch (type) {
            case "integer", "number" -> {
                cases.add(new Hostile("wrong-type", NODES.textNode("abc"), false));
                cases.add(new Hostile("negative", NODES.numberNode(-1), false));
                cases.add(new Hostile("zero", NODES.numberNode(0), false));
                cases.add(new Hostile("int-overflow", NODES.numberNode(2147483648L), false));
                cases.add(new Hostile("huge", NODES.numberNode(new java.math.BigInteger("99999999999999999999999999")), false));
                cases.add(new Hostile("fraction", NODES.numberNode(1.5), false));
            }
            case "boolean" -> cases.add(new Hostile("wrong-type", NODES.textNode("maybe"), false));
            case "object" -> cases.add(new Hostile("wrong-type", NODES.textNode("text"), false));
            case "array" -> {
                cases.add(new Hostile("wrong-type", NODES.textNode("text"), false));
                cases.add(new Hostile("empty", NODES.arrayNode(), false));
                ArrayNode many = NODES.arrayNode();
                for (int i = 0; i < 200; i++) {
                    many.add(valid(schema.path("items")));
                }
                cases.add(new Hostile("too-many", many, false));
            }
            default -> {
                cases.add(new Hostile("wrong-type", NODES.numberNode(12345), false));
                cases.add(new Hostile("empty", NODES.textNode(""), false));
                cases.add(new Hostile("blank", NODES.textNode("   "), false));
                cases.add(new Hostile("very-long", NODES.textNode("я".repeat(10_000)), false));
                cases.add(new Hostile("nul", NODES.textNode("Про\u0000верка"), true));
                cases.add(new Hostile("control", NODES.textNode("Про\u0007верка\u001b[31m"), true));
                cases.add(new Hostile("bidi-override", NODES.textNode("Про\u202Eверка"), true));
                cases.add(new Hostile("zero-width", NODES.textNode("Про\u200Bверка"), true));
                cases.add(new Hostile("sql-and-markup", NODES.textNode("'; DROP TABLE x; -- <script>alert(1)</script>"), false));
                if (format.contains("date") || schema.path("pattern").asText("").contains("\\d{4}")) {
                    boolean time = !format.equals("date");
                    cases.add(new Hostile("year-1899", NODES.textNode(time ? "1899-12-31T10:00:00" + (format.equals("date-time") ? "Z" : "") : "1899-12-31"), false));
                    cases.add(new Hostile("year-2200", NODES.textNode(time ? "2200-01-01T10:00:00" + (format.equals("date-time") ? "Z" : "") : "2200-01-01"), false));
                    cases.add(new Hostile("not-a-date", NODES.textNode("2024-02-30"), false));
                }
                if (format.equals("uuid")) {
                    cases.add(new Hostile("not-a-uuid", NODES.textNode("not-a-uuid"), false));
                }
                if (schema.has("enum")) {
                    cases.add(new Hostile("unknown-enum", NODES.textNode("NOT_A_VALUE"), false));
                }
            }
        }
        return cases;
    }
}
