package org.teamchess.game.service;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Instant;
import java.util.List;
import org.teamchess.game.protocol.ProtocolCodec;
import org.teamchess.game.protocol.ServerMessage;
import org.teamchess.game.repository.GameEventEntity;

/**
 * What a game's log entries up to some version say about the parts of the state that are not moves:
 * the standing draw offer, the open quickplay claim and the result. A delayed spectator's state is
 * built from it, so it is what a live spectator saw then.
 *
 * @param drawOffer      the side whose offer stood, or null
 * @param quickplayClaim the open claim, or null
 * @param result         the result once the game had ended, else null
 * @param termination    how it ended, else null
 * @param endedAt        when it ended, else null
 */
record ShownLog(String drawOffer, ServerMessage.QuickplayClaim quickplayClaim, String result, String termination,
        Instant endedAt) {

    /** Folds the entries, in version order. */
    static ShownLog of(List<GameEventEntity> entries) {
        ShownLog shown = new ShownLog(null, null, null, null, null);
        for (GameEventEntity entry : entries) {
            shown = shown.then(ProtocolCodec.tree(entry.body()));
        }
        return shown;
    }

    private ShownLog then(JsonNode entry) {
        ServerMessage.QuickplayClaim claim = quickplayClaim;
        return switch (entry.path("type").asText()) {
            case "move" -> new ShownLog(text(entry, "drawOffer"), claim, result, termination, endedAt);
            case "draw-offered" -> new ShownLog(text(entry, "by"), claim, result, termination, endedAt);
            case "draw-declined" -> new ShownLog(null, claim, result, termination, endedAt);
            case "quickplay-claimed" -> new ShownLog(drawOffer, new ServerMessage.QuickplayClaim(text(entry, "by"),
                    Instant.parse(text(entry, "claimedAt")), false, null), result, termination, endedAt);
            case "quickplay-decided" -> new ShownLog(drawOffer, "postponed".equals(text(entry, "decision"))
                    ? new ServerMessage.QuickplayClaim(claim.by(), claim.claimedAt(), true, claim.flagFell()) : null,
                    result, termination, endedAt);
            case "flag-fell" -> new ShownLog(drawOffer, new ServerMessage.QuickplayClaim(claim.by(), claim.claimedAt(),
                    claim.postponed(), text(entry, "side")), result, termination, endedAt);
            case "game-ended" -> new ShownLog(null, null, text(entry, "result"), text(entry, "termination"),
                    Instant.parse(text(entry, "endedAt")));
            default -> this;
        };
    }

    private static String text(JsonNode entry, String field) {
        JsonNode value = entry.get(field);
        return value == null || value.isNull() ? null : value.asText();
    }
}
