package org.teamchess.system.security;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;

/**
 * One operation of a service's OpenAPI document.
 *
 * @param service    the service's name ({@code registration}, ...)
 * @param method     the HTTP method, upper case
 * @param path       the path template, {@code /api/competitions/{id}}
 * @param parameters its path and query parameters
 * @param body       the JSON schema of its request body (references resolved), or null when it has none
 * @param bodyType   the body's media type as the document gives it, or null
 */
record ApiOperation(String service, String method, String path, List<Parameter> parameters, JsonNode body,
        String bodyType) {

    /** A path or query parameter; {@code in} is {@code path} or {@code query}. */
    record Parameter(String name, String in, boolean required, JsonNode schema) {
    }

    boolean writes() {
        return !method.equals("GET") && !method.equals("HEAD") && !method.equals("OPTIONS");
    }

    boolean hasJsonBody() {
        return body != null && bodyType != null && bodyType.contains("json");
    }

    List<Parameter> pathParameters() {
        return parameters.stream().filter(p -> p.in().equals("path")).toList();
    }

    List<Parameter> queryParameters() {
        return parameters.stream().filter(p -> p.in().equals("query")).toList();
    }

    /** {@code POST registration /api/competitions}. */
    String label() {
        return method + " " + service + " " + path;
    }
}
