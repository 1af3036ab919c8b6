package org.teamchess.registration.service;

import jakarta.enterprise.context.ApplicationScoped;
import java.security.SecureRandom;

/**
 * Random passwords a child can read off a card and type: ten characters of lower-case Latin
 * letters and digits without the look-alikes (no i, l, o, 0, 1), at least one of them a digit.
 * 31^10 is about 2^49: with the realm's brute-force lock, guessing is hopeless.
 */
@ApplicationScoped
public class ChildPasswords {

    static final String LETTERS = "abcdefghjkmnpqrstuvwxyz";
    static final String DIGITS = "23456789";
    static final int LENGTH = 10;

    private static final String ALPHABET = LETTERS + DIGITS;

    private final SecureRandom random = new SecureRandom();

    /** A new password. */
    public String next() {
        char[] password = new char[LENGTH];
        for (int index = 0; index < LENGTH; index++) {
            password[index] = ALPHABET.charAt(random.nextInt(ALPHABET.length()));
        }
        // A policy that asks for a digit is met as well: one place, chosen at random, holds one.
        password[random.nextInt(LENGTH)] = DIGITS.charAt(random.nextInt(DIGITS.length()));
        return new String(password);
    }
}
