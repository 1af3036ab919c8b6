package org.teamchess.system;

import io.restassured.path.json.JsonPath;
import java.time.Duration;
import java.util.List;
import java.util.UUID;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.teamchess.events.Topics;
import org.teamchess.testsupport.TopicReader;

/**
 * The federation feed (docs/federation-feed.md) read as a federation reads it: the raw JSON
 * envelopes of {@code teamchess.tournament.events} from the platform's broker, without TeamChess's
 * event classes.
 */
final class FederationFeed {

    static final String BOARD_RESULT_RECORDED = "org.teamchess.tournament.BoardResultRecorded";
    static final String MATCH_ENDED = "org.teamchess.tournament.MatchEnded";
    static final String MATCH_SCHEDULED = "org.teamchess.tournament.MatchScheduled";
    static final String STANDINGS_UPDATED = "org.teamchess.tournament.StandingsUpdated";

    /** How long the feed is read on after the awaited event, for a duplicate to show. */
    private static final Duration AFTERWARDS = Duration.ofSeconds(3);

    private FederationFeed() {
    }

    /**
     * Every envelope on the topic, from its beginning until one of the type for the subject has
     * come and a few seconds more.
     *
     * @throws AssertionError when none comes within the patience
     */
    static List<JsonPath> until(String type, UUID subject, Duration patience) {
        try (TopicReader reader = TopicReader.fromBeginning(Platform.kafkaLogin("federation-reader"),
                Topics.TOURNAMENT_EVENTS)) {
            reader.readUntil(records -> records.stream().anyMatch(record -> is(record, type, subject)), patience);
            List<ConsumerRecord<String, String>> read = reader.readFor(AFTERWARDS);
            if (read.stream().noneMatch(record -> is(record, type, subject))) {
                throw new AssertionError("No " + type + " of " + subject + " within " + patience);
            }
            return read.stream().map(record -> JsonPath.from(record.value())).toList();
        }
    }

    /** Whether the record is an event of the type about the subject (the subject is its key). */
    private static boolean is(ConsumerRecord<String, String> record, String type, UUID subject) {
        return subject.toString().equals(record.key())
                && type.equals(JsonPath.from(record.value()).getString("type"));
    }
}
