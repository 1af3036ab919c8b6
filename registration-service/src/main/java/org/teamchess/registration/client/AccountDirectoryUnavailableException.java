package org.teamchess.registration.client;

/**
 * The directory could not be reached, or failed on its side: whether the call took effect is
 * unknown (a user created just before the answer was lost is found again by a retry).
 */
public final class AccountDirectoryUnavailableException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public AccountDirectoryUnavailableException(String message, Throwable cause) {
        super(message, cause);
    }
}
