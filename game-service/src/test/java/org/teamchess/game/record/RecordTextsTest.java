package org.teamchess.game.record;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Instant;
import org.junit.jupiter.api.Test;

class RecordTextsTest {

    private static final Instant T = Instant.parse("2026-11-26T02:40:00Z");

    @Test
    void aServerOutagesPauseAndResumeAreNotAnArbiters() {
        RecordNote paused = RecordTexts.clockAdjusted(3, T, "paused", null, null, "server");
        RecordNote resumed = RecordTexts.clockAdjusted(3, T.plusSeconds(40), "resumed", null, null, "server");

        assertEquals("The clocks stopped: no game server was there to take moves", paused.english());
        assertEquals("Часы остановлены: игровой сервер не мог принимать ходы", paused.russian());
        assertEquals("The clocks restarted: the game server is back", resumed.english());
        assertEquals("Часы пущены снова: игровой сервер вернулся", resumed.russian());
    }

    @Test
    void anArbitersPauseKeepsHisWordsAndReason() {
        RecordNote paused = RecordTexts.clockAdjusted(3, T, "paused", null, null, "Art. 6.12.2: a claim");

        assertEquals("The arbiter paused the clocks", paused.english().substring(0, 29));
        assertEquals(true, paused.english().contains("Art. 6.12.2: a claim"));
    }
}
