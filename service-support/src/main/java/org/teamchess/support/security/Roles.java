package org.teamchess.support.security;

/**
 * The realm roles of Keycloak's realm {@code teamchess} (deploy/keycloak), as the services read them
 * from {@code realm_access.roles}: the names to use in {@code @RolesAllowed}.
 */
public final class Roles {

    /** Runs competitions: schedules, line-up deadlines, every school's data. */
    public static final String ORGANIZER = "organizer";

    /** Rules on games: clocks, claims, results. */
    public static final String ARBITER = "arbiter";

    /** A school's team leader: the school's own application and line-ups. */
    public static final String COACH = "coach";

    /** Plays his own games, with his own colour. */
    public static final String PLAYER = "player";

    /** Reads results, read-only. */
    public static final String FEDERATION = "federation";

    /**
     * A service's own account (client credentials), not a person: reads the public names of a
     * team's players from registration-service, which keeps them off Kafka
     * (docs/decisions/no-personal-data-on-kafka.md). tournament-service's service account has it.
     */
    public static final String ROSTER_READER = "roster-reader";

    private Roles() {
    }
}
