package org.teamchess.support.problem;

import java.net.URI;
import java.util.List;
import java.util.Objects;

/**
 * An expected refusal of a request (a closed registration, a missing competition, a move by the
 * wrong player), thrown by a service and turned into a problem details response by
 * {@link ProblemExceptionMappers}. Create one with a factory method:
 * <pre>{@code
 * throw ProblemException.notFound("No competition " + id);
 * throw ProblemException.conflict("Applications closed at " + deadline)
 *         .withType(Problem.type("deadline-passed"), "Application deadline passed");
 * throw ProblemException.badRequest("The roster is invalid",
 *         List.of(new FieldError("roster[3].grade", "must be between 5 and 11")));
 * }</pre>
 *
 * <p>It carries no stack trace: it is a value on its way to the client, not a bug to debug.
 */
public final class ProblemException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final URI type;
    private final int status;
    private final String title;
    private final List<FieldError> errors;

    /**
     * A problem of any type; the factory methods cover the usual ones.
     *
     * @param type   the problem type, {@link Problem#ABOUT_BLANK} or {@link Problem#type(String)}
     * @param status an HTTP error status, 400 to 599
     * @param title  the short summary of the type
     * @param detail what went wrong this time, for a person
     * @param errors the invalid fields, empty when the problem is not about fields
     */
    public ProblemException(URI type, int status, String title, String detail, List<FieldError> errors) {
        super(Objects.requireNonNull(detail, "detail"), null, false, false);
        this.type = Objects.requireNonNull(type, "type");
        this.title = Objects.requireNonNull(title, "title");
        this.errors = List.copyOf(errors);
        if (status < 400 || status > 599) {
            throw new IllegalArgumentException("A problem has an error status, not " + status);
        }
        this.status = status;
    }

    /** 400: the request is malformed or invalid; {@code errors} names every invalid field. */
    public static ProblemException badRequest(String detail, List<FieldError> errors) {
        return ofStatus(400, detail, errors);
    }

    /** 403: the caller is known but may not do this (e.g. another school's application). */
    public static ProblemException forbidden(String detail) {
        return ofStatus(403, detail, List.of());
    }

    /** 404: the thing the request names does not exist (or the caller may not know it exists). */
    public static ProblemException notFound(String detail) {
        return ofStatus(404, detail, List.of());
    }

    /** 409: the request is valid but conflicts with the current state (a deadline passed, a duplicate). */
    public static ProblemException conflict(String detail) {
        return ofStatus(409, detail, List.of());
    }

    /** 422: the request is well-formed but breaks a rule of the domain; {@code errors} names the fields. */
    public static ProblemException unprocessable(String detail, List<FieldError> errors) {
        return ofStatus(422, detail, errors);
    }

    private static ProblemException ofStatus(int status, String detail, List<FieldError> errors) {
        return new ProblemException(Problem.ABOUT_BLANK, status, Problem.reasonPhrase(status), detail,
                errors);
    }

    /**
     * The same problem with a specific type that a client can act on.
     *
     * @param type  usually {@link Problem#type(String)}
     * @param title the short summary of that type
     */
    public ProblemException withType(URI type, String title) {
        return new ProblemException(type, status, title, getMessage(), errors);
    }

    /** The problem type. */
    public URI type() {
        return type;
    }

    /** The HTTP status. */
    public int status() {
        return status;
    }

    /** The short summary of the type. */
    public String title() {
        return title;
    }

    /** What went wrong this time: the exception's message. */
    public String detail() {
        return getMessage();
    }

    /** The invalid fields; empty when the problem is not about fields. */
    public List<FieldError> errors() {
        return errors;
    }

    /** The problem details of this exception for one request. */
    public Problem toProblem(URI instance) {
        return new Problem(type, title, status, getMessage(), instance, errors);
    }
}
