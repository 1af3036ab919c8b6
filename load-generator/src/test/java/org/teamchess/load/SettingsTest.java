package org.teamchess.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.net.URI;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class SettingsTest {

    @Test
    void optionsOverrideTheDefaults() {
        Settings settings = Settings.parse("--games=1000", "--move-every=500",
                "--game-url=http://127.0.0.1:18082,http://127.0.0.1:18092");
        assertEquals(1000, settings.games());
        assertEquals(Duration.ofMillis(500), settings.moveEvery());
        assertEquals(List.of(URI.create("http://127.0.0.1:18082"), URI.create("http://127.0.0.1:18092")),
                settings.gameServices());
        assertEquals("player", settings.whiteUser());
    }

    @Test
    void anUnknownOptionIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> Settings.parse("--gmaes=10"));
    }
}
