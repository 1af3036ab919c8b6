package org.teamchess.game.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.UUID;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** The payloads of game notifications: one game, or the games of a group, within PostgreSQL's limit. */
class GameNotificationsTest {

    private static List<GameNotifications.Notified> changes(int count) {
        return IntStream.range(0, count)
                .mapToObj(i -> new GameNotifications.Notified(UUID.randomUUID(), 1_000_000L + i)).toList();
    }

    @Test
    void aGroupIsOnePayloadThatNamesEachGameAndItsVersion() {
        List<GameNotifications.Notified> group = changes(3);

        List<String> payloads = GameNotifications.notifications(group);

        assertEquals(1, payloads.size());
        assertEquals(group, GameNotifications.Notified.all(payloads.get(0)));
    }

    @Test
    void theLargestGroupIsSplitBelowThePayloadLimitAndLosesNoGame() {
        List<GameNotifications.Notified> group = changes(GroupCommit.MAX_GROUP);

        List<String> payloads = GameNotifications.notifications(group);

        assertEquals(2, payloads.size());
        payloads.forEach(payload -> assertTrue(payload.getBytes(StandardCharsets.UTF_8).length < 8_000));
        assertEquals(group, payloads.stream().flatMap(payload -> GameNotifications.Notified.all(payload).stream())
                .toList());
    }

    @Test
    void aPayloadOfOneGameIsReadAsBefore() {
        UUID game = UUID.randomUUID();

        assertEquals(List.of(new GameNotifications.Notified(game, 7)),
                GameNotifications.Notified.all(GameNotifications.notification(game, 7)));
        assertEquals(List.of(new GameNotifications.Notified(game, Long.MAX_VALUE)),
                GameNotifications.Notified.all(game.toString()));
    }

    @Test
    void noChangeIsNoPayload() {
        assertEquals(List.of(), GameNotifications.notifications(List.of()));
    }
}
