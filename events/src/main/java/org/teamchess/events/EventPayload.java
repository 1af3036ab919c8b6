package org.teamchess.events;

/**
 * The data of one event: a record in a sub-package named after the service that publishes it,
 * named in the past tense, carrying ids and facts only, never personal data.
 *
 * <p>Every payload class is listed in {@link EventType}, which gives its wire type name, its topic
 * and its current schema version.
 */
public interface EventPayload {

    /**
     * The id of the aggregate this event is about (a team, a match, a game) in its string form: the
     * envelope's {@code subject} and the Kafka record key.
     */
    String subject();
}
