package org.teamchess.support.problem;

import com.fasterxml.jackson.annotation.JsonInclude;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * An RFC 9457 problem details object: the body of every 4xx and 5xx response of a TeamChess
 * service, sent as {@value #MEDIA_TYPE}.
 *
 * <pre>{@code
 * {"type":"about:blank","title":"Bad Request","status":400,
 *  "detail":"The request has 2 invalid fields","instance":"/api/competitions",
 *  "errors":[{"field":"name","message":"must not be blank"},
 *            {"field":"boardCount","message":"must be greater than or equal to 1"}]}
 * }</pre>
 *
 * @param type     what kind of problem this is: {@link #ABOUT_BLANK} when the status says it all,
 *                 otherwise a {@code urn:teamchess:problem:<name>} URN from {@link #type(String)}
 *                 that a client may act on (RFC 9457 §3.1.1)
 * @param title    a short summary of the type, the same for every occurrence; for
 *                 {@link #ABOUT_BLANK} the HTTP reason phrase
 * @param status   the HTTP status code, 400 to 599
 * @param detail   what went wrong this time, for a person; omitted when absent
 * @param instance this occurrence: the request path, or {@code urn:uuid:<correlation id>} for an
 *                 unexpected error whose id is in the server's log; omitted when absent
 * @param errors   the invalid fields of the request, all at once (an extension member); omitted
 *                 from the JSON when empty
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Problem(URI type, String title, int status, String detail, URI instance,
        @JsonInclude(JsonInclude.Include.NON_EMPTY) List<FieldError> errors) {

    /** The media type of a problem details body. */
    public static final String MEDIA_TYPE = "application/problem+json";

    /** The type of a problem that has no meaning beyond its HTTP status (RFC 9457 §4.2.1). */
    public static final URI ABOUT_BLANK = URI.create("about:blank");

    private static final String TYPE_PREFIX = "urn:teamchess:problem:";

    // Jakarta REST's Response.Status lacks 422 and names 413 by its old phrase.
    private static final Map<Integer, String> REASON_PHRASES = Map.of(
            413, "Content Too Large",
            422, "Unprocessable Content");

    /**
     * @throws NullPointerException     if type or title is null
     * @throws IllegalArgumentException if the status is not an error status (400 to 599)
     */
    public Problem {
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(title, "title");
        if (status < 400 || status > 599) {
            throw new IllegalArgumentException("A problem has an error status, not " + status);
        }
        errors = errors == null ? List.of() : List.copyOf(errors);
    }

    /**
     * The type URI of a TeamChess problem, e.g. {@code type("deadline-passed")} is
     * {@code urn:teamchess:problem:deadline-passed}.
     *
     * @param name lower-case words joined by hyphens
     */
    public static URI type(String name) {
        if (!name.matches("[a-z0-9]+(-[a-z0-9]+)*")) {
            throw new IllegalArgumentException("A problem type name is lower-case words joined by"
                    + " hyphens, not " + name);
        }
        return URI.create(TYPE_PREFIX + name);
    }

    /** The HTTP reason phrase of a status, e.g. {@code Not Found}: the title of an about:blank problem. */
    public static String reasonPhrase(int status) {
        String phrase = REASON_PHRASES.get(status);
        if (phrase != null) {
            return phrase;
        }
        Response.Status known = Response.Status.fromStatusCode(status);
        return known != null ? known.getReasonPhrase() : "HTTP " + status;
    }
}
