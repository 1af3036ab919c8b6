package org.teamchess.tournament.names;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/**
 * How a tournament's players are named to the public (anonymous readers and accounts taking no part
 * in it), chosen by its organizer; participants always read the names the regulation needs.
 */
public enum NamePolicy {

    /** First name and surname, as registration gives them: "Иван Петров". */
    FULL,
    /** First name and the surname's initial, "Иван П.": the default, the players being minors. */
    FIRST_NAME_INITIAL,
    /** No name: the board and the team, "Доска 2, Школа № 5". */
    HIDDEN;

    /** The name on the wire: {@code full}, {@code first-name-initial}, {@code hidden}. */
    public String wireName() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    public static Optional<NamePolicy> ofWireName(String wireName) {
        return Arrays.stream(values()).filter(policy -> policy.wireName().equals(wireName)).findFirst();
    }
}
