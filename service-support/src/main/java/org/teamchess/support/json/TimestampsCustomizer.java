package org.teamchess.support.json;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.jackson.ObjectMapperCustomizer;
import jakarta.inject.Singleton;
import org.teamchess.events.Timestamps;

/**
 * Every service's REST JSON writes instants as the events and the game protocol do: ISO-8601 in
 * UTC, to the millisecond ({@link Timestamps}); an instant a request brings with more digits is
 * taken to the millisecond, so that what a service keeps is what it writes.
 */
@Singleton
public class TimestampsCustomizer implements ObjectMapperCustomizer {

    /** Last, after the modules Quarkus registers (Jackson's JavaTimeModule): a later module's serializer wins. */
    @Override
    public int priority() {
        return MINIMUM_PRIORITY;
    }

    @Override
    public void customize(ObjectMapper mapper) {
        mapper.registerModule(Timestamps.jacksonModuleTakingMilliseconds());
    }
}
