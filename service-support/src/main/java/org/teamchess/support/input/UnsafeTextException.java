package org.teamchess.support.input;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;

/**
 * A string of a request body that holds a character {@link SafeText} refuses. Jackson adds the
 * field's path as the exception travels out, so the problem names it ({@code roster[1].surname}).
 */
public class UnsafeTextException extends MismatchedInputException {

    private static final long serialVersionUID = 1L;

    private final String reason;

    UnsafeTextException(JsonParser parser, String reason) {
        super(parser, reason, String.class);
        this.reason = reason;
    }

    /** What is wrong with the text, for a field error: {@code must not contain ...}. */
    public String reason() {
        return reason;
    }
}
