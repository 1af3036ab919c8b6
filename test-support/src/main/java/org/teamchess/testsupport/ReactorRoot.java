package org.teamchess.testsupport;

import java.nio.file.Files;
import java.nio.file.Path;

/** Finds the root of the TeamChess source tree, where {@code deploy/} lives, from a test's folder. */
public final class ReactorRoot {

    private ReactorRoot() {
    }

    /**
     * The nearest folder at or above the working directory that holds {@code deploy/kafka/pom.xml}.
     * Maven runs each module's tests in the module's folder, so this is the reactor root.
     *
     * @throws IllegalStateException when the working directory is outside the source tree
     */
    public static Path find() {
        Path start = Path.of("").toAbsolutePath();
        for (Path folder = start; folder != null; folder = folder.getParent()) {
            if (Files.isRegularFile(folder.resolve("deploy/kafka/pom.xml"))) {
                return folder;
            }
        }
        throw new IllegalStateException("No deploy/kafka/pom.xml in " + start + " or any folder above it:"
                + " run the tests from inside the TeamChess source tree");
    }
}
