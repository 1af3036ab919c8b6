package org.teamchess.game.protocol;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;

/**
 * What a client sends over the game's WebSocket (docs/protocol.md). A client only asks; the server
 * decides and answers every message, with an {@link ServerMessage.Error} when it refuses.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
@JsonSubTypes({
        @JsonSubTypes.Type(value = ClientMessage.Hello.class, name = "hello"),
        @JsonSubTypes.Type(value = ClientMessage.Move.class, name = "move"),
        @JsonSubTypes.Type(value = ClientMessage.OfferDraw.class, name = "offer-draw"),
        @JsonSubTypes.Type(value = ClientMessage.AcceptDraw.class, name = "accept-draw"),
        @JsonSubTypes.Type(value = ClientMessage.DeclineDraw.class, name = "decline-draw"),
        @JsonSubTypes.Type(value = ClientMessage.Resign.class, name = "resign"),
        @JsonSubTypes.Type(value = ClientMessage.ClaimDraw.class, name = "claim-draw"),
        @JsonSubTypes.Type(value = ClientMessage.ClaimQuickplayDraw.class, name = "claim-quickplay-draw"),
        @JsonSubTypes.Type(value = ClientMessage.Focus.class, name = "focus")})
public sealed interface ClientMessage {

    /** The wire name of the message's type. */
    String type();

    /**
     * The first message: who the client is and what it has seen.
     *
     * @param accessToken the realm's access token; may be left out when given as the query parameter
     *                    {@code access_token} or the {@code Authorization} header of the upgrade
     * @param lastVersion the last version the client received, to resume from; null for a full state
     */
    record Hello(String accessToken, Long lastVersion) implements ClientMessage {
        @Override
        public String type() {
            return "hello";
        }
    }

    /**
     * A move, in exactly one notation.
     *
     * @param san          English or Russian SAN ({@code Nf3}, {@code Кf3}, {@code 0-0})
     * @param uci          UCI ({@code g1f3}, {@code e7e8q})
     * @param clientMoveId the client's id for the move, unique in the game; a resend under it is
     *                     acknowledged again and never played twice
     */
    record Move(String san, String uci, String clientMoveId) implements ClientMessage {
        @Override
        public String type() {
            return "move";
        }
    }

    /** Offer a draw (Art. 9.1.2.1). */
    record OfferDraw() implements ClientMessage {
        @Override
        public String type() {
            return "offer-draw";
        }
    }

    /** Accept the opponent's standing draw offer. */
    record AcceptDraw() implements ClientMessage {
        @Override
        public String type() {
            return "accept-draw";
        }
    }

    /** Decline the opponent's standing draw offer. */
    record DeclineDraw() implements ClientMessage {
        @Override
        public String type() {
            return "decline-draw";
        }
    }

    /** Resign the game (Art. 5.1.2). */
    record Resign() implements ClientMessage {
        @Override
        public String type() {
            return "resign";
        }
    }

    /**
     * Claim a draw by the player to move (Art. 9.2, 9.3), optionally with the move he intends to
     * play (Art. 9.2.1, 9.3.1), in exactly one notation; the intended move is not played.
     *
     * @param claim {@code threefold-repetition} or {@code fifty-moves}
     * @param san   the intended move in SAN, or null
     * @param uci   the intended move in UCI, or null
     */
    record ClaimDraw(String claim, String san, String uci) implements ClientMessage {
        @Override
        public String type() {
            return "claim-draw";
        }
    }

    /**
     * Claim a draw under the quickplay-finish rule (Art. 10.2): the player to move, with under two
     * minutes left in a game without increment or delay, says his opponent cannot win or is not
     * trying to win by normal means. An arbiter decides; the claim also counts as a draw offer
     * (Art. 9.1.2.3).
     */
    record ClaimQuickplayDraw() implements ClientMessage {
        @Override
        public String type() {
            return "claim-quickplay-draw";
        }
    }

    /**
     * The player's page lost focus or is back (fair-play data for arbiters only, never shown to the
     * opponent). The server times it itself; whatever time the client adds is not read.
     *
     * @param state {@code lost} or {@code back}
     */
    record Focus(String state) implements ClientMessage {
        @Override
        public String type() {
            return "focus";
        }
    }
}
