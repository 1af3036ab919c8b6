package org.teamchess.registration.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ChildPasswordsTest {

    private final ChildPasswords passwords = new ChildPasswords();

    @Test
    void tenCharactersWithoutLookAlikesAndADigit() {
        Set<String> seen = new HashSet<>();
        for (int index = 0; index < 2_000; index++) {
            String password = passwords.next();
            assertTrue(password.matches("[a-hjkmnp-z2-9]{10}"), password);
            assertTrue(password.chars().anyMatch(Character::isDigit), password);
            seen.add(password);
        }
        assertEquals(2_000, seen.size(), "never the same twice in a run");
    }

    @Test
    void everyCharacterOfTheAlphabetOccurs() {
        Set<Character> used = new HashSet<>();
        for (int index = 0; index < 2_000; index++) {
            passwords.next().chars().forEach(character -> used.add((char) character));
        }
        assertEquals(ChildPasswords.LETTERS.length() + ChildPasswords.DIGITS.length(), used.size());
    }
}
