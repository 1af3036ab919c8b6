package org.teamchess.events;

import java.util.Objects;
import java.util.Optional;

/**
 * An event that could not be decoded, with the reason as a value a consumer can act on (skip and
 * count it, or stop and alert) and the place in the JSON where it went wrong.
 */
public final class EventDecodingException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** Why an event could not be decoded. */
    public enum Reason {
        /** The bytes are not a JSON object. */
        MALFORMED_JSON,
        /** A required attribute or payload field is absent or null. */
        MISSING_FIELD,
        /** A field has the wrong JSON type, an unknown enum value, or a value the record refuses. */
        INVALID_FIELD,
        /** The {@code type} names no {@link EventType} this version of the contracts knows. */
        UNKNOWN_TYPE,
        /** The {@code schemaVersion} is newer than this version of the contracts can read. */
        UNSUPPORTED_SCHEMA_VERSION
    }

    private final Reason reason;
    private final String field;
    private final String typeName;

    EventDecodingException(Reason reason, String field, String typeName, String message,
            Throwable cause) {
        super(message, cause);
        this.reason = Objects.requireNonNull(reason, "reason");
        this.field = field;
        this.typeName = typeName;
    }

    /** Why decoding failed. */
    public Reason reason() {
        return reason;
    }

    /**
     * Where in the JSON decoding failed, as a path like {@code data.boards[0].gameId}; empty when
     * the failure is not about one field (e.g. {@link Reason#MALFORMED_JSON}).
     */
    public Optional<String> field() {
        return Optional.ofNullable(field);
    }

    /** The event's {@code type} attribute when it could be read, known or not. */
    public Optional<String> typeName() {
        return Optional.ofNullable(typeName);
    }
}
