package org.teamchess.tournament.pairing.swiss;

import java.util.Objects;
import org.teamchess.rules.Side;

/**
 * The options C.04.6 leaves to a competition's regulations.
 *
 * @param colourPreferences        Art. 1.7: none, Type A or Type B
 * @param primaryScore             Art. 1.2: the score of the scoregroups
 * @param secondaryScoreForColours Art. 4.2.2: whether the secondary score decides the first-team
 * @param initialColour            Art. 4.1: the colour drawn by lot before round 1; the caller draws
 *                                 it, so the engine has no hidden randomness
 */
public record SwissRules(ColourPreferences colourPreferences, PrimaryScore primaryScore,
        boolean secondaryScoreForColours, Side initialColour) {

    public SwissRules {
        Objects.requireNonNull(colourPreferences, "colourPreferences");
        Objects.requireNonNull(primaryScore, "primaryScore");
        Objects.requireNonNull(initialColour, "initialColour");
    }

    /**
     * The handbook's defaults (Art. 1.2.2, 1.7): Type A preferences, match points primary, game
     * points for the first-team.
     */
    public static SwissRules standard(Side initialColour) {
        return new SwissRules(ColourPreferences.TYPE_A, PrimaryScore.MATCH_POINTS, true, initialColour);
    }
}
