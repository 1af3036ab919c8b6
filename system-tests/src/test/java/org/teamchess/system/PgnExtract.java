package org.teamchess.system;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import org.teamchess.testsupport.ReactorRoot;

/** test-support's {@link org.teamchess.testsupport.PgnExtract}, keeping its files under system-tests/target. */
final class PgnExtract {

    private PgnExtract() {
    }

    /** See {@link org.teamchess.testsupport.PgnExtract#read}. */
    static List<Map<String, Object>> read(String pgn, String name) throws IOException, InterruptedException {
        return org.teamchess.testsupport.PgnExtract.read(pgn, ReactorRoot.find().resolve("system-tests/target/pgn-extract"),
                name);
    }
}
