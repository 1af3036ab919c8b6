package org.teamchess.events;

import java.util.Arrays;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.teamchess.events.clock.ClockPaused;
import org.teamchess.events.clock.ClockResumed;
import org.teamchess.events.clock.ClockStarted;
import org.teamchess.events.clock.ClockTimeAdded;
import org.teamchess.events.clock.ClockTimeSet;
import org.teamchess.events.clock.FlagFell;
import org.teamchess.events.game.DrawAnswered;
import org.teamchess.events.game.DrawOffered;
import org.teamchess.events.game.GameCreated;
import org.teamchess.events.game.GameEnded;
import org.teamchess.events.game.GameStarted;
import org.teamchess.events.game.MovePlayed;
import org.teamchess.events.registration.PersonalDataErased;
import org.teamchess.events.registration.PlayerLinked;
import org.teamchess.events.registration.RosterChanged;
import org.teamchess.events.registration.TeamRegistered;
import org.teamchess.events.registration.TeamWithdrawn;
import org.teamchess.events.tournament.BoardPlayerSubstituted;
import org.teamchess.events.tournament.BoardResultRecorded;
import org.teamchess.events.tournament.MatchEnded;
import org.teamchess.events.tournament.MatchScheduled;
import org.teamchess.events.tournament.PlayoffUpdated;
import org.teamchess.events.tournament.StandingsUpdated;

/**
 * Every event type of the platform: its wire name (the envelope's {@code type}), the payload record
 * it decodes to, the topic it travels on and its current schema version.
 *
 * <p>Schema versions: adding an optional field does not change the version (consumers ignore fields
 * they do not know); removing, renaming or changing the meaning of a field does, and the codec then
 * refuses versions it does not know rather than misreading them.
 */
public enum EventType {

    /** A school's team entered a competition; published by registration-service. */
    TEAM_REGISTERED("org.teamchess.registration.TeamRegistered", TeamRegistered.class,
            Topics.REGISTRATION_EVENTS, 1),

    /**
     * A team's whole roster, ids in roster order; published by registration-service. Version 2
     * dropped the players' names (version 1's {@code displayNames}, ignored when read).
     */
    ROSTER_CHANGED("org.teamchess.registration.RosterChanged", RosterChanged.class,
            Topics.REGISTRATION_EVENTS, 2),

    /** A registered team left the competition; published by registration-service. */
    TEAM_WITHDRAWN("org.teamchess.registration.TeamWithdrawn", TeamWithdrawn.class,
            Topics.REGISTRATION_EVENTS, 1),

    /** A player's account was linked to a roster entry; published by registration-service. */
    PLAYER_LINKED("org.teamchess.registration.PlayerLinked", PlayerLinked.class,
            Topics.REGISTRATION_EVENTS, 1),

    /** A school's personal data in a competition was erased; published by registration-service. */
    PERSONAL_DATA_ERASED("org.teamchess.registration.PersonalDataErased", PersonalDataErased.class,
            Topics.REGISTRATION_EVENTS, 1),

    /** A match of a round was scheduled with its board pairings; published by tournament-service. */
    MATCH_SCHEDULED("org.teamchess.tournament.MatchScheduled", MatchScheduled.class,
            Topics.TOURNAMENT_EVENTS, 1),

    /** One board of a match has its result; published by tournament-service (the federation feed). */
    BOARD_RESULT_RECORDED("org.teamchess.tournament.BoardResultRecorded", BoardResultRecorded.class,
            Topics.TOURNAMENT_EVENTS, 1),

    /** A reserve replaced a board's player before its game started; published by tournament-service. */
    BOARD_PLAYER_SUBSTITUTED("org.teamchess.tournament.BoardPlayerSubstituted", BoardPlayerSubstituted.class,
            Topics.TOURNAMENT_EVENTS, 1),

    /** Every board of a match ended and the match is scored; published by tournament-service. */
    MATCH_ENDED("org.teamchess.tournament.MatchEnded", MatchEnded.class, Topics.TOURNAMENT_EVENTS, 1),

    /** A tournament's ranked standings after a result; published by tournament-service. */
    STANDINGS_UPDATED("org.teamchess.tournament.StandingsUpdated", StandingsUpdated.class,
            Topics.TOURNAMENT_EVENTS, 1),

    /** A play-off for a tied place began, went on or is over; published by tournament-service. */
    PLAYOFF_UPDATED("org.teamchess.tournament.PlayoffUpdated", PlayoffUpdated.class, Topics.TOURNAMENT_EVENTS, 1),

    /** A game of a scheduled match exists and can be joined; published by game-service. */
    GAME_CREATED("org.teamchess.game.GameCreated", GameCreated.class, Topics.GAME_EVENTS, 1),

    /** A game's scheduled start came: White's clock runs (Art. 6.5); published by game-service. */
    GAME_STARTED("org.teamchess.game.GameStarted", GameStarted.class, Topics.GAME_EVENTS, 1),

    /** A move was accepted and stored, with both clocks after it; published by game-service. */
    MOVE_PLAYED("org.teamchess.game.MovePlayed", MovePlayed.class, Topics.GAME_EVENTS, 1),

    /** A player offered a draw (Art. 9.1.2.1); published by game-service. */
    DRAW_OFFERED("org.teamchess.game.DrawOffered", DrawOffered.class, Topics.GAME_EVENTS, 1),

    /** A player accepted or declined the opponent's draw offer (Art. 9.1.2.1); published by game-service. */
    DRAW_ANSWERED("org.teamchess.game.DrawAnswered", DrawAnswered.class, Topics.GAME_EVENTS, 1),

    /** A game has its result; published by game-service. */
    GAME_ENDED("org.teamchess.game.GameEnded", GameEnded.class, Topics.GAME_EVENTS, 1),

    /** A game's clock is set and counts down for White; published by clock-service. */
    CLOCK_STARTED("org.teamchess.clock.ClockStarted", ClockStarted.class, Topics.CLOCK_EVENTS, 1),

    /** A player's time ran out (Art. 6.9); published by clock-service only. */
    FLAG_FELL("org.teamchess.clock.FlagFell", FlagFell.class, Topics.CLOCK_EVENTS, 1),

    /** An arbiter stopped a game's clocks (Art. 6.12.1); published by clock-service. */
    CLOCK_PAUSED("org.teamchess.clock.ClockPaused", ClockPaused.class, Topics.CLOCK_EVENTS, 1),

    /** An arbiter restarted a game's clock (Art. 6.12.3); published by clock-service. */
    CLOCK_RESUMED("org.teamchess.clock.ClockResumed", ClockResumed.class, Topics.CLOCK_EVENTS, 1),

    /** An arbiter gave a side more time (Art. 7.4.2, 9.5.2); published by clock-service. */
    CLOCK_TIME_ADDED("org.teamchess.clock.ClockTimeAdded", ClockTimeAdded.class, Topics.CLOCK_EVENTS, 1),

    /** An arbiter set a side's time (Art. 6.10.2); published by clock-service. */
    CLOCK_TIME_SET("org.teamchess.clock.ClockTimeSet", ClockTimeSet.class, Topics.CLOCK_EVENTS, 1);

    private static final Map<String, EventType> BY_NAME = Arrays.stream(values())
            .collect(Collectors.toUnmodifiableMap(EventType::typeName, Function.identity()));

    private static final Map<Class<? extends EventPayload>, EventType> BY_PAYLOAD_CLASS =
            Arrays.stream(values())
                    .collect(Collectors.toUnmodifiableMap(EventType::payloadClass, Function.identity()));

    private final String typeName;
    private final Class<? extends EventPayload> payloadClass;
    private final String topic;
    private final int schemaVersion;

    EventType(String typeName, Class<? extends EventPayload> payloadClass, String topic,
            int schemaVersion) {
        this.typeName = typeName;
        this.payloadClass = payloadClass;
        this.topic = topic;
        this.schemaVersion = schemaVersion;
    }

    /** The wire name, e.g. {@code org.teamchess.game.GameEnded}: reverse domain, producer, event. */
    public String typeName() {
        return typeName;
    }

    /** The record the {@code data} of this type decodes to. */
    public Class<? extends EventPayload> payloadClass() {
        return payloadClass;
    }

    /** The topic this type is published on, one of {@link Topics}. */
    public String topic() {
        return topic;
    }

    /** The schema version producers write now; consumers read this version and older ones. */
    public int schemaVersion() {
        return schemaVersion;
    }

    /** The type with this wire name, or empty for a name this version of the contracts does not know. */
    public static Optional<EventType> fromTypeName(String typeName) {
        return Optional.ofNullable(BY_NAME.get(typeName));
    }

    /**
     * The type of a payload.
     *
     * @throws IllegalArgumentException for a payload class that is not listed here (a programming
     *                                  error: every payload record must be)
     */
    public static EventType of(EventPayload payload) {
        EventType type = BY_PAYLOAD_CLASS.get(payload.getClass());
        if (type == null) {
            throw new IllegalArgumentException(
                    "No EventType lists the payload class " + payload.getClass().getName());
        }
        return type;
    }
}
