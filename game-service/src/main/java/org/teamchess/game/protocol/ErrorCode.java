package org.teamchess.game.protocol;

import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;

/** Why the server refused a client message; the {@code code} of {@link ServerMessage.Error}. */
public enum ErrorCode {
    /** Not JSON, an unknown type, a field missing or of the wrong shape, or a binary frame. */
    UNREADABLE,
    /** A message over the size limit (64 KiB); the connection is closed with code 1009. */
    TOO_LARGE,
    /** A message other than hello before the hello. */
    HELLO_FIRST,
    /** A second hello on the same connection. */
    ALREADY_JOINED,
    /** No valid token, and the game admits no anonymous spectators; the connection is closed. */
    UNAUTHORIZED,
    /** The token is valid but its holder may not join this game; the connection is closed. */
    FORBIDDEN,
    /** There is no such game; the connection is closed. */
    NOT_FOUND,
    /** A spectator's connection asked to play. */
    READ_ONLY,
    /** The move cannot be read or is not legal in the position. */
    ILLEGAL_MOVE,
    /** The other side is to move. */
    NOT_YOUR_TURN,
    /** The game has ended. */
    GAME_OVER,
    /** The move arrived after the mover's deadline (Art. 6.9); the flag decides the game. */
    LATE,
    /** The game's scheduled start has not come (Art. 6.5). */
    NOT_STARTED,
    /** The arbiter stopped the clocks (Art. 6.12). */
    CLOCK_PAUSED,
    /** The client move id was used before for another move. */
    CLIENT_MOVE_ID_USED,
    /** The player's own draw offer stands already. */
    DRAW_OFFER_PENDING,
    /** There is no draw offer of the opponent to answer. */
    NO_DRAW_OFFER,
    /** The competition forbids agreed draws before a move number (Art. 9.1.1). */
    DRAW_NOT_YET_ALLOWED,
    /** The claimed draw does not hold (Art. 9.2, 9.3); the game goes on. */
    CLAIM_INCORRECT,
    /** A quickplay-finish claim in a game with increment or delay, or before its last period (Art. 10.1). */
    QUICKPLAY_NOT_APPLICABLE,
    /** A quickplay-finish claim with two minutes or more left (Art. 10.2). */
    QUICKPLAY_TOO_EARLY,
    /** A quickplay-finish claim while one stands undecided. */
    QUICKPLAY_CLAIM_OPEN,
    /** Too many focus messages from one connection in a minute: the rest of the minute is not counted. */
    FLOOD,
    /** Another instance changed the game at the same moment, twice; send again. */
    CONFLICT,
    /** The database could not be reached or refused work for a while; send again later. */
    UNAVAILABLE,
    /** The server failed on the message (a fault, logged with the connection and message). */
    INTERNAL;

    /** The lower-case, hyphenated name on the wire, e.g. {@code not-your-turn}. */
    @JsonValue
    public String wireName() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
}
