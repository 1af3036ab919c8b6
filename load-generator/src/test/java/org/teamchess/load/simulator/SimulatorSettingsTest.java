package org.teamchess.load.simulator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class SimulatorSettingsTest {

    @Test
    void theDefaultsFitTheLocalPlatform() {
        SimulatorSettings settings = SimulatorSettings.parse();
        assertEquals(6, settings.schools());
        assertEquals("round-robin", settings.format());
        assertEquals("http://127.0.0.1:8082", settings.game().toString());
        assertEquals(3, settings.swissRounds());
    }

    @Test
    void aRoundLastsLongerThanItsSlowestBoardAndTheArmageddonAfterIt() {
        Duration round = SimulatorSettings.roundLength("3+2", Duration.ofSeconds(2), 60, Duration.ofSeconds(60));
        assertTrue(round.compareTo(Duration.ofMinutes(3).plusSeconds(90)) > 0, round::toString);
        assertEquals(Duration.ofMinutes(2),
                SimulatorSettings.parse("--round-minutes=2").roundLength());
    }

    @Test
    void wrongOptionsAreNamed() {
        assertEquals("unknown option --school",
                assertThrows(IllegalArgumentException.class, () -> SimulatorSettings.parse("--school=3")).getMessage());
        assertThrows(IllegalArgumentException.class, () -> SimulatorSettings.parse("--schools=1"));
        assertThrows(IllegalArgumentException.class, () -> SimulatorSettings.parse("--format=knockout"));
    }
}
