package org.teamchess.support.input;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

class SafeTextTest {

    @ParameterizedTest
    @ValueSource(strings = {"", "Иванова Анна Сергеевна", "O'Brien-Smith", "Школа №1\tфилиал",
            "Причина:\r\nигрок заболел", "Ёлкин", "ʻOkina", "王小明", "Zoë", "♔ chess 😀",
            "👨‍👩‍👧 family"})
    void ordinaryTextIsSafe(String text) {
        if (text.contains("\u200d")) {
            // An emoji family is glued by zero-width joiners: refused with them (see the class note).
            assertFalse(SafeText.isSafe(text));
            return;
        }
        assertTrue(SafeText.isSafe(text), text);
    }

    @ParameterizedTest
    @ValueSource(ints = {0x00, 0x01, 0x07, 0x08, 0x0B, 0x0C, 0x1B, 0x1F, 0x7F, 0x85, 0x9F, 0x061C,
            0x200B, 0x200C, 0x200D, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2060,
            0x2066, 0x2067, 0x2068, 0x2069, 0xFEFF, 0xFFF9, 0xFFFB, 0xFFFE, 0xFFFF, 0xD800, 0xDC00})
    void refusedCharacterIsFoundAnywhere(int codePoint) {
        String text = "Анна" + (char) codePoint + "Ли";
        Optional<String> problem = SafeText.problem(text);
        assertTrue(problem.isPresent(), Integer.toHexString(codePoint));
        assertTrue(problem.get().endsWith(String.format("U+%04X (at character 5)", codePoint)), problem.get());
    }

    @Test
    void messageSaysWhatKindOfCharacter() {
        assertEquals(Optional.of("must not contain the control character U+0000 (at character 1)"),
                SafeText.problem("\u0000"));
        assertEquals(Optional.of("must not contain the bidirectional control U+202E (at character 2)"),
                SafeText.problem("a\u202Eb"));
        assertEquals(Optional.of("must not contain the zero-width character U+200B (at character 3)"),
                SafeText.problem("ab\u200B"));
    }

    @Test
    void nullIsNotTheChecksBusiness() {
        assertTrue(SafeText.isSafe(null));
    }
}
