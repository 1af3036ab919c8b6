package org.teamchess.clock.rest;

/** The realm roles (Keycloak realm {@code teamchess}) that this service's endpoints allow. */
public final class Roles {

    public static final String ORGANIZER = "organizer";
    public static final String ARBITER = "arbiter";
    public static final String COACH = "coach";
    public static final String PLAYER = "player";
    /** Read-only: results for the federation. */
    public static final String FEDERATION = "federation";

    private Roles() {
    }
}
