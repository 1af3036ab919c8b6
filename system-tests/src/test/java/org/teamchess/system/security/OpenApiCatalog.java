package org.teamchess.system.security;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * Every operation of every service, read from the running services' own OpenAPI documents
 * ({@code /q/openapi?format=json}), with schema references resolved so that the fuzzer sees each
 * field's type, format, bounds and enum.
 */
final class OpenApiCatalog {

    private static final List<String> METHODS = List.of("get", "post", "put", "patch", "delete");
    private static final int MAX_DEPTH = 8;

    private final ObjectMapper json = new ObjectMapper();

    List<ApiOperation> read(Target target, HttpClient http) throws IOException, InterruptedException {
        List<ApiOperation> operations = new ArrayList<>();
        for (Map.Entry<String, String> service : target.services().entrySet()) {
            HttpResponse<String> response = http.send(HttpRequest.newBuilder(
                    URI.create(service.getValue() + "/q/openapi?format=json")).build(),
                    HttpResponse.BodyHandlers.ofString());
            if (response.statusCode() != 200) {
                throw new IllegalStateException(service.getKey() + " gives no OpenAPI document: HTTP "
                        + response.statusCode());
            }
            operations.addAll(operations(service.getKey(), json.readTree(response.body())));
        }
        return operations;
    }

    List<ApiOperation> operations(String service, JsonNode document) {
        List<ApiOperation> operations = new ArrayList<>();
        JsonNode paths = document.path("paths");
        for (Iterator<Map.Entry<String, JsonNode>> it = paths.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> path = it.next();
            for (String method : METHODS) {
                JsonNode operation = path.getValue().get(method);
                if (operation == null) {
                    continue;
                }
                List<ApiOperation.Parameter> parameters = new ArrayList<>();
                addParameters(document, path.getValue().path("parameters"), parameters);
                addParameters(document, operation.path("parameters"), parameters);
                JsonNode body = null;
                String bodyType = null;
                JsonNode content = operation.path("requestBody").path("content");
                if (content.isObject() && content.size() > 0) {
                    Map.Entry<String, JsonNode> first = content.fields().next();
                    bodyType = first.getKey();
                    for (Iterator<Map.Entry<String, JsonNode>> types = content.fields(); types.hasNext(); ) {
                        Map.Entry<String, JsonNode> type = types.next();
                        if (type.getKey().contains("json")) {
                            first = type;
                            bodyType = type.getKey();
                            break;
                        }
                    }
                    body = resolve(document, first.getValue().path("schema"), 0);
                }
                if (path.getKey().endsWith("/stream")) {
                    // Server-Sent Events never end for a reader who may read them: a request that waits
                    // for the whole answer would only time out. Their access rules have their own tests
                    // (StandingsStreamTest, MatchChatTest).
                    continue;
                }
                operations.add(new ApiOperation(service, method.toUpperCase(), path.getKey(),
                        List.copyOf(parameters), body, bodyType));
            }
        }
        return operations;
    }

    private void addParameters(JsonNode document, JsonNode declared, List<ApiOperation.Parameter> into) {
        for (JsonNode parameter : declared) {
            JsonNode resolved = resolve(document, parameter, 0);
            String in = resolved.path("in").asText();
            if (!in.equals("path") && !in.equals("query")) {
                continue;
            }
            into.removeIf(p -> p.name().equals(resolved.path("name").asText()) && p.in().equals(in));
            into.add(new ApiOperation.Parameter(resolved.path("name").asText(), in,
                    resolved.path("required").asBoolean(in.equals("path")),
                    resolve(document, resolved.path("schema"), 0)));
        }
    }

    /** The node with every {@code $ref} replaced by what it names and {@code allOf} merged. */
    JsonNode resolve(JsonNode document, JsonNode node, int depth) {
        if (node == null || node.isMissingNode() || depth > MAX_DEPTH) {
            return json.createObjectNode();
        }
        if (node.has("$ref")) {
            String ref = node.get("$ref").asText();
            JsonNode target = document.at(ref.substring(1));
            ObjectNode merged = json.createObjectNode();
            merged.setAll((ObjectNode) resolve(document, target, depth + 1));
            node.fields().forEachRemaining(field -> {
                if (!field.getKey().equals("$ref")) {
                    merged.set(field.getKey(), field.getValue());
                }
            });
            return merged;
        }
        if (!node.isObject()) {
            return node;
        }
        ObjectNode copy = json.createObjectNode();
        for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> field = it.next();
            switch (field.getKey()) {
                case "properties" -> {
                    ObjectNode properties = json.createObjectNode();
                    field.getValue().fields().forEachRemaining(property ->
                            properties.set(property.getKey(), resolve(document, property.getValue(), depth + 1)));
                    copy.set("properties", properties);
                }
                case "items", "additionalProperties", "schema" ->
                        copy.set(field.getKey(), field.getValue().isObject()
                                ? resolve(document, field.getValue(), depth + 1) : field.getValue());
                case "allOf" -> {
                    for (JsonNode part : field.getValue()) {
                        JsonNode resolved = resolve(document, part, depth + 1);
                        resolved.fields().forEachRemaining(member -> {
                            if (member.getKey().equals("properties") && copy.has("properties")) {
                                ((ObjectNode) copy.get("properties")).setAll((ObjectNode) member.getValue());
                            } else if (member.getKey().equals("required") && copy.has("required")) {
                                ((com.fasterxml.jackson.databind.node.ArrayNode) copy.get("required"))
                                        .addAll((com.fasterxml.jackson.databind.node.ArrayNode) member.getValue());
                            } else {
                                copy.set(member.getKey(), member.getValue());
                            }
                        });
                    }
                }
                case "oneOf", "anyOf" -> {
                    if (field.getValue().size() > 0) {
                        resolve(document, field.getValue().get(0), depth + 1).fields()
                                .forEachRemaining(member -> copy.set(member.getKey(), member.getValue()));
                    }
                }
                default -> copy.set(field.getKey(), field.getValue());
            }
        }
        return copy;
    }
}
