package org.teamchess.load.simulator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class FederationFeedCheckTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** A level match of two boards with its Armageddon: boards 1 and 2, and the decider as board 3. */
    private static JsonNode match() throws Exception {
        return JSON.readTree("""
                {"matchId": "m1", "firstTeamBoardPoints": 1.0, "secondTeamBoardPoints": 1.0,
                 "firstTeamMatchPoints": 2, "secondTeamMatchPoints": 0,
                 "boards": [{"board": 1, "gameId": "g1", "result": "1-0"}, {"board": 2, "gameId": "g2", "result": "0-1"}],
                 "decider": {"board": 1, "gameId": "g3", "result": "1-0"}}""");
    }

    private static FederationFeedCheck.Feed feed(Map<String, Set<String>> boardIds, Map<String, String> results,
            Map<String, Set<String>> matchIds, String firstTeamMatchPoints) throws Exception {
        Map<String, JsonNode> boards = new HashMap<>();
        results.forEach((board, result) -> boards.put(board, JSON.createObjectNode().put("result", result)));
        Map<String, JsonNode> matches = Map.of("m1", JSON.readTree("{\"firstTeamBoardPoints\": 1.0, "
                + "\"secondTeamBoardPoints\": 1.0, \"firstTeamMatchPoints\": " + firstTeamMatchPoints
                + ", \"secondTeamMatchPoints\": 0}"));
        return new FederationFeedCheck.Feed(boardIds, boards, matchIds, matches, 10, 0);
    }

    @Test
    void aFeedWithEveryResultOnceUnderOneIdPasses() throws Exception {
        FederationFeedCheck.Feed feed = feed(
                Map.of("m1 board 1", Set.of("a"), "m1 board 2", Set.of("b"), "m1 board 3", Set.of("c")),
                Map.of("m1 board 1", "1-0", "m1 board 2", "0-1", "m1 board 3", "1-0"),
                Map.of("m1", Set.of("d")), "2");
        assertEquals(List.of(), FederationFeedCheck.boardFailures(feed, List.of(match())));
        assertEquals(List.of(), FederationFeedCheck.matchFailures(feed, List.of(match())));
    }

    @Test
    void aLostDeciderABoardAnnouncedTwiceAndAWrongMatchResultAreEachFound() throws Exception {
        FederationFeedCheck.Feed feed = feed(
                Map.of("m1 board 1", new LinkedHashSet<>(List.of("a", "a2")), "m1 board 2", Set.of("b"),
                        "m1 board 7", Set.of("x")),
                Map.of("m1 board 1", "1-0", "m1 board 2", "1/2-1/2", "m1 board 7", "1-0"),
                Map.of("m1", Set.of("d")), "1");
        List<String> boards = FederationFeedCheck.boardFailures(feed, List.of(match()));
        assertEquals(4, boards.size(), boards::toString);
        assertTrue(boards.stream().anyMatch(failure -> failure.startsWith("m1 board 1: 2 results")), boards::toString);
        assertTrue(boards.stream().anyMatch(failure -> failure.startsWith("m1 board 2: the feed says 1/2-1/2")),
                boards::toString);
        assertTrue(boards.stream().anyMatch(failure -> failure.equals("m1 board 3: no result on the feed (lost)")),
                boards::toString);
        assertTrue(boards.stream().anyMatch(failure -> failure.startsWith("m1 board 7: on the feed, but no such")),
                boards::toString);
        List<String> matches = FederationFeedCheck.matchFailures(feed, List.of(match()));
        assertEquals(1, matches.size(), matches::toString);
        assertTrue(matches.get(0).contains("firstTeamMatchPoints 1.0 on the feed, 2.0 in the match"), matches::toString);
    }
}
