package org.teamchess.clock.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.teamchess.clock.service.GameServiceWatch.Decision;

/** The watch alone, on given instants: 6 s of silence make an outage, a heartbeat vouches for 3 s. */
class GameServiceWatchTest {

    private static final Instant T = Instant.parse("2026-11-26T02:00:00Z");

    private final GameServiceWatch watch = new GameServiceWatch(Duration.ofSeconds(6), Duration.ofSeconds(3));

    private static Instant at(long seconds) {
        return T.plusSeconds(seconds);
    }

    @Test
    void nothingIsDeclaredBeforeTheFirstHeartbeatSinceTheStart() {
        assertFalse(watch.silentAt(at(600)));
        assertEquals(Decision.NONE, watch.brokerHasNoHeartbeats(at(600)));
        assertTrue(watch.vouchesFor(at(600)), "with nothing to go by, flags fall as they always did");
    }

    @Test
    void theFirstHeartbeatSinceTheStartRestartsWhatAnEarlierOutageStopped() {
        assertEquals(Decision.RESUME, watch.heard(at(0)));
        assertEquals(Decision.NONE, watch.heard(at(2)));
    }

    @Test
    void silenceLongerThanTheThresholdIsAnOutageFromTheLastHeartbeatDeclaredOnce() {
        watch.heard(at(0));
        watch.heard(at(2));

        assertFalse(watch.silentAt(at(7)));
        assertEquals(Decision.NONE, watch.brokerHasNoHeartbeats(at(7)));
        assertTrue(watch.silentAt(at(8)));
        assertEquals(Decision.PAUSE, watch.brokerHasNoHeartbeats(at(8)));
        assertEquals(Optional.of(at(2)), watch.outageSince());
        assertFalse(watch.silentAt(at(9)), "declared once");
        assertEquals(Decision.NONE, watch.brokerHasNoHeartbeats(at(9)));
    }

    @Test
    void aHeartbeatEndsTheOutage() {
        watch.heard(at(0));
        watch.brokerHasNoHeartbeats(at(6));

        assertEquals(Decision.RESUME, watch.heard(at(40)));
        assertEquals(Optional.empty(), watch.outageSince());
        assertEquals(Decision.NONE, watch.heard(at(42)));
    }

    @Test
    void whileTheBrokerDoesNotAnswerNoOutageIsCountedAndItsSilenceStartsOverWhenItAnswers() {
        watch.heard(at(0));
        watch.brokerAway(at(6));
        watch.brokerAway(at(30));

        assertFalse(watch.silentAt(at(35)), "game-service may be serving games while the broker is away");
        assertTrue(watch.silentAt(at(36)));
        assertEquals(Decision.PAUSE, watch.brokerHasNoHeartbeats(at(36)));
        assertEquals(Optional.of(at(0)), watch.outageSince(), "still from the last heartbeat");
    }

    @Test
    void aHeartbeatVouchesForALittleWhileAfterIt() {
        watch.heard(at(10));

        assertTrue(watch.vouchesFor(at(13)));
        assertFalse(watch.vouchesFor(at(13).plusMillis(1)));
    }

    @Test
    void aFailedRestartIsOwedToTheNextHeartbeat() {
        watch.heard(at(0));
        watch.resumeFailed();

        assertEquals(Decision.RESUME, watch.heard(at(2)));
    }
}
