package org.teamchess.clock.messaging;

import java.util.Map;
import org.teamchess.clock.ClockServiceTestProfile;

/**
 * The service's tests with the heartbeats watched, with short times so that an outage is declared
 * in seconds: 2 s of silence, a heartbeat vouching for 1 s after it. An application of its own, so
 * that no other test's clocks are stopped by an outage nobody sends heartbeats against.
 */
public class ServerOutageTestProfile extends ClockServiceTestProfile {

    @Override
    public Map<String, String> getConfigOverrides() {
        return Map.of(
                "teamchess.clock.server-outage.enabled", "true",
                "teamchess.clock.server-outage.silence", "2s",
                "teamchess.clock.server-outage.vouch", "1s");
    }
}
