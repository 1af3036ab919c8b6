package org.teamchess.registration.rest;

/**
 * What the invitation page shows of a roster entry's code.
 *
 * @param kind          {@code player}
 * @param teamName      the school and its municipality, as crosstables show the team
 * @param accountExists whether an account holds the entry already
 */
public record PlayerInvitation(String code, String kind, String firstName, String lastName, int board,
        String teamName, String competitionName, boolean accountExists) {
}
