package org.teamchess.tournament.client;

/** The names could not be fetched now (network, refusal, timeout); a later attempt may succeed. */
public class RosterNamesUnavailableException extends RuntimeException {

    public RosterNamesUnavailableException(String message, Throwable cause) {
        super(message, cause);
    }
}
