package org.teamchess.game.protocol;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.databind.JsonNode;
import java.time.Instant;
import java.util.List;
import java.util.UUID;

/**
 * What the server sends over the game's WebSocket (docs/protocol.md). {@link Versioned} messages
 * are the game's event log, broadcast to every client of the game in version order; the others are
 * replies to one client.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
@JsonSubTypes({
        @JsonSubTypes.Type(value = ServerMessage.State.class, name = "state"),
        @JsonSubTypes.Type(value = ServerMessage.Resumed.class, name = "resumed"),
        @JsonSubTypes.Type(value = ServerMessage.Ack.class, name = "ack"),
        @JsonSubTypes.Type(value = ServerMessage.Error.class, name = "error"),
        @JsonSubTypes.Type(value = ServerMessage.MoveMade.class, name = "move"),
        @JsonSubTypes.Type(value = ServerMessage.DrawOffered.class, name = "draw-offered"),
        @JsonSubTypes.Type(value = ServerMessage.DrawDeclined.class, name = "draw-declined"),
        @JsonSubTypes.Type(value = ServerMessage.GameEnded.class, name = "game-ended"),
        @JsonSubTypes.Type(value = ServerMessage.ClockAdjusted.class, name = "clock-adjusted"),
        @JsonSubTypes.Type(value = ServerMessage.QuickplayClaimed.class, name = "quickplay-claimed"),
        @JsonSubTypes.Type(value = ServerMessage.QuickplayDecided.class, name = "quickplay-decided"),
        @JsonSubTypes.Type(value = ServerMessage.FlagFellAwaitingArbiter.class, name = "flag-fell"),
        @JsonSubTypes.Type(value = ServerMessage.Presence.class, name = "presence"),
        @JsonSubTypes.Type(value = ServerMessage.FocusNoted.class, name = "focus-noted")})
public sealed interface ServerMessage {

    /** A message of the game's event log, with its version (1, 2, 3, ... per game). */
    sealed interface Versioned extends ServerMessage {
        long version();
    }

    /**
     * Both clocks at an instant.
     *
     * @param whiteMillis White's time left
     * @param blackMillis Black's time left
     * @param running     the side whose clock runs ({@code white}/{@code black}), null when none runs
     * @param status      {@code scheduled}, {@code running}, {@code paused} or {@code ended}
     * @param at          the instant, by the server's clock; a client counts the running side down from it
     */
    record Clocks(long whiteMillis, long blackMillis, String running, String status, Instant at) {
    }

    /**
     * One player's connection to the game.
     *
     * @param connected whether at least one connection of the player to the game is open (on any instance)
     * @param since     when his present uninterrupted presence began; null when not connected
     */
    record PlayerPresence(boolean connected, Instant since) {
    }

    /**
     * Which players are connected: sent (not versioned, not part of the game's record) to every client
     * of the game for each change of a player's presence (his first connection opened, his last one
     * closed), in the order they happened, and inside {@link State} and {@link Resumed}, there without
     * a {@code type}.
     */
    record Presence(PlayerPresence white, PlayerPresence black) implements ServerMessage {
    }

    /**
     * The whole game, the answer to a hello without a usable {@code lastVersion}.
     *
     * @param seat            {@code white}, {@code black} (a player) or {@code spectator} (read-only)
     * @param drawOffer       the side whose draw offer stands, or null
     * @param result          {@code 1-0}, {@code 0-1}, {@code 1/2-1/2}, or null while the game goes on
     * @param moves           the moves in English SAN, first to last
     * @param arrivalDeadline the scheduled start plus the default time (Art. 6.7.1), null for older games
     * @param presence        which players are connected now
     * @param quickplayClaim  the open quickplay-finish claim, or null
     * @param delaySeconds    for a delayed spectator, how many seconds late this state and everything
     *                        after it is shown; null for everyone else
     */
    record State(UUID gameId, long version, String seat, String status, String variant, String startFen,
            String fen, List<String> moves, int ply, String toMove, UUID whitePlayerId, UUID blackPlayerId,
            String timeControl, Instant scheduledStart, Clocks clocks, String drawOffer, String result,
            String termination, Instant arrivalDeadline,
            @JsonTypeInfo(use = JsonTypeInfo.Id.NONE) Presence presence,
            QuickplayClaim quickplayClaim, Integer delaySeconds) implements ServerMessage {

        /** This state with the presence read at another moment (the one a connection is sent changes after). */
        public State withPresence(Presence current) {
            return new State(gameId, version, seat, status, variant, startFen, fen, moves, ply, toMove, whitePlayerId,
                    blackPlayerId, timeControl, scheduledStart, clocks, drawOffer, result, termination, arrivalDeadline,
                    current, quickplayClaim, delaySeconds);
        }
    }

    /**
     * An open quickplay-finish claim (Art. 10.2), inside {@link State}.
     *
     * @param by        who claimed
     * @param claimedAt when
     * @param postponed whether the arbiter postponed his decision (Art. 10.2.2)
     * @param flagFell  the side whose flag fell since, awaiting the arbiter's result; null when none
     */
    record QuickplayClaim(String by, Instant claimedAt, boolean postponed, String flagFell) {
    }

    /**
     * The answer to a hello with a usable {@code lastVersion}: the log entries after it.
     *
     * @param events   the missed messages in version order, each as it was broadcast
     * @param presence which players are connected now
     */
    record Resumed(UUID gameId, String seat, long fromVersion, long version, List<JsonNode> events,
            @JsonTypeInfo(use = JsonTypeInfo.Id.NONE) Presence presence) implements ServerMessage {
    }

    /**
     * A move was accepted and is durable (also the answer to a resend of it).
     *
     * @param duplicate true when the move had been accepted before under this client move id
     */
    record Ack(String clientMoveId, int ply, long version, boolean duplicate) implements ServerMessage {
    }

    /**
     * The answer to the player's own {@code focus} message, to him only (never broadcast, not in the log).
     *
     * @param state   the state he sent, {@code lost} or {@code back}
     * @param counted whether it changed the count: false when he was away already on this turn, or
     *                was not away (his move ended the absence)
     */
    record FocusNoted(String state, boolean counted) implements ServerMessage {
    }

    /**
     * A refusal: the message changed nothing.
     *
     * @param code         why, for a program
     * @param reason       why, for a person (English)
     * @param replyTo      the type of the refused message, null when it was unreadable
     * @param clientMoveId the refused move's client move id, when it had one
     */
    record Error(ErrorCode code, String reason, String replyTo, String clientMoveId) implements ServerMessage {
    }

    /**
     * A move was played.
     *
     * @param status    the game status after it ({@code playing} or {@code finished})
     * @param drawOffer the side whose draw offer still stands after the move, or null
     */
    record MoveMade(long version, int ply, String side, String san, String uci, String fen, Instant receivedAt,
            Clocks clocks, String status, String drawOffer) implements Versioned {
    }

    /** A player offered a draw (Art. 9.1.2.1). */
    record DrawOffered(long version, String by, int ply) implements Versioned {
    }

    /** A player declined the opponent's draw offer. */
    record DrawDeclined(long version, String by, int ply) implements Versioned {
    }

    /**
     * The game ended.
     *
     * @param termination how, e.g. {@code checkmate}, {@code time-forfeit}
     * @param article     the FIDE Laws article that ends it, e.g. {@code 5.1.1}
     * @param reason      the arbiter's reason when an arbiter ended it, else null
     */
    record GameEnded(long version, String result, String termination, String article, Instant endedAt,
            Clocks clocks, String reason) implements Versioned {
    }

    /**
     * A player claimed a draw under the quickplay-finish rule (Art. 10.2); the arbiters decide.
     *
     * @param by             who claimed
     * @param remainingMillis the claimant's time left when he claimed, under two minutes
     */
    record QuickplayClaimed(long version, String by, int ply, long remainingMillis, Instant claimedAt)
            implements Versioned {
    }

    /**
     * The arbiter decided a quickplay-finish claim.
     *
     * @param by       who had claimed
     * @param decision {@code draw} (a {@code game-ended} follows), {@code rejected} (Art. 10.2.3) or
     *                 {@code postponed} (Art. 10.2.2: the claim stays open)
     * @param article  the article applied
     * @param timeAddedTo the side given two minutes (the claimant's opponent), or null when none; the
     *                 clocks change with the {@code clock-adjusted} that follows
     * @param arbiter  the arbiter's name
     * @param reason   why, as the arbiter wrote it
     */
    record QuickplayDecided(long version, String by, String decision, String article, String timeAddedTo,
            String arbiter, String reason) implements Versioned {
    }

    /**
     * A flag fell while a quickplay claim was open: the game stops, and the arbiter declares the result
     * (Art. 10.2.2).
     *
     * @param side whose flag fell
     */
    record FlagFellAwaitingArbiter(long version, String side, int ply, Instant fellAt) implements Versioned {
    }

    /**
     * An arbiter's clock operation, as clock-service announced it.
     *
     * @param kind {@code paused}, {@code resumed}, {@code time-added} or {@code time-set}
     * @param side the side given or set time, or null
     */
    record ClockAdjusted(long version, String kind, String side, Clocks clocks) implements Versioned {
    }
}
