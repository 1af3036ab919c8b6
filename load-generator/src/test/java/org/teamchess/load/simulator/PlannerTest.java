package org.teamchess.load.simulator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class PlannerTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void everyRoundsFirstMatchIsLevelSoThatAnArmageddonDecidesIt() {
        for (long seed = 1; seed <= 50; seed++) {
            Planner planner = new Planner(new Random(seed));
            List<JsonNode> matches = matches(3);
            Planner.RoundPlan plan = planner.plan(3, matches);
            assertEquals(2.0, firstTeamPoints(matches.get(0), plan.boards().get(0)), 1e-9, "seed " + seed);
        }
    }

    @Test
    void roundOneLetsAFlagFallAndRoundTwoHasANoShowAndAReserveInTheLastMatch() {
        Planner planner = new Planner(new Random(7));
        Planner.RoundPlan first = planner.plan(1, matches(3));
        assertEquals(Plan.Ending.FLAG, first.boards().get(2).get(1).ending());
        assertNull(first.substitution());

        Planner.RoundPlan second = planner.plan(2, matches(3));
        assertEquals(Plan.Ending.NO_SHOW, second.boards().get(2).get(2).ending());
        assertNotNull(second.substitution());
        assertEquals(2, second.substitution().matchIndex());

        Planner.RoundPlan third = planner.plan(3, matches(3));
        assertTrue(third.boards().stream().flatMap(List::stream)
                .noneMatch(board -> board.ending() == Plan.Ending.FLAG || board.ending() == Plan.Ending.NO_SHOW));
    }

    @Test
    void aPlannedResultIsTheOneItsEndingGives() {
        assertEquals("1-0", Plan.whiteMates().expectedResult());
        assertEquals("0-1", Plan.blackMates().expectedResult());
        assertEquals("0-1", Plan.resigns(true, 10).expectedResult());
        assertEquals("1-0", Plan.flagFalls(false, 10).expectedResult());
        assertEquals("1/2-1/2", Plan.threefold().expectedResult());
        assertNull(Plan.randomGame().expectedResult());
    }

    /** The first team's board points the plans give, where every plan's result is certain. */
    private static double firstTeamPoints(JsonNode match, List<Plan> plans) {
        double points = 0;
        for (JsonNode board : match.path("boards")) {
            boolean firstWhite = match.path("firstTeamId").asText().equals(board.path("whiteTeamId").asText());
            String result = plans.get(board.path("board").asInt() - 1).expectedResult();
            points += switch (result) {
                case "1-0" -> firstWhite ? 1 : 0;
                case "0-1" -> firstWhite ? 0 : 1;
                default -> 0.5;
            };
        }
        return points;
    }

    /** Matches of four boards, the first team White on boards 1 and 3 (as tournament-service colours them). */
    private static List<JsonNode> matches(int count) {
        List<JsonNode> matches = new ArrayList<>();
        for (int index = 0; index < count; index++) {
            ObjectNode match = JSON.createObjectNode().put("firstTeamId", "first-" + index)
                    .put("secondTeamId", "second-" + index);
            ArrayNode boards = match.putArray("boards");
            for (int board = 1; board <= 4; board++) {
                boards.addObject().put("board", board)
                        .put("whiteTeamId", board % 2 == 1 ? "first-" + index : "second-" + index);
            }
            matches.add(match);
        }
        return matches;
    }
}
