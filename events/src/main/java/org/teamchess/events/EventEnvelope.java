package org.teamchess.events;

import java.time.Instant;
import java.util.Objects;
import java.util.UUID;

/**
 * One event as it travels on Kafka: the attributes every event has, modelled on CloudEvents 1.0,
 * around the event's data.
 *
 * <p>The attributes map to CloudEvents as: {@code id} = id, {@code type} = type (its
 * {@link EventType#typeName() wire name}), {@code source} = source, {@code time} = time,
 * {@code subject} = subject, and {@code schemaVersion} is an extension attribute. The subject is
 * always the payload's {@link EventPayload#subject()} and the Kafka record key.
 *
 * @param id            unique per event; consumers use it to drop an event they have already
 *                      handled (delivery is at least once)
 * @param type          what happened; fixed by the payload's class
 * @param source        the publishing service, e.g. {@code game-service}
 * @param time          when it happened, in UTC, as the producer's clock saw it
 * @param subject       the id of the aggregate the event is about (team, match or game)
 * @param schemaVersion the schema version the data was written in, from 1 up to the type's current
 *                      {@link EventType#schemaVersion()}
 * @param data          the payload
 * @param <T>           the payload type
 */
public record EventEnvelope<T extends EventPayload>(
        UUID id, EventType type, String source, Instant time, String subject, int schemaVersion,
        T data) {

    /**
     * @throws NullPointerException     if any attribute is null
     * @throws IllegalArgumentException if type, subject or schema version do not fit the data, or
     *                                  the source is blank
     */
    public EventEnvelope {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(time, "time");
        Objects.requireNonNull(subject, "subject");
        Objects.requireNonNull(data, "data");
        if (source.isBlank()) {
            throw new IllegalArgumentException("source must not be blank");
        }
        if (EventType.of(data) != type) {
            throw new IllegalArgumentException("type " + type.typeName() + " does not fit data of "
                    + data.getClass().getSimpleName());
        }
        if (!subject.equals(data.subject())) {
            throw new IllegalArgumentException(
                    "subject " + subject + " is not the data's subject " + data.subject());
        }
        if (schemaVersion < 1 || schemaVersion > type.schemaVersion()) {
            throw new IllegalArgumentException("schema version " + schemaVersion + " of "
                    + type.typeName() + " is not between 1 and " + type.schemaVersion());
        }
    }

    /**
     * A new event in the current schema version, its type and subject taken from the data.
     *
     * @param id     a fresh id, usually {@link UUID#randomUUID()}
     * @param source the publishing service
     * @param time   now, from the service's injected {@link java.time.Clock}
     * @param data   the payload
     */
    public static <T extends EventPayload> EventEnvelope<T> of(UUID id, String source, Instant time,
            T data) {
        EventType type = EventType.of(data);
        return new EventEnvelope<>(id, type, source, time, data.subject(), type.schemaVersion(), data);
    }
}
