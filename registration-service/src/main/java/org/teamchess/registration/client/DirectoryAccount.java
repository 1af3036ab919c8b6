package org.teamchess.registration.client;

/**
 * An account as the directory knows it.
 *
 * @param id             the account id: the subject of its tokens
 * @param invitationCode the invitation it was made from by this service, or null
 */
public record DirectoryAccount(String id, String username, String invitationCode) {
}
