package org.teamchess.tournament.pairing.swiss;

/**
 * No pairing of the round complies with the absolute criteria (C.04.6 Art. 3.3.3: the Chief
 * Arbiter decides), e.g. a field of four teams that have all met.
 */
public class NoLegalPairingException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public NoLegalPairingException(String message) {
        super(message);
    }
}
