package org.teamchess.support.time;

import io.quarkus.arc.DefaultBean;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;
import java.time.Clock;
import java.time.ZoneOffset;

/**
 * Every service's time source: each "now" comes from the injected {@link Clock} (STYLE rule 5), UTC
 * from the system unless a service or a test provides its own Clock bean, which replaces this one.
 * It ticks in whole milliseconds, the precision every wire writes ({@code events}' Timestamps): an
 * instant a service stamps (a move's receipt) is then exactly the one its events, its protocol and
 * its database keep, and a consumer replaying it computes what the producer computed.
 */
@ApplicationScoped
public class ClockProducer {

    @Produces
    @Singleton
    @DefaultBean
    Clock clock() {
        return Clock.tickMillis(ZoneOffset.UTC);
    }
}
