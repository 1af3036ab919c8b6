package org.teamchess.tournament.pairing.swiss;

import org.teamchess.rules.Side;

/**
 * What the earlier rounds say about every team, indexed by pairing number (index 0 unused): the
 * state the criteria and Article 4 read.
 */
final class Field {

    final SwissRound input;
    final int size;
    final long[] score;
    final long[] secondary;
    /** The team's colour in each round ({@code [team][round]}), null when it played no match. */
    final Side[][] colours;
    final int[] colourDifference;
    final int[] playedMatches;
    /** [C2]: had the bye or won a match by forfeit. */
    final boolean[] byeBarred;
    /** Art. 1.5: played an opponent with another score in the previous round. */
    final boolean[] floatedLastRound;
    /** [C1]: the two played a match. */
    final boolean[][] met;
    /** Art. 1.7: the preferred colour, null for none. */
    final Side[] preference;
    /** Art. 1.7.2: whether the preference is strong (every Type A preference counts as strong). */
    final boolean[] strong;

    private Field(SwissRound input) {
        this.input = input;
        size = input.teamCount();
        score = new long[size + 1];
        secondary = new long[size + 1];
        colours = new Side[size + 1][input.round()];
        colourDifference = new int[size + 1];
        playedMatches = new int[size + 1];
        byeBarred = new boolean[size + 1];
        floatedLastRound = new boolean[size + 1];
        met = new boolean[size + 1][size + 1];
        preference = new Side[size + 1];
        strong = new boolean[size + 1];
    }

    static Field of(SwissRound input) {
        Field field = new Field(input);
        boolean matchPointsFirst = input.rules().primaryScore() == PrimaryScore.MATCH_POINTS;
        for (MatchResult match : input.matches()) {
            field.add(match.firstTeam(), match.firstTeamMatchPoints(), match.firstTeamHalves(), matchPointsFirst);
            field.add(match.secondTeam(), match.secondTeamMatchPoints(), match.secondTeamHalves(), matchPointsFirst);
            if (match.played()) {
                field.met[match.firstTeam()][match.secondTeam()] = true;
                field.met[match.secondTeam()][match.firstTeam()] = true;
                field.colours[match.firstTeam()][match.round()] = Side.WHITE;
                field.colours[match.secondTeam()][match.round()] = Side.BLACK;
                field.colourDifference[match.firstTeam()]++;
                field.colourDifference[match.secondTeam()]--;
                field.playedMatches[match.firstTeam()]++;
                field.playedMatches[match.secondTeam()]++;
            } else if (match.firstTeamMatchPoints() != match.secondTeamMatchPoints()) {
                int winner = match.firstTeamMatchPoints() > match.secondTeamMatchPoints()
                        ? match.firstTeam() : match.secondTeam();
                field.byeBarred[winner] = true;
            }
        }
        for (PairingAllocatedBye bye : input.byes()) {
            field.add(bye.team(), bye.matchPoints(), bye.halves(), matchPointsFirst);
            field.byeBarred[bye.team()] = true;
        }
        field.markFloaters(matchPointsFirst);
        for (int team = 1; team <= field.size; team++) {
            field.prefer(team);
        }
        return field;
    }

    private void add(int team, int matchPoints, int halves, boolean matchPointsFirst) {
        score[team] += matchPointsFirst ? matchPoints : halves;
        secondary[team] += matchPointsFirst ? halves : matchPoints;
    }

    /** The teams paired in the previous round against a team of another score before it. */
    private void markFloaters(boolean matchPointsFirst) {
        int previous = input.round() - 1;
        long[] before = new long[size + 1];
        for (MatchResult match : input.matches()) {
            if (match.round() < previous) {
                before[match.firstTeam()] += matchPointsFirst ? match.firstTeamMatchPoints() : match.firstTeamHalves();
                before[match.secondTeam()] += matchPointsFirst ? match.secondTeamMatchPoints()
                        : match.secondTeamHalves();
            }
        }
        for (PairingAllocatedBye bye : input.byes()) {
            if (bye.round() < previous) {
                before[bye.team()] += matchPointsFirst ? bye.matchPoints() : bye.halves();
            }
        }
        for (MatchResult match : input.matches()) {
            if (match.round() == previous && before[match.firstTeam()] != before[match.secondTeam()]) {
                floatedLastRound[match.firstTeam()] = true;
                floatedLastRound[match.secondTeam()] = true;
            }
        }
    }

    /** Art. 1.7.1 (Type A, all strong) and 1.7.2 (Type B); nothing under {@link ColourPreferences#NONE}. */
    private void prefer(int team) {
        ColourPreferences kind = input.rules().colourPreferences();
        if (kind == ColourPreferences.NONE || playedMatches[team] == 0) {
            return;
        }
        int difference = colourDifference[team];
        Side last = lastColour(team, 0);
        Side beforeLast = lastColour(team, 1);
        boolean lastTwoSame = last != null && last == beforeLast;
        if (difference < -1 || (difference == 0 || difference == -1) && lastTwoSame && last == Side.BLACK) {
            preference[team] = Side.WHITE;
            strong[team] = true;
        } else if (difference > 1 || (difference == 0 || difference == 1) && lastTwoSame && last == Side.WHITE) {
            preference[team] = Side.BLACK;
            strong[team] = true;
        } else if (kind == ColourPreferences.TYPE_B) {
            boolean lastRound = input.round() == input.totalRounds();
            if (difference == -1 || difference == 0 && !lastRound && last == Side.BLACK) {
                preference[team] = Side.WHITE;
            } else if (difference == 1 || difference == 0 && !lastRound && last == Side.WHITE) {
                preference[team] = Side.BLACK;
            }
        }
    }

    /** The colour of the team's played match {@code back} played matches before its last; null if none. */
    Side lastColour(int team, int back) {
        int skipped = 0;
        for (int round = input.round() - 1; round >= 1; round--) {
            if (colours[team][round] != null) {
                if (skipped == back) {
                    return colours[team][round];
                }
                skipped++;
            }
        }
        return null;
    }

    /** Whether [C7] and [C10] apply: not in the last two rounds. */
    boolean floatsMatter() {
        return input.round() < input.totalRounds() - 1;
    }

    /** The score as people read it: match points whole, game points with halves. */
    String scoreText(long value) {
        if (input.rules().primaryScore() == PrimaryScore.MATCH_POINTS) {
            return Long.toString(value);
        }
        return value % 2 == 0 ? Long.toString(value / 2) : (value / 2) + ".5";
    }
}
