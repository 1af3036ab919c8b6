package org.teamchess.game.service;

import org.teamchess.game.protocol.ErrorCode;

/** A player's request the game refuses, with why; nothing was changed. */
public final class GameRefusal extends RuntimeException {

    private final ErrorCode code;

    public GameRefusal(ErrorCode code, String reason) {
        super(reason, null, false, false);
        this.code = code;
    }

    public ErrorCode code() {
        return code;
    }
}
