package org.teamchess.game.socket;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/** Settings of the games' WebSocket ({@code teamchess.game-socket.*}). */
@ConfigMapping(prefix = "teamchess.game-socket")
public interface GameSocketConfig {

    /** Whether a client without a token may watch games read-only (env {@code GAME_ANONYMOUS_SPECTATORS}). */
    @WithDefault("false")
    boolean anonymousSpectators();

    /** The most log entries a reconnecting client is sent; beyond it gets the full state instead. */
    @WithDefault("200")
    int maxResumeEvents();

    /**
     * The largest client message in bytes (64 KiB); a larger one is refused {@code too-large} and its
     * connection closed with 1009. It is also {@code quarkus.websockets-next.server.max-message-size},
     * where Vert.x enforces it.
     */
    @WithDefault("65536")
    int maxMessageSize();

    /**
     * The most {@code focus} messages one connection may send in a minute; beyond it they are refused
     * {@code flood} until the minute has passed (the client debounces: a real player stays far below).
     */
    @WithDefault("20")
    int focusMessagesPerMinute();
}
