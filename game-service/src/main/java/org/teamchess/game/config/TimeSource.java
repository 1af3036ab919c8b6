package org.teamchess.game.config;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Produces;
import java.time.Clock;

/** The time every bean injects (STYLE rule 5): UTC from the system, replaceable in tests. */
@ApplicationScoped
public class TimeSource {

    @Produces
    @ApplicationScoped
    Clock clock() {
        return Clock.systemUTC();
    }
}
