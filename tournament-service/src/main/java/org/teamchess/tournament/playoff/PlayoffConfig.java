package org.teamchess.tournament.playoff;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;

/** The play-offs' timing ({@code teamchess.playoff.*}; seed 004 Art. 30.5.3). */
@ConfigMapping(prefix = "teamchess.playoff")
public interface PlayoffConfig {

    /**
     * From the end of the last round to the play-off's first games: at least 30 minutes (Art.
     * 30.5.3). {@code TOURNAMENT_PLAYOFF_BREAK}, default 30 minutes.
     */
    @WithDefault("PT30M")
    Duration firstBreak();

    /**
     * Between the play-off's stages (the mini-match's two games, an Armageddon after it): at least
     * 10 minutes (Art. 30.5.3). {@code TOURNAMENT_PLAYOFF_STAGE_BREAK}, default 10 minutes.
     */
    @WithDefault("PT10M")
    Duration stageBreak();

    /**
     * How long a play-off may take from the last round's end; past it, the play-off is not held
     * and the tie-breaks decide. {@code TOURNAMENT_PLAYOFF_DEADLINE}, default a day.
     */
    @WithDefault("P1D")
    Duration deadline();

    /**
     * How often the deadlines are looked at ({@link PlayoffDeadlines}); a minute by default, a
     * second in the tests. Declared here so that the mapping knows the whole prefix.
     */
    @WithDefault("PT60S")
    Duration deadlineCheckEvery();
}
