package org.teamchess.support.time;

import io.quarkus.arc.DefaultBean;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;
import java.time.Clock;

/**
 * Every service's time source: each "now" comes from the injected {@link Clock} (STYLE rule 5), UTC
 * from the system unless a service or a test provides its own Clock bean, which replaces this one.
 */
@ApplicationScoped
public class ClockProducer {

    @Produces
    @Singleton
    @DefaultBean
    Clock clock() {
        return Clock.systemUTC();
    }
}
