package org.teamchess.registration.rest;

/** The realm roles (Keycloak realm {@code teamchess}) that this service's endpoints allow. */
public final class Roles {

    /** Opens competitions and reads every application. */
    public static final String ORGANIZER = "organizer";

    /** A school's team leader: submits and reads the school's own application. */
    public static final String COACH = "coach";

    private Roles() {
    }
}
