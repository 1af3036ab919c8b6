package org.teamchess.support.input;

import java.util.Optional;

/**
 * The characters no text a client sends may hold, whatever the field: they corrupt storage
 * (PostgreSQL refuses NUL in text), or show one thing and mean another on a public page (bidi
 * overrides reorder a name, zero-width characters make two equal-looking names differ).
 *
 * <p>Refused: C0 controls other than tab, line feed and carriage return; DEL and the C1 controls
 * (U+007F to U+009F); the bidi embeddings, overrides and isolates (U+202A to U+202E, U+2066 to
 * U+2069) and marks (U+200E, U+200F, U+061C); zero-width characters (U+200B to U+200D, U+2060,
 * U+FEFF); the interlinear annotation controls (U+FFF9 to U+FFFB); noncharacters U+FFFE, U+FFFF;
 * unpaired surrogates. Tab and line breaks stay allowed for multi-line texts such as reasons.
 */
public final class SafeText {

    private SafeText() {
    }

    /**
     * Why a text may not be stored, as the message of a field error, e.g. {@code must not contain
     * the control character U+0000 (at character 4)}; empty when the text is acceptable (or null).
     */
    public static Optional<String> problem(String text) {
        if (text == null) {
            return Optional.empty();
        }
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            String kind = kind(text, i, c);
            if (kind != null) {
                return Optional.of(String.format("must not contain %s U+%04X (at character %d)", kind,
                        (int) c, i + 1));
            }
        }
        return Optional.empty();
    }

    /** Whether the text holds none of the refused characters. */
    public static boolean isSafe(String text) {
        return problem(text).isEmpty();
    }

    private static String kind(String text, int i, char c) {
        if (c < 0x20) {
            return c == '\t' || c == '\n' || c == '\r' ? null : "the control character";
        }
        if (c >= 0x7F && c <= 0x9F) {
            return "the control character";
        }
        if ((c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069) || c == 0x200E || c == 0x200F
                || c == 0x061C) {
            return "the bidirectional control";
        }
        if ((c >= 0x200B && c <= 0x200D) || c == 0x2060 || c == 0xFEFF) {
            return "the zero-width character";
        }
        if ((c >= 0xFFF9 && c <= 0xFFFB) || c == 0xFFFE || c == 0xFFFF) {
            return "the special character";
        }
        if (Character.isHighSurrogate(c)) {
            return i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))
                    ? null : "the unpaired surrogate";
        }
        if (Character.isLowSurrogate(c)) {
            return i > 0 && Character.isHighSurrogate(text.charAt(i - 1)) ? null : "the unpaired surrogate";
        }
        return null;
    }
}
