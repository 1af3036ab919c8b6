package org.teamchess.registration.service;

import jakarta.enterprise.context.ApplicationScoped;
import java.security.SecureRandom;
import java.util.Locale;

/**
 * Invitation codes, of roster entries and of staff invitations: ten base32 characters (50 random
 * bits), read without regard to case or surrounding spaces.
 */
@ApplicationScoped
public class InvitationCodes {

    private static final char[] BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567".toCharArray();
    private static final int LENGTH = 10;

    private final SecureRandom random = new SecureRandom();

    /** A new random code. */
    public String next() {
        char[] code = new char[LENGTH];
        for (int index = 0; index < LENGTH; index++) {
            code[index] = BASE32[random.nextInt(BASE32.length)];
        }
        return new String(code);
    }

    /** A code as someone typed it, in the form it is stored. */
    public static String normalize(String typed) {
        return typed.strip().toUpperCase(Locale.ROOT);
    }
}
