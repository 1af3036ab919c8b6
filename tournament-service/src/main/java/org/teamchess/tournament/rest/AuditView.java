package org.teamchess.tournament.rest;

import java.time.Instant;

/**
 * One change to a tournament.
 *
 * @param at     when
 * @param actor  who (the account's name)
 * @param action {@code created}, {@code round-published} or {@code round-moved}
 * @param detail what, in words
 * @param reason why, where the action asks for one; else null
 */
public record AuditView(Instant at, String actor, String action, String detail, String reason) {
}
