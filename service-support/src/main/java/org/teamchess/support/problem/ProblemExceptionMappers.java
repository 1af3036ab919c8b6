package org.teamchess.support.problem;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.exc.StreamReadException;
import com.fasterxml.jackson.databind.DatabindException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.exc.InvalidDefinitionException;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.databind.exc.ValueInstantiationException;
import io.quarkus.security.AuthenticationCompletionException;
import io.quarkus.security.AuthenticationFailedException;
import io.quarkus.security.ForbiddenException;
import io.quarkus.security.UnauthorizedException;
import jakarta.validation.ConstraintViolation;
import jakarta.validation.ConstraintViolationException;
import jakarta.validation.ElementKind;
import jakarta.validation.Path;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Request;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.net.URI;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.UUID;
import org.jboss.logging.Logger;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;
import org.teamchess.support.input.UnsafeTextException;

/**
 * The exception mappers of every TeamChess service: each turns an exception into an RFC 9457
 * {@link Problem} sent as {@value Problem#MEDIA_TYPE}. A service gets them by depending on this
 * library and maps nothing itself (docs/decisions/service-support.md).
 *
 * <ul>
 *   <li>{@link ProblemException}: its own status, type, title, detail and field errors;</li>
 *   <li>Bean Validation's {@link ConstraintViolationException}: 400 with one field error per
 *       violation ({@code roster[2].grade: must be less than or equal to 11}); a violated return
 *       value is the server's fault, 500;</li>
 *   <li>a request body that is not JSON or does not fit the request type: 400 naming the field
 *       where Jackson stopped ({@code roster[0].grade: must be a whole number});</li>
 *   <li>{@link WebApplicationException} (404, 405, 415, ...): its own status and headers;</li>
 *   <li>Quarkus Security: 401 with {@code WWW-Authenticate: Bearer} when the caller is not
 *       authenticated, 403 when authenticated without the role;</li>
 *   <li>anything else: 500 whose {@code instance} is {@code urn:uuid:<id>}; the id and the stack
 *       trace go to the log, nothing of the exception to the client.</li>
 * </ul>
 */
public class ProblemExceptionMappers {

    private static final Logger LOG = Logger.getLogger(ProblemExceptionMappers.class);

    @ServerExceptionMapper
    public Response problem(ProblemException exception, UriInfo uriInfo) {
        return respond(exception.toProblem(instance(uriInfo)));
    }

    @ServerExceptionMapper
    public Response constraintViolation(ConstraintViolationException exception, UriInfo uriInfo,
            Request request) {
        List<ConstraintViolation<?>> violations = new ArrayList<>(exception.getConstraintViolations());
        if (violations.stream().anyMatch(ProblemExceptionMappers::isReturnValueViolation)) {
            return unexpected(exception, uriInfo, request);
        }
        List<FieldError> errors = violations.stream()
                .map(violation -> new FieldError(fieldPath(violation.getPropertyPath()),
                        violation.getMessage()))
                .sorted(Comparator.comparing(FieldError::field).thenComparing(FieldError::message))
                .toList();
        String detail = errors.size() == 1
                ? "The request has an invalid field"
                : "The request has " + errors.size() + " invalid fields";
        return respond(ProblemException.badRequest(detail, errors).toProblem(instance(uriInfo)));
    }

    /** Quarkus REST rethrows these from the JSON body reader as they are; the rest it wraps. */
    @ServerExceptionMapper
    public Response mismatchedInput(MismatchedInputException exception, UriInfo uriInfo) {
        return respond(unreadableBody(exception).toProblem(instance(uriInfo)));
    }

    @ServerExceptionMapper
    public Response webApplication(WebApplicationException exception, UriInfo uriInfo,
            Request request) {
        if (isUnreadableJson(exception.getCause())) {
            return respond(unreadableBody((JsonProcessingException) exception.getCause())
                    .toProblem(instance(uriInfo)));
        }
        Response original = exception.getResponse();
        int status = original.getStatus();
        if (status >= 500) {
            return unexpected(exception, uriInfo, request);
        }
        if (status < 400) {
            return original; // a redirect or not-modified thrown as an exception: not a problem
        }
        String defaultMessage = "HTTP " + status + " " + original.getStatusInfo().getReasonPhrase();
        String detail = defaultMessage.equals(exception.getMessage()) ? null : exception.getMessage();
        Response.ResponseBuilder response = Response.status(status)
                .entity(new Problem(Problem.ABOUT_BLANK, Problem.reasonPhrase(status), status, detail,
                        instance(uriInfo), List.of()))
                .type(Problem.MEDIA_TYPE);
        // Keep what the client needs to retry: Allow (405), WWW-Authenticate (401), Retry-After.
        original.getStringHeaders().forEach((name, values) -> {
            if (!HttpHeaders.CONTENT_TYPE.equalsIgnoreCase(name)
                    && !HttpHeaders.CONTENT_LENGTH.equalsIgnoreCase(name)) {
                values.forEach(value -> response.header(name, value));
            }
        });
        return response.build();
    }

    /** Not authenticated: no token, or one that failed verification. */
    @ServerExceptionMapper({UnauthorizedException.class, AuthenticationFailedException.class,
            AuthenticationCompletionException.class})
    public Response unauthenticated(UriInfo uriInfo) {
        return Response.fromResponse(respond(new Problem(Problem.ABOUT_BLANK,
                        Problem.reasonPhrase(401), 401, "This request needs a valid bearer token",
                        instance(uriInfo), List.of())))
                .header(HttpHeaders.WWW_AUTHENTICATE, "Bearer")
                .build();
    }

    /** Authenticated, but without a role the endpoint requires. */
    @ServerExceptionMapper
    public Response forbidden(ForbiddenException exception, UriInfo uriInfo) {
        return respond(new Problem(Problem.ABOUT_BLANK, Problem.reasonPhrase(403), 403,
                "Your roles do not allow this request", instance(uriInfo), List.of()));
    }

    /** The last resort: a bug or an outage. The client learns only the id to quote. */
    @ServerExceptionMapper
    public Response unexpected(Throwable exception, UriInfo uriInfo, Request request) {
        UUID correlationId = UUID.randomUUID();
        LOG.errorf(exception, "Unexpected error %s on %s %s", correlationId, request.getMethod(),
                uriInfo.getRequestUri().getRawPath());
        return respond(new Problem(Problem.ABOUT_BLANK, Problem.reasonPhrase(500), 500,
                "An unexpected error occurred; quote " + correlationId + " when reporting it",
                URI.create("urn:uuid:" + correlationId), List.of()));
    }

    private static Response respond(Problem problem) {
        return Response.status(problem.status()).entity(problem).type(Problem.MEDIA_TYPE).build();
    }

    private static URI instance(UriInfo uriInfo) {
        return URI.create(uriInfo.getRequestUri().getRawPath());
    }

    private static boolean isReturnValueViolation(ConstraintViolation<?> violation) {
        for (Path.Node node : violation.getPropertyPath()) {
            if (node.getKind() == ElementKind.RETURN_VALUE) {
                return true;
            }
        }
        return false;
    }

    /**
     * The path of a violation as the client wrote the request: {@code roster[2].grade}, without the
     * resource method and the body parameter; a violated parameter itself by its name.
     */
    private static String fieldPath(Path path) {
        List<Path.Node> nodes = new ArrayList<>();
        path.forEach(nodes::add);
        StringBuilder field = new StringBuilder();
        String parameter = null;
        for (Path.Node node : nodes) {
            if (node.getKind() == ElementKind.METHOD || node.getKind() == ElementKind.CONSTRUCTOR
                    || node.getKind() == ElementKind.CROSS_PARAMETER) {
                continue;
            }
            if (node.getKind() == ElementKind.PARAMETER) {
                parameter = node.getName();
                continue;
            }
            if (node.isInIterable()) {
                field.append('[').append(node.getIndex() != null ? node.getIndex() : node.getKey())
                        .append(']');
            }
            if (node.getKind() != ElementKind.CONTAINER_ELEMENT && node.getName() != null) {
                if (!field.isEmpty()) {
                    field.append('.');
                }
                field.append(node.getName());
            }
        }
        if (!field.isEmpty()) {
            return field.toString();
        }
        return parameter != null ? parameter : "";
    }

    private static boolean isUnreadableJson(Throwable cause) {
        return (cause instanceof StreamReadException || cause instanceof DatabindException)
                && !(cause instanceof InvalidDefinitionException);
    }

    /** A body that is not JSON, or JSON that does not fit the request type: 400 naming the field. */
    private static ProblemException unreadableBody(JsonProcessingException exception) {
        if (exception instanceof UnsafeTextException unsafe && unsafe.getPath().isEmpty()) {
            return ProblemException.badRequest("The request body " + unsafe.reason(), List.of());
        }
        if (exception instanceof MismatchedInputException && exception.getOriginalMessage() != null
                && exception.getOriginalMessage().contains("FAIL_ON_TRAILING_TOKENS")) {
            return ProblemException.badRequest("The request body has more after its JSON value"
                    + location(exception), List.of());
        }
        if (exception instanceof JsonMappingException mapping && !mapping.getPath().isEmpty()) {
            String field = jsonPath(mapping);
            return ProblemException.badRequest("The request body has an unreadable field",
                    List.of(new FieldError(field, jsonMessage(mapping))));
        }
        return ProblemException.badRequest("The request body is not valid JSON" + location(exception),
                List.of());
    }

    private static String location(JsonProcessingException exception) {
        return exception.getLocation() == null ? ""
                : " at line " + exception.getLocation().getLineNr()
                + ", column " + exception.getLocation().getColumnNr();
    }

    private static String jsonPath(JsonMappingException exception) {
        StringBuilder path = new StringBuilder();
        for (JsonMappingException.Reference reference : exception.getPath()) {
            if (reference.getFieldName() != null) {
                if (!path.isEmpty()) {
                    path.append('.');
                }
                path.append(reference.getFieldName());
            } else {
                path.append('[').append(reference.getIndex()).append(']');
            }
        }
        return path.toString();
    }

    private static String jsonMessage(JsonMappingException exception) {
        if (exception instanceof UnsafeTextException unsafe) {
            return unsafe.reason();
        }
        if (exception instanceof UnrecognizedPropertyException) {
            return "is not a field of this request";
        }
        if (exception instanceof ValueInstantiationException && exception.getCause() != null) {
            return exception.getCause().getMessage();
        }
        if (exception instanceof InvalidFormatException invalid) {
            return "cannot be read as " + expected(invalid.getTargetType());
        }
        if (exception instanceof MismatchedInputException mismatched
                && mismatched.getTargetType() != null) {
            return "must be " + expected(mismatched.getTargetType());
        }
        return "cannot be read";
    }

    /** The JSON a client should send for a Java type, in words. */
    private static String expected(Class<?> type) {
        if (type == int.class || type == Integer.class || type == long.class || type == Long.class
                || type == short.class || type == Short.class) {
            return "a whole number";
        }
        if (Number.class.isAssignableFrom(type) || type == double.class || type == float.class) {
            return "a number";
        }
        if (type == boolean.class || type == Boolean.class) {
            return "true or false";
        }
        if (type.isEnum()) {
            return "one of " + Arrays.toString(type.getEnumConstants());
        }
        if (type == String.class) {
            return "a string";
        }
        if (type == UUID.class) {
            return "a UUID";
        }
        if (type == LocalDate.class) {
            return "a date like 2026-03-01";
        }
        if (type == LocalDateTime.class) {
            return "a date and time like 2026-03-01T18:00";
        }
        if (type == OffsetDateTime.class || type == ZonedDateTime.class || type == Instant.class) {
            return "a date and time with an offset like 2026-03-01T18:00:00+12:00";
        }
        if (Collection.class.isAssignableFrom(type) || type.isArray()) {
            return "an array";
        }
        return "an object";
    }
}
