package org.teamchess.tournament.pairing.swiss;

import org.teamchess.rules.Side;
import org.teamchess.tournament.pairing.Pairing;

/** Article 4: which team of a pair is named first, that is has White on board 1. */
final class Colours {

    /**
     * The allocation and the article that decided it.
     *
     * @param pairing the first-named team first
     * @param reason  e.g. "Art. 4.3.2: 12 prefers White"
     */
    record Allocation(Pairing pairing, String reason) {
    }

    private Colours() {
    }

    static Allocation allocate(Field field, int one, int other) {
        int first = firstTeam(field, one, other);
        int second = first == one ? other : one;
        Side[] preference = field.preference;
        if (field.playedMatches[first] == 0 && field.playedMatches[second] == 0) {
            Side initial = field.input.rules().initialColour();
            Side colour = first % 2 == 1 ? initial : initial.opposite();
            return give(first, second, colour, "Art. 4.3.1: neither has played, the initial colour "
                    + initial.wireName() + (first % 2 == 1 ? " to odd " : " reversed for even ") + first);
        }
        if (preference[first] != null && preference[second] == null) {
            return give(first, second, preference[first], "Art. 4.3.2: " + first + " prefers " + name(preference[first]));
        }
        if (preference[second] != null && preference[first] == null) {
            return give(second, first, preference[second], "Art. 4.3.2: " + second + " prefers " + name(preference[second]));
        }
        if (preference[first] != null && preference[first] != preference[second]) {
            return give(first, second, preference[first], "Art. 4.3.3: opposite preferences");
        }
        if (field.input.rules().colourPreferences() == ColourPreferences.TYPE_B
                && preference[first] != null && field.strong[first] != field.strong[second]) {
            int strongTeam = field.strong[first] ? first : second;
            return give(strongTeam, strongTeam == first ? second : first, preference[strongTeam],
                    "Art. 4.3.4: only " + strongTeam + "'s preference is strong");
        }
        int difference = Integer.compare(field.colourDifference[first], field.colourDifference[second]);
        if (difference != 0) {
            int lower = difference < 0 ? first : second;
            return give(lower, lower == first ? second : first, Side.WHITE,
                    "Art. 4.3.5: " + lower + " has the lower colour difference");
        }
        for (int round = field.input.round() - 1; round >= 1; round--) {
            Side firstHad = field.colours[first][round];
            Side secondHad = field.colours[second][round];
            if (firstHad != null && secondHad != null && firstHad != secondHad) {
                return give(first, second, firstHad.opposite(),
                        "Art. 4.3.6: colours alternate from round " + round);
            }
        }
        if (preference[first] != null) {
            return give(first, second, preference[first], "Art. 4.3.7: the first-team " + first + "'s preference");
        }
        Side firstLast = field.lastColour(first, 0);
        if (firstLast != null) {
            return give(first, second, firstLast.opposite(), "Art. 4.3.8: " + first + " alternates");
        }
        return give(second, first, field.lastColour(second, 0).opposite(), "Art. 4.3.9: " + second + " alternates");
    }

    /** Art. 4.2: the higher primary score, then (if the rules say so) secondary score, then pairing number. */
    static int firstTeam(Field field, int one, int other) {
        if (field.score[one] != field.score[other]) {
            return field.score[one] > field.score[other] ? one : other;
        }
        if (field.input.rules().secondaryScoreForColours() && field.secondary[one] != field.secondary[other]) {
            return field.secondary[one] > field.secondary[other] ? one : other;
        }
        return Math.min(one, other);
    }

    private static Allocation give(int team, int opponent, Side colour, String reason) {
        Pairing pairing = colour == Side.WHITE ? new Pairing(team, opponent) : new Pairing(opponent, team);
        return new Allocation(pairing, reason);
    }

    private static String name(Side side) {
        return side == Side.WHITE ? "White" : "Black";
    }
}
