package org.teamchess.game.service;

import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/**
 * How a committed change of a game is told to every instance: a PostgreSQL {@code NOTIFY} on
 * {@link #NOTIFY_CHANNEL} naming the game and the version its log reached. A group of moves
 * ({@link GroupCommit}) is told in one notification naming each of its games, separated by commas
 * (one {@code pg_notify} per group, not per move); the payload stays under PostgreSQL's limit by
 * being split into as few as fit.
 */
public final class GameNotifications {

    /** The channel every instance listens on; the payload is the game id. */
    public static final String NOTIFY_CHANNEL = "game_event";
    /** Below PostgreSQL's 8000 bytes per payload (the default build), with room to spare. */
    static final int MAX_PAYLOAD_LENGTH = 7_900;
    private static final char SEPARATOR = ',';

    private GameNotifications() {
    }

    /** The NOTIFY payload of a change: the game and the version its log reached ({@link Notified#of}). */
    public static String notification(UUID gameId, long eventVersion) {
        return gameId + " " + eventVersion;
    }

    /**
     * The NOTIFY payloads of changes committed together: each game and the version its log reached,
     * as few payloads as stay under {@link #MAX_PAYLOAD_LENGTH} (ASCII: characters are bytes).
     */
    public static List<String> notifications(List<Notified> changes) {
        List<String> payloads = new ArrayList<>();
        StringBuilder payload = new StringBuilder(Math.min(MAX_PAYLOAD_LENGTH, changes.size() * 42));
        for (Notified change : changes) {
            String one = notification(change.gameId(), change.version());
            if (!payload.isEmpty() && payload.length() + 1 + one.length() > MAX_PAYLOAD_LENGTH) {
                payloads.add(payload.toString());
                payload.setLength(0);
            }
            if (!payload.isEmpty()) {
                payload.append(SEPARATOR);
            }
            payload.append(one);
        }
        if (!payload.isEmpty()) {
            payloads.add(payload.toString());
        }
        return payloads;
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

        /**
         * Every change a payload names: one ({@link #of}), or several separated by commas ({@link #notifications}).
         *
         * @throws IllegalArgumentException when a part is not a change as {@link #of} reads it
         */
        public static List<Notified> all(String payload) {
            List<Notified> changes = new ArrayList<>();
            int start = 0;
            for (int end = payload.indexOf(SEPARATOR); end >= 0; end = payload.indexOf(SEPARATOR, start)) {
                changes.add(of(payload.substring(start, end)));
                start = end + 1;
            }
            changes.add(of(payload.substring(start)));
            return changes;
        }
    }
}
