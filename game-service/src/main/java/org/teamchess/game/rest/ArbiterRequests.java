package org.teamchess.game.rest;

/** The bodies of the arbiters' actions on a game. */
public final class ArbiterRequests {

    private ArbiterRequests() {
    }

    /**
     * A decision on the open quickplay-finish claim (POST /api/games/{id}/quickplay-claim/decision).
     *
     * @param decision {@code draw} (Art. 10.2.1), {@code reject} (Art. 10.2.3) or {@code postpone} (Art. 10.2.2)
     * @param reason   why, not blank, at most 400 characters
     */
    public record QuickplayDecisionRequest(String decision, String reason) {
    }

    /**
     * A declared result (POST /api/games/{id}/adjudication).
     *
     * @param result  {@code 1-0}, {@code 0-1}, {@code 1/2-1/2}, or a forfeit counted as unplayed:
     *                {@code +/-}, {@code -/+}, {@code -/-} (both sides lose)
     * @param article the article applied, e.g. {@code 6.7.1}; Art. 12.9 when left out
     * @param reason  why, not blank, at most 400 characters
     */
    public record AdjudicationRequest(String result, String article, String reason) {
    }

    /**
     * A voided game (POST /api/games/{id}/void): annulled, to be replayed or scored by the arbiter.
     *
     * @param reason why, not blank, at most 400 characters
     */
    public record VoidRequest(String reason) {
    }
}
