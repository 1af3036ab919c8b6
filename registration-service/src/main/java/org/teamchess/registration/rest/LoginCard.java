package org.teamchess.registration.rest;

import java.util.UUID;

/**
 * A child's login card, for the own coach to print.
 *
 * @param invitationCode the code the child makes an account from ({@code #/invite/{code}})
 * @param username       the linked account's user name; null while there is none (or it is
 *                       unknown: an account of elsewhere linked before issue 14)
 */
public record LoginCard(UUID playerId, int board, String firstName, String lastName, String invitationCode,
        boolean accountExists, String username) {
}
