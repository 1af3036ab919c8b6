package org.teamchess.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;
import org.junit.jupiter.api.Test;

class SideTest {

    @Test
    void wireNamesReadBackAsTheirSide() {
        for (Side side : Side.values()) {
            assertEquals(Optional.of(side), Side.fromWireName(side.wireName()));
        }
    }

    @Test
    void anythingElseIsNoSide() {
        assertEquals(Optional.empty(), Side.fromWireName("White"));
        assertEquals(Optional.empty(), Side.fromWireName("red"));
        assertEquals(Optional.empty(), Side.fromWireName(null));
    }
}
