package org.teamchess.tournament.config;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;

/** tournament-service's own settings ({@code teamchess.tournament.*}). */
@ConfigMapping(prefix = "teamchess.tournament")
public interface TournamentConfig {

    /**
     * From the moment a match ends level to the start of its decider, when White's clock starts
     * (Art. 6.5): long enough for the two players to open the new game, short enough to be "at
     * once" (seed 000 §4.6). {@code TOURNAMENT_DECIDER_BREAK}, default 2 minutes.
     */
    @WithDefault("PT2M")
    Duration deciderBreak();

    /**
     * How often every instance looks for rounds whose line-up deadline has come
     * ({@code LineUpDeadlines}): a round is published at most this late. Default 10 s.
     */
    @WithDefault("10s")
    Duration lineUpDeadlineCheckEvery();
}
