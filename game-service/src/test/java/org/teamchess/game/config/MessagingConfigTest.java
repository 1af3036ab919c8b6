package org.teamchess.game.config;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import org.eclipse.microprofile.config.ConfigProvider;
import org.junit.jupiter.api.Test;
import org.teamchess.events.Topics;
import org.teamchess.game.GameServiceTestProfile;

/** application.properties names the topics that the events module defines, not copies that drift. */
@QuarkusTest
@TestProfile(GameServiceTestProfile.class)
class MessagingConfigTest {

    @Test
    void theIncomingChannelReadsTheTournamentTopic() {
        assertEquals(Topics.TOURNAMENT_EVENTS, ConfigProvider.getConfig()
                .getValue("mp.messaging.incoming.tournament-events.topic", String.class));
    }
}
