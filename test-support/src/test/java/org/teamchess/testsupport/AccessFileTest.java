package org.teamchess.testsupport;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every channel a service consumes is allowed by deploy/kafka/config/access.conf, to the user named
 * after the service: a new consumer without its ACL fails here, with the line to add, instead of
 * only as an authorization error in the logs of a running platform.
 */
class AccessFileTest {

    private static final Path ROOT = ReactorRoot.find();

    @Test
    void everyServiceMayReadWhatItsChannelsConsume() throws IOException {
        Set<String> lines = Files.readAllLines(ROOT.resolve("deploy/kafka/config/access.conf")).stream()
                .map(line -> line.strip().replaceAll("\\s+", " "))
                .collect(Collectors.toSet());
        List<Path> services;
        try (Stream<Path> modules = Files.list(ROOT)) {
            services = modules.filter(module -> module.getFileName().toString().endsWith("-service"))
                    .filter(module -> Files.isRegularFile(properties(module)))
                    .toList();
        }
        assertFalse(services.isEmpty(), "no *-service module under " + ROOT);
        for (Path module : services) {
            String user = module.getFileName().toString();
            assertTrue(lines.contains("user " + user), "access.conf needs: user " + user);
            Properties config = new Properties();
            try (var reader = Files.newBufferedReader(properties(module))) {
                config.load(reader);
            }
            for (String key : config.stringPropertyNames()) {
                if (key.startsWith("mp.messaging.incoming.") && key.endsWith(".topic")) {
                    String needed = "allow " + user + " READ topic literal " + config.getProperty(key);
                    assertTrue(lines.contains(needed), key + ": access.conf needs: " + needed);
                }
                if (key.startsWith("mp.messaging.incoming.") && key.endsWith(".group.id")) {
                    String needed = "allow " + user + " READ group literal " + config.getProperty(key);
                    assertTrue(lines.contains(needed), key + ": access.conf needs: " + needed);
                }
            }
        }
    }

    private static Path properties(Path module) {
        return module.resolve("src/main/resources/application.properties");
    }
}
