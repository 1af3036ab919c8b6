package org.teamchess.support.input;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.vertx.core.http.HttpHeaders;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.util.List;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;
import org.teamchess.support.problem.Problem;

/**
 * A request whose path and query are longer than {@code teamchess.input.max-uri-length} answered
 * as a problem (414 URI Too Long, application/problem+json) before any resource reads it. No
 * operation needs a long URI: ids are UUIDs and queries a few words. Vert.x itself answers a bare
 * 414, with no body, to a request line over {@code quarkus.http.limits.max-initial-line-length};
 * service-support raises that limit well above this one (64 KiB), so that every URI a client is
 * likely to send gets the problem, and only a request line over 64 KiB meets the bare refusal.
 */
@ApplicationScoped
public class UriLengthProblems {

    private static final Logger LOG = Logger.getLogger(UriLengthProblems.class);

    private final int maxUriLength;
    private final ObjectMapper json;

    UriLengthProblems(@ConfigProperty(name = "teamchess.input.max-uri-length", defaultValue = "8192") int maxUriLength,
            ObjectMapper json) {
        this.maxUriLength = maxUriLength;
        this.json = json;
    }

    void install(@Observes Router router) {
        router.route().order(BodyLimitProblems.ROUTE_ORDER).handler(this::checkLength);
    }

    private void checkLength(RoutingContext context) {
        String uri = context.request().uri();
        if (uri == null || uri.length() <= maxUriLength) {
            context.next();
            return;
        }
        Problem problem = new Problem(Problem.ABOUT_BLANK, Problem.reasonPhrase(414), 414,
                "The request's path and query are " + uri.length() + " characters long, more than "
                        + maxUriLength, null, List.of());
        String body;
        try {
            body = json.writeValueAsString(problem);
        } catch (JsonProcessingException e) {
            LOG.warn("Cannot write the 414 problem", e);
            body = "";
        }
        context.response().setStatusCode(414)
                .putHeader(HttpHeaders.CONTENT_TYPE, Problem.MEDIA_TYPE)
                .end(body);
    }
}
