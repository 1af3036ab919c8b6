package org.teamchess.events;

import java.util.List;

/**
 * The Kafka topic names, the only place they are written down.
 *
 * <p>There is one topic per producing service, and only that service publishes to it. Every record
 * is keyed by the id of the aggregate it is about ({@link EventPayload#subject()}); per-game events
 * are keyed by game id, so that one game's events stay in order on one partition. The value is an
 * {@link EventEnvelope} encoded by {@link EventCodec}. Which event types travel on which topic is
 * {@link EventType#topic()}; {@code docs/events.md} describes them all.
 */
public final class Topics {

    /** Published by registration-service: teams, rosters, withdrawals; keyed by team id. */
    public static final String REGISTRATION_EVENTS = "teamchess.registration.events";

    /**
     * Published by tournament-service: scheduled and ended matches, keyed by match id; standings,
     * keyed by tournament id.
     */
    public static final String TOURNAMENT_EVENTS = "teamchess.tournament.events";

    /** Published by game-service: the life of each game; keyed by game id. */
    public static final String GAME_EVENTS = "teamchess.game.events";

    /** Published by clock-service: clock starts and flag falls; keyed by game id. */
    public static final String CLOCK_EVENTS = "teamchess.clock.events";

    /**
     * Published straight by every game-service instance (not through the outbox): its
     * {@link org.teamchess.events.heartbeat.InstanceHeartbeat heartbeats}, keyed by instance id; one
     * partition, kept for minutes. Not an event topic: it is not in {@link #ALL}.
     */
    public static final String GAME_HEARTBEATS = "teamchess.game.heartbeats";

    /** Every event topic above, in the order an event travels through the platform. */
    public static final List<String> ALL =
            List.of(REGISTRATION_EVENTS, TOURNAMENT_EVENTS, GAME_EVENTS, CLOCK_EVENTS);

    private Topics() {
    }
}
