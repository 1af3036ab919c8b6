package org.teamchess.events.registration;

import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.UUID;
import org.teamchess.events.EventPayload;
import org.teamchess.events.OptionalField;

/**
 * A school's team was entered into a competition and accepted. Published by registration-service
 * on {@link org.teamchess.events.Topics#REGISTRATION_EVENTS}, keyed by team id; consumed by
 * tournament-service, which pairs the registered teams.
 *
 * @param competitionId the competition the team plays in
 * @param teamId        the team, the subject of the event
 * @param schoolId      the school the team represents
 * @param boardCount    how many boards the team plays on in each match, at least 1
 * @param teamName      the name shown in pairings and standings: the school's name and its
 *                      municipality, public like every crosstable (added within version 1; absent
 *                      from older events)
 * @param coachSubject  the account (OIDC subject) of the team's leader, who submits its line-ups
 *                      (added within version 1; absent from older events)
 * @param compositionRule the competition's composition rule, one entry per roster place (the
 *                      boards, then the reserves): {@code male}, {@code female} or {@code any};
 *                      a player stands for the place he was registered in, so a line-up keeps
 *                      e.g. the girl's board (added within version 1; absent from older events)
 */
public record TeamRegistered(UUID competitionId, UUID teamId, UUID schoolId, int boardCount,
        @OptionalField String teamName, @OptionalField String coachSubject,
        @OptionalField List<String> compositionRule) implements EventPayload {

    /** The requirements a composition rule may set for one place. */
    public static final Set<String> PLACE_REQUIREMENTS = Set.of("male", "female", "any");

    /**
     * @throws NullPointerException     if an id is null
     * @throws IllegalArgumentException if the board count is below 1, or the composition rule
     *                                  names a requirement other than male, female or any
     */
    public TeamRegistered {
        Objects.requireNonNull(competitionId, "competitionId");
        Objects.requireNonNull(teamId, "teamId");
        Objects.requireNonNull(schoolId, "schoolId");
        if (boardCount < 1) {
            throw new IllegalArgumentException("boardCount must be at least 1, not " + boardCount);
        }
        if (compositionRule != null) {
            compositionRule = List.copyOf(compositionRule);
            if (!PLACE_REQUIREMENTS.containsAll(compositionRule)) {
                throw new IllegalArgumentException("a composition rule names male, female or any for each place, not "
                        + compositionRule);
            }
        }
    }

    @Override
    public String subject() {
        return teamId.toString();
    }
}
