package org.teamchess.support.input;

import jakarta.ws.rs.core.MultivaluedMap;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.jboss.resteasy.reactive.server.ServerRequestFilter;
import org.teamchess.support.problem.FieldError;
import org.teamchess.support.problem.Problem;
import org.teamchess.support.problem.ProblemException;

/**
 * The {@link SafeText} check for what a request carries outside its body: every path and query
 * parameter of every resource method, decoded, refused with a 400 naming the parameter
 * ({@code code: must not contain the control character U+0000 (at character 5)}) before the
 * method runs. A %00 in an invitation code reached PostgreSQL and came back as a 500.
 */
public class ParameterHygiene {

    @ServerRequestFilter
    public Optional<Response> check(UriInfo uriInfo) {
        List<FieldError> errors = new ArrayList<>();
        collect(uriInfo.getPathParameters(true), errors);
        collect(uriInfo.getQueryParameters(true), errors);
        if (errors.isEmpty()) {
            return Optional.empty();
        }
        Problem problem = ProblemException.badRequest(errors.size() == 1
                        ? "The request has an invalid parameter"
                        : "The request has " + errors.size() + " invalid parameters", errors)
                .toProblem(URI.create(uriInfo.getRequestUri().getRawPath()));
        return Optional.of(Response.status(400).entity(problem).type(Problem.MEDIA_TYPE).build());
    }

    private static void collect(MultivaluedMap<String, String> parameters, List<FieldError> errors) {
        // Sorted by name, so that a client sees the same order every time.
        for (Map.Entry<String, List<String>> parameter : new TreeMap<>(parameters).entrySet()) {
            SafeText.problem(parameter.getKey())
                    .ifPresent(problem -> errors.add(new FieldError("(parameter name)", problem)));
            for (String value : parameter.getValue()) {
                SafeText.problem(value).ifPresent(problem ->
                        errors.add(new FieldError(parameter.getKey(), problem)));
            }
        }
    }
}
