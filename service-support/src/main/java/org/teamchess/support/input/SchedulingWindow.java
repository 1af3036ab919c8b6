package org.teamchess.support.input;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Period;

/**
 * {@code teamchess.input.scheduling-window.*}: how far from now a scheduled moment may lie
 * ({@link WithinSchedulingWindow}).
 */
@ConfigMapping(prefix = "teamchess.input.scheduling-window")
public interface SchedulingWindow {

    /** {@code past}: how long ago a scheduled moment may be (moving a round that began). */
    @WithDefault("P1Y")
    Period past();

    /** {@code future}: how far ahead a moment may be scheduled. */
    @WithDefault("P5Y")
    Period future();
}
