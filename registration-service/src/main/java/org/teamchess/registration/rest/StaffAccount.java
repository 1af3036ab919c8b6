package org.teamchess.registration.rest;

/**
 * An account made from a staff invitation.
 *
 * @param accountId the subject of its tokens
 * @param role      the realm role it has: {@code coach}, {@code arbiter} or {@code federation}
 */
public record StaffAccount(String username, String accountId, String role) {
}
