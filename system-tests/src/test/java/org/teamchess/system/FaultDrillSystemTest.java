package org.teamchess.system;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.teamchess.testsupport.ReactorRoot;

/**
 * The short fault drill of CI (docs/reliability.md): the competition simulator plays a match of
 * two schools, with every child's own account and bots over real WebSockets spread over both
 * game-service instances, while each part of the platform crashes once (kill -9 of each
 * game-service instance, clock-service, tournament-service, registration-service and the broker;
 * a restart of PostgreSQL) and comes back. The simulator's report then checks the platform's own
 * records and the federation feed: nothing acknowledged lost or doubled, every game ended once with
 * its announced result, standings equal to a recomputation, every result on the feed once, no round
 * stuck, no flag fallen that a bot did not let fall. Last of the system tests: it restarts
 * everything.
 */
@ExtendWith(SharedPlatform.class)
@Order(Integer.MAX_VALUE)
class FaultDrillSystemTest {

    /** Every part the drill must have crashed and seen come back, in the report's table. */
    private static final List<String> PARTS = List.of("game-service", "game-service-2", "clock-service",
            "tournament-service", "registration-service", "kafka", "postgresql");

    @Test
    void aMatchPlayedWhileEveryPartCrashesOnceLosesNothing(Platform platform) throws Exception {
        Path target = ReactorRoot.find().resolve("system-tests/target");
        Path report = target.resolve("fault-drill-report.md");
        Path output = target.resolve("fault-drill.log");
        Files.deleteIfExists(report);
        // One round (two schools): the boards planned for a resignation and an agreed draw end within
        // a minute or two, the no-show at the one-minute default time, the planned flag after the
        // whole 2 minutes of its side's clock: the drills, 2 s apart, fall while a game is in play (on a
        // quiet machine a part is back in 10-15 s).
        int exit = platform.runSimulator(output, Duration.ofMinutes(15), List.of(
                "--schools=2", "--time-control=2+1", "--pace=900", "--max-plies=100", "--lead=30",
                "--faults=true", "--fault-down=1", "--fault-gap=2", "--seed=15",
                "--report=" + report));
        String text = Files.exists(report) ? Files.readString(report, StandardCharsets.UTF_8) : "(no report)";
        String log = Files.readString(output, StandardCharsets.UTF_8);
        assertEquals(0, exit, () -> "the drill's checks failed:\n" + text + "\n--- the simulator's output (end):\n"
                + log.substring(Math.max(0, log.length() - 6000)));
        for (String part : PARTS) {
            assertTrue(text.contains("| " + part + " | "), () -> part + " was not crashed by the drill:\n" + text);
        }
        assertTrue(text.contains("federation feed carries every board result"),
                () -> "the federation feed was not checked:\n" + text);
        assertTrue(text.contains("| no flag fell that a bot did not let fall | "), text);
    }
}
