package org.teamchess.registration.rest;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * An organizer's invitation of a coach, an arbiter or a federation reader.
 *
 * @param role {@code coach}, {@code arbiter} or {@code federation}
 */
public record InviteStaff(
        @Schema(enumeration = {"coach", "arbiter", "federation"}) String role,
        @Schema(examples = "Ольга") String firstName,
        @Schema(examples = "Киншова") String lastName) {
}
