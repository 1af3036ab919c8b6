package org.teamchess.game.service;

import java.util.UUID;

/**
 * How a committed change of a game is told to every instance: a PostgreSQL {@code NOTIFY} on
 * {@link #NOTIFY_CHANNEL} naming the game and the version its log reached.
 */
public final class GameNotifications {

    /** The channel every instance listens on; the payload is the game id. */
    public static final String NOTIFY_CHANNEL = "game_event";

    private GameNotifications() {
    }

    /** The NOTIFY payload of a change: the game and the version its log reached ({@link Notified#of}). */
    public static String notification(UUID gameId, long eventVersion) {
        return gameId + " " + eventVersion;
    }

    /**
     * A change of a game as its notification names it.
     *
     * @param version the version the game's log reached; {@link Long#MAX_VALUE} when the payload does not
     *                say (the game id alone), so that the log is read
     */
    public record Notified(UUID gameId, long version) {

        /** @throws IllegalArgumentException when the payload is not a game id, optionally followed by a version */
        public static Notified of(String payload) {
            int space = payload.indexOf(' ');
            return space < 0 ? new Notified(UUID.fromString(payload), Long.MAX_VALUE)
                    : new Notified(UUID.fromString(payload.substring(0, space)),
                            Long.parseLong(payload.substring(space + 1)));
        }
    }
}
