package org.teamchess.game.config;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.net.URI;
import java.time.Duration;

/** Settings of the games ({@code teamchess.game.*}); documented in application.properties and the README. */
@ConfigMapping(prefix = "teamchess.game")
public interface GameConfig {

    /**
     * The default time (Art. 6.7.1 of the FIDE Laws; Art. 6.6.1 of the Russian rules of 2011) of games
     * from scheduled matches whose {@code MatchScheduled} names none (an older tournament-service; today
     * each tournament sets its own): a player not at the board (no accepted hello) by the scheduled start
     * plus this loses by forfeit. The Laws' default is 0 minutes. Env {@code GAME_DEFAULT_TIME}.
     */
    @WithDefault("PT0S")
    Duration defaultTime();

    /**
     * How often an instance looks for games whose default time has passed with a side absent; {@code off}
     * disables the check (the tests run it themselves). Env {@code GAME_NO_SHOW_CHECK_EVERY}.
     */
    @WithDefault("10s")
    String noShowCheckEvery();

    /**
     * How often an instance starts the games whose scheduled start has come (announces GameStarted);
     * {@code off} disables the check (the tests run it themselves). Env {@code GAME_START_CHECK_EVERY}.
     */
    @WithDefault("2s")
    String startCheckEvery();

    /**
     * The base address of clock-service, where arbiters' decisions on quickplay-finish claims add
     * time (Art. 10.2.2, 10.2.3). Env {@code CLOCK_SERVICE_URL}.
     */
    @WithDefault("http://127.0.0.1:8083")
    URI clockServiceUrl();

    /** How long a game that ended on a flag stays on the arbiters' attention list. */
    @WithDefault("PT10M")
    Duration recentFlagsFor();

    /**
     * {@code teamchess.game.heartbeat-interval}: how often this instance tells clock-service on Kafka
     * that it is alive ({@link org.teamchess.game.messaging.InstanceHeartbeats}); clock-service's
     * silence threshold is some of these long.
     */
    @WithDefault("2s")
    Duration heartbeatInterval();

    /** The live player connections (presence). */
    Presence presence();

    /** Presence across instances: each instance beats in the database, and a silent one's connections are removed. */
    interface Presence {

        /** How often an instance writes its heartbeat and removes the connections of silent instances. */
        @WithDefault("10s")
        String heartbeatEvery();

        /** An instance silent for longer is taken as crashed: its connections count as closed. */
        @WithDefault("PT30S")
        Duration staleAfter();

        /**
         * How long a presence change is kept for an instance that missed its notification (its database
         * connection was lost for a while) to send it; a longer gap is bridged by the presence then.
         */
        @WithDefault("PT1H")
        Duration changesKeptFor();
    }
}
