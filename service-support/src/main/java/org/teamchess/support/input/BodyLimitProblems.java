package org.teamchess.support.input;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.runtime.configuration.MemorySize;
import io.vertx.core.http.HttpHeaders;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.net.URI;
import java.util.List;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;
import org.teamchess.support.problem.Problem;

/**
 * A body larger than {@code quarkus.http.limits.max-body-size} answered as a problem (413 Content
 * Too Large, application/problem+json) rather than Quarkus's empty 413. Quarkus refuses such a
 * request in a route of order -2 by its Content-Length before any resource sees it; this route
 * runs just before that one and answers the same refusal with a body. A body without a
 * Content-Length (chunked) that outgrows the limit fails the routing context with 413 later,
 * which the failure handler answers alike.
 */
@ApplicationScoped
public class BodyLimitProblems {

    private static final Logger LOG = Logger.getLogger(BodyLimitProblems.class);

    /** Quarkus's own upload limit route is {@code RouteConstants.ROUTE_ORDER_UPLOAD_LIMIT} (-2). */
    static final int ROUTE_ORDER = -3;

    private final long maxBodySize;
    private final ObjectMapper json;

    BodyLimitProblems(@ConfigProperty(name = "quarkus.http.limits.max-body-size", defaultValue = "10240K")
            MemorySize maxBodySize, ObjectMapper json) {
        this.maxBodySize = maxBodySize.asLongValue();
        this.json = json;
    }

    void install(@Observes Router router) {
        router.route().order(ROUTE_ORDER).handler(this::checkDeclaredLength);
        router.route().order(ROUTE_ORDER).failureHandler(this::answerFailure);
    }

    private void checkDeclaredLength(RoutingContext context) {
        String length = context.request().getHeader(HttpHeaders.CONTENT_LENGTH);
        if (length != null && isOverLimit(length)) {
            // The rest of the body is not read: the connection closes after the answer.
            context.response().putHeader(HttpHeaders.CONNECTION, HttpHeaders.CLOSE);
            answer(context);
            return;
        }
        context.next();
    }

    private void answerFailure(RoutingContext context) {
        if (context.statusCode() == 413 && !context.response().headWritten()) {
            answer(context);
            return;
        }
        context.next();
    }

    private boolean isOverLimit(String length) {
        try {
            return Long.parseLong(length.trim()) > maxBodySize;
        } catch (NumberFormatException e) {
            return false; // Vert.x refuses a malformed Content-Length itself
        }
    }

    private void answer(RoutingContext context) {
        Problem problem = new Problem(Problem.ABOUT_BLANK, Problem.reasonPhrase(413), 413,
                "The request body is larger than " + maxBodySize + " bytes", instance(context), List.of());
        String body;
        try {
            body = json.writeValueAsString(problem);
        } catch (JsonProcessingException e) {
            LOG.warn("Cannot write the 413 problem", e);
            body = "";
        }
        context.response().setStatusCode(413)
                .putHeader(HttpHeaders.CONTENT_TYPE, Problem.MEDIA_TYPE)
                .end(body);
    }

    private static URI instance(RoutingContext context) {
        try {
            return URI.create(context.request().path());
        } catch (IllegalArgumentException e) {
            return null;
        }
    }
}
