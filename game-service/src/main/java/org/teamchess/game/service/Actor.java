package org.teamchess.game.service;

/**
 * Who did an arbiter's action: the token's subject and the name to show.
 *
 * @param id   the account id, the token's {@code sub}
 * @param name the display name (the token's {@code name} or {@code preferred_username}; the id when
 *             it has neither)
 */
public record Actor(String id, String name) {
}
