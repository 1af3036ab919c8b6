package org.teamchess.system;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.teamchess.system.security.SecuritySuite;
import org.teamchess.system.security.SuiteReport;
import org.teamchess.system.security.Target;
import org.teamchess.testsupport.ReactorRoot;

/**
 * The security suite (docs/security-suite.md) against the system tests' platform: every operation
 * of the four services' OpenAPI documents, every caller, hostile values per field. It runs after
 * the other system tests but the fault drill (junit-platform.properties orders the classes), so that the platform holds
 * their competitions, matches and games for the fuzzed requests to reach; its report is
 * {@code target/security-suite-report.md}.
 */
@ExtendWith(SharedPlatform.class)
@Order(Integer.MAX_VALUE - 1)
class SecuritySuiteSystemTest {

    @Test
    void noOperationAnswersAnyCallerOrHostileInputWithA5xxANonProblemOrAStoredRefusal() throws Exception {
        Path root = ReactorRoot.find();
        Target target = Target.withPortOffset(10000, "teamchess_systest",
                root.resolve("system-tests/target/platform-run"));
        Instant started = Instant.now();
        SecuritySuite suite = new SecuritySuite(target);
        SuiteReport report = suite.run();
        Duration took = Duration.between(started, Instant.now());
        Path file = root.resolve("system-tests/target/security-suite-report.md");
        report.write(file, took, SecuritySuite.SEED);
        System.out.println(report.markdown(took, SecuritySuite.SEED));
        assertTrue(report.findings().isEmpty(), () -> report.findings().size() + " findings (" + file + "):\n"
                + report.findings().stream().limit(30).map(Object::toString).collect(Collectors.joining("\n")));
    }
}
