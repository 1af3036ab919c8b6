package org.teamchess.events;

import com.fasterxml.jackson.databind.JsonNode;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.List;
import java.util.Optional;
import org.teamchess.events.EventDecodingException.Reason;

/**
 * Every component of a payload record is required unless marked {@link OptionalField}: this finds
 * the first one that is absent or null in the JSON, descending into nested records and lists of
 * records, and names it by its path.
 */
final class RequiredFields {

    private RequiredFields() {
    }

    /**
     * @throws EventDecodingException with {@link Reason#MISSING_FIELD} for the first absent or
     *                                null component
     */
    static void check(JsonNode json, Class<?> recordClass, String path, String typeName) {
        if (!json.isObject()) {
            return; // a wrong JSON type is reported by the mapper as an invalid field
        }
        for (RecordComponent component : recordClass.getRecordComponents()) {
            String fieldPath = path + "." + component.getName();
            JsonNode value = json.get(component.getName());
            if (value == null || value.isNull()) {
                if (component.isAnnotationPresent(OptionalField.class)) {
                    continue;
                }
                throw new EventDecodingException(Reason.MISSING_FIELD, fieldPath, typeName,
                        "Missing field " + fieldPath + " of " + typeName, null);
            }
            if (component.getType().isRecord()) {
                check(value, component.getType(), fieldPath, typeName);
            }
            Optional<Class<?>> element = recordElementType(component);
            if (element.isPresent() && value.isArray()) {
                for (int index = 0; index < value.size(); index++) {
                    check(value.get(index), element.get(), fieldPath + "[" + index + "]", typeName);
                }
            }
        }
    }

    private static Optional<Class<?>> recordElementType(RecordComponent component) {
        if (component.getType() != List.class
                || !(component.getGenericType() instanceof ParameterizedType list)) {
            return Optional.empty();
        }
        Type element = list.getActualTypeArguments()[0];
        return element instanceof Class<?> elementClass && elementClass.isRecord()
                ? Optional.of(elementClass)
                : Optional.empty();
    }
}
