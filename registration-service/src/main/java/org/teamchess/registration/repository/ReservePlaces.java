package org.teamchess.registration.repository;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Which reserve place each reserve takes. Seed 000 §3.3 asks for "1-2 reserves" without a gender;
 * only Appendix 1's form labels its two lines "reserve 1 (boy)" and "reserve 2 (girl)". A school
 * whose only reserve is a girl enters her as its one reserve, so the reserves are not held to the
 * places in the order they are listed: each takes a free place requiring his or her gender, else a
 * free place open to anyone. The roster keeps its order; the team's composition rule then names,
 * for each reserve, the place taken (line-ups let a reserve stand in for a board of that place).
 */
public final class ReservePlaces {

    private ReservePlaces() {
    }

    /**
     * The place requirement each reserve takes, in the reserves' order; empty at a reserve for whom
     * no place is left (too many reserves of one gender).
     *
     * @param places  the competition's reserve places ({@code male}, {@code female} or {@code any})
     * @param genders the reserves' genders in roster order ({@code male} or {@code female}; null or
     *                anything else takes an {@code any} place only)
     */
    public static List<Optional<String>> assign(List<String> places, List<String> genders) {
        boolean[] taken = new boolean[places.size()];
        List<Optional<String>> assigned = new ArrayList<>();
        for (String gender : genders) {
            int place = free(places, taken, gender);
            if (place < 0) {
                place = free(places, taken, "any");
            }
            if (place < 0) {
                assigned.add(Optional.empty());
            } else {
                taken[place] = true;
                assigned.add(Optional.of(places.get(place)));
            }
        }
        return assigned;
    }

    /**
     * The reserves' part of the team's composition rule: the place each reserve took (in roster
     * order; {@code any} for one who found none), then the places left, so that a reserve added
     * later finds what is still free, as before.
     */
    public static List<String> rule(List<String> places, List<String> genders) {
        List<String> rule = new ArrayList<>();
        List<String> left = new ArrayList<>(places);
        for (Optional<String> place : assign(places, genders)) {
            rule.add(place.orElse("any"));
            place.ifPresent(left::remove);
        }
        rule.addAll(left);
        return rule;
    }

    private static int free(List<String> places, boolean[] taken, String requirement) {
        for (int index = 0; index < places.size(); index++) {
            if (!taken[index] && places.get(index).equals(requirement)) {
                return index;
            }
        }
        return -1;
    }
}
