package org.teamchess.load.simulator;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * What happens on each board of a round, decided before it starts. Every round's first match is
 * made level (a win each way and two draws), so that an Armageddon decides it; the others get board
 * results at random from the mix schools see (mates, resignations, agreed draws, a threefold claim,
 * games played out). Once in the run, in the last match: a flag falls (round 1), a child does not
 * come and a coach brings in a reserve (round 2, or round 1 of a one-round run).
 */
final class Planner {

    /** A reserve brought onto a board of the match's first team before its game starts. */
    record Substitution(int matchIndex, int board) {
    }

    /** The plans of a round: per match (in the round's order), per board. */
    record RoundPlan(List<List<Plan>> boards, Substitution substitution) {
    }

    private enum Winner { FIRST_TEAM, SECOND_TEAM, DRAW, CHANCE }

    private final Random random;

    Planner(Random random) {
        this.random = random;
    }

    RoundPlan plan(int round, List<JsonNode> matches) {
        List<List<Plan>> plans = new ArrayList<>();
        for (int index = 0; index < matches.size(); index++) {
            JsonNode match = matches.get(index);
            List<Winner> winners = index == 0 ? level(match.path("boards").size()) : chance(match.path("boards").size());
            List<Plan> boards = new ArrayList<>();
            for (JsonNode board : match.path("boards")) {
                boolean firstTeamWhite = match.path("firstTeamId").asText().equals(board.path("whiteTeamId").asText());
                boards.add(plan(winners.get(board.path("board").asInt() - 1), firstTeamWhite));
            }
            plans.add(boards);
        }
        Substitution substitution = null;
        int last = matches.size() - 1;
        List<Plan> lastMatch = plans.get(last);
        if (round == 1 && lastMatch.size() >= 2) {
            lastMatch.set(1, Plan.flagFalls(random.nextBoolean(), 6 + random.nextInt(10)));
        }
        if ((round == 2 || matches.size() == 1 && round == 1) && lastMatch.size() >= 3) {
            lastMatch.set(2, Plan.noShow(false));
            substitution = new Substitution(last, 1);
        }
        return new RoundPlan(plans, substitution);
    }

    /** The Armageddon's plan: a few moves, then one side resigns or the players agree a draw (Black wins it). */
    Plan armageddon() {
        int plies = 6 + random.nextInt(16);
        return switch (random.nextInt(3)) {
            case 0 -> Plan.resigns(true, plies);
            case 1 -> Plan.resigns(false, plies);
            default -> Plan.agreedDraw(random.nextBoolean(), plies);
        };
    }

    private List<Winner> level(int boards) {
        List<Winner> winners = new ArrayList<>(List.of(Winner.FIRST_TEAM, Winner.SECOND_TEAM));
        while (winners.size() < boards) {
            winners.add(Winner.DRAW);
        }
        Collections.shuffle(winners, random);
        return winners;
    }

    private List<Winner> chance(int boards) {
        List<Winner> winners = new ArrayList<>();
        for (int board = 0; board < boards; board++) {
            int roll = random.nextInt(100);
            winners.add(roll < 35 ? Winner.FIRST_TEAM : roll < 70 ? Winner.SECOND_TEAM : roll < 85 ? Winner.DRAW
                    : Winner.CHANCE);
        }
        return winners;
    }

    private Plan plan(Winner winner, boolean firstTeamWhite) {
        int plies = 10 + random.nextInt(30);
        return switch (winner) {
            case FIRST_TEAM, SECOND_TEAM -> {
                boolean whiteWins = (winner == Winner.FIRST_TEAM) == firstTeamWhite;
                yield random.nextInt(3) == 0 ? (whiteWins ? Plan.whiteMates() : Plan.blackMates())
                        : Plan.resigns(!whiteWins, plies);
            }
            case DRAW -> random.nextInt(3) == 0 ? Plan.threefold() : Plan.agreedDraw(random.nextBoolean(), plies);
            case CHANCE -> Plan.randomGame();
        };
    }
}
