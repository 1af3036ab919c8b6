package org.teamchess.load.simulator;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.UUID;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.serialization.StringDeserializer;

/**
 * The federation feed as a regional federation's dashboard reads it (docs/federation-feed.md): the
 * tournament topic, with the {@code federation-reader} login of {@code deploy/platform
 * federation-credentials}, from its beginning to its end at the time of the check. Every board's
 * and every match's result of the tournament must be on it under exactly one event id (Kafka may
 * deliver an event twice; a dashboard keeps the ids it handled), with the result the matches show.
 */
final class FederationFeedCheck {

    static final String TOPIC = "teamchess.tournament.events";
    private static final String BOARD_RESULT = "org.teamchess.tournament.BoardResultRecorded";
    private static final String MATCH_ENDED = "org.teamchess.tournament.MatchEnded";
    private static final Duration READ_FOR_AT_MOST = Duration.ofMinutes(2);

    /** What the feed said of one tournament. */
    record Feed(Map<String, Set<String>> boardEventIds, Map<String, JsonNode> boardResults,
            Map<String, Set<String>> matchEventIds, Map<String, JsonNode> matchResults, int records,
            int redelivered) {
    }

    private final ObjectMapper json;

    FederationFeedCheck(ObjectMapper json) {
        this.json = json;
    }

    /** Reads the whole topic and keeps this tournament's board and match results, by event id. */
    Feed read(Path credentials, UUID tournamentId, String run) throws IOException {
        Properties config = new Properties();
        try (Reader reader = Files.newBufferedReader(credentials)) {
            config.load(reader);
        }
        // The reader's own group (its ACL allows groups named federation-*); it commits nothing.
        config.put(ConsumerConfig.GROUP_ID_CONFIG, "federation-simulator-" + run);
        config.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, "false");
        config.put(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());
        config.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());
        Map<String, Set<String>> boardIds = new HashMap<>();
        Map<String, JsonNode> boards = new HashMap<>();
        Map<String, Set<String>> matchIds = new HashMap<>();
        Map<String, JsonNode> matches = new HashMap<>();
        Set<String> seen = new HashSet<>();
        int records = 0;
        int redelivered = 0;
        try (KafkaConsumer<String, String> consumer = new KafkaConsumer<>(config)) {
            List<TopicPartition> partitions = consumer.partitionsFor(TOPIC, Duration.ofSeconds(30)).stream()
                    .map(info -> new TopicPartition(TOPIC, info.partition())).toList();
            consumer.assign(partitions);
            consumer.seekToBeginning(partitions);
            Map<TopicPartition, Long> end = consumer.endOffsets(partitions, Duration.ofSeconds(30));
            Instant giveUp = Instant.now().plus(READ_FOR_AT_MOST);
            while (!readToEnd(consumer, end)) {
                if (Instant.now().isAfter(giveUp)) {
                    throw new IOException("the federation feed could not be read to its end within "
                            + READ_FOR_AT_MOST.toMinutes() + " minutes");
                }
                for (ConsumerRecord<String, String> record : consumer.poll(Duration.ofSeconds(1))) {
                    records++;
                    JsonNode event = json.readTree(record.value());
                    JsonNode data = event.path("data");
                    if (!tournamentId.toString().equals(data.path("tournamentId").asText())) {
                        continue;
                    }
                    String id = event.path("id").asText();
                    if (!seen.add(id)) {
                        redelivered++;
                        continue;
                    }
                    String type = event.path("type").asText();
                    if (BOARD_RESULT.equals(type)) {
                        String board = data.path("matchId").asText() + " board " + data.path("board").asInt();
                        boardIds.computeIfAbsent(board, key -> new LinkedHashSet<>()).add(id);
                        boards.put(board, data);
                    } else if (MATCH_ENDED.equals(type)) {
                        String match = data.path("matchId").asText();
                        matchIds.computeIfAbsent(match, key -> new LinkedHashSet<>()).add(id);
                        matches.put(match, data);
                    }
                }
            }
        }
        return new Feed(boardIds, boards, matchIds, matches, records, redelivered);
    }

    private static boolean readToEnd(KafkaConsumer<String, String> consumer, Map<TopicPartition, Long> end) {
        return end.entrySet().stream().allMatch(partition -> consumer.position(partition.getKey()) >= partition.getValue());
    }

    /**
     * Every board of every ended match (its Armageddon decider as the board after the last) has one
     * result on the feed, under one event id, equal to the match's; nothing for boards that were
     * not played.
     */
    static List<String> boardFailures(Feed feed, Collection<JsonNode> endedMatches) {
        List<String> failures = new ArrayList<>();
        Set<String> expected = new HashSet<>();
        for (JsonNode match : endedMatches) {
            List<JsonNode> boards = new ArrayList<>();
            match.path("boards").forEach(boards::add);
            JsonNode decider = match.path("decider");
            if (decider.hasNonNull("gameId")) {
                boards.add(decider);
            }
            for (int index = 0; index < boards.size(); index++) {
                JsonNode board = boards.get(index);
                int number = index < match.path("boards").size() ? board.path("board").asInt() : index + 1;
                String key = match.path("matchId").asText() + " board " + number;
                expected.add(key);
                Set<String> ids = feed.boardEventIds().getOrDefault(key, Set.of());
                if (ids.isEmpty()) {
                    failures.add(key + ": no result on the feed (lost)");
                } else if (ids.size() > 1) {
                    failures.add(key + ": " + ids.size() + " results under different event ids " + ids);
                } else if (!board.path("result").asText().equals(feed.boardResults().get(key).path("result").asText())) {
                    failures.add(key + ": the feed says " + feed.boardResults().get(key).path("result").asText()
                            + ", the match " + board.path("result").asText());
                }
            }
        }
        feed.boardEventIds().keySet().stream().filter(key -> !expected.contains(key))
                .forEach(key -> failures.add(key + ": on the feed, but no such board was played"));
        return failures;
    }

    /** Every ended match has one MatchEnded under one event id, with the match's points. */
    static List<String> matchFailures(Feed feed, Collection<JsonNode> endedMatches) {
        List<String> failures = new ArrayList<>();
        for (JsonNode match : endedMatches) {
            String id = match.path("matchId").asText();
            Set<String> ids = feed.matchEventIds().getOrDefault(id, Set.of());
            if (ids.isEmpty()) {
                failures.add("match " + id + ": no MatchEnded on the feed (lost)");
                continue;
            }
            if (ids.size() > 1) {
                failures.add("match " + id + ": " + ids.size() + " MatchEnded under different event ids " + ids);
            }
            JsonNode announced = feed.matchResults().get(id);
            for (String field : List.of("firstTeamBoardPoints", "secondTeamBoardPoints", "firstTeamMatchPoints",
                    "secondTeamMatchPoints")) {
                if (Math.abs(announced.path(field).asDouble() - match.path(field).asDouble()) > 1e-9) {
                    failures.add("match " + id + ": " + field + " " + announced.path(field).asDouble()
                            + " on the feed, " + match.path(field).asDouble() + " in the match");
                }
            }
        }
        return failures;
    }
}
