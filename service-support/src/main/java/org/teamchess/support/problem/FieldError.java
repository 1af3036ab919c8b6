package org.teamchess.support.problem;

import java.util.Objects;

/**
 * One invalid field of a request, as an entry of {@link Problem#errors()}.
 *
 * @param field   where the value is, as a path into the request body or the name of a parameter:
 *                {@code name}, {@code roster[2].grade}, {@code page}
 * @param message what is wrong with it, for a person: {@code must not be blank}
 */
public record FieldError(String field, String message) {

    /** @throws NullPointerException if the field or the message is null */
    public FieldError {
        Objects.requireNonNull(field, "field");
        Objects.requireNonNull(message, "message");
    }
}
