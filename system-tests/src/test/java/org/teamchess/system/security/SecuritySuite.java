package org.teamchess.system.security;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.UUID;
import org.teamchess.system.security.Credentials.Caller;
import org.teamchess.system.security.SchemaValues.Hostile;
import org.teamchess.system.security.SuiteReport.Finding;

/**
 * The security suite (issue 18, item 6): every operation of every service's OpenAPI document, called
 * by every kind of caller and fed hostile values field by field. What it forbids, on every answer:
 * a 5xx; a 4xx that is not an {@code application/problem+json} with its status; a forged or
 * misdirected token let further than nobody; a refused write that changed a row count of the
 * service's database; a control, bidi or zero-width character not refused with a 400 naming its
 * field. The fuzz cases are sampled per field with a fixed seed, so a run is repeatable.
 */
public final class SecuritySuite {

    /** Fixed, so that a failure is repeated by the next run. */
    public static final long SEED = 18_06L;
    /** Hostile values tried per field (of the dozen that fit its type), hygiene ones aside. */
    static final int CASES_PER_FIELD = 4;
    /** Nested fields fuzzed per operation at most (the top-level ones always). */
    static final int MAX_FIELDS = 40;

    private static final String PROBLEM = "application/problem+json";

    private final Target target;
    private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(10)).build();
    private final ObjectMapper json = new ObjectMapper();
    private final SuiteReport report = new SuiteReport();
    private final Map<String, List<String>> knownIds = new HashMap<>();
    private RowCounts rowCounts;
    private Map<String, Long> lastCounts;

    public SecuritySuite(Target target) {
        this.target = target;
    }

    /** Runs it all and returns the report (its findings are what a test asserts is empty). */
    public SuiteReport run() throws Exception {
        List<ApiOperation> operations = new OpenApiCatalog().read(target, http);
        operations.sort(Comparator.comparing(ApiOperation::service).thenComparing(ApiOperation::path)
                .thenComparing(ApiOperation::method));
        List<Caller> callers = new Credentials(target, http).callers();
        report.operations(operations, callers.size());
        Caller organizer = callers.stream().filter(c -> c.name().equals("organizer")).findFirst().orElseThrow();
        harvestIds(operations, organizer);
        try (RowCounts counts = new RowCounts(target)) {
            rowCounts = counts;
            for (ApiOperation operation : operations) {
                attack(operation, callers);
            }
        }
        return report;
    }

    SuiteReport report() {
        return report;
    }

    // --- one operation --------------------------------------------------------------------------

    private void attack(ApiOperation operation, List<Caller> callers) throws Exception {
        Random random = new Random(SEED ^ operation.label().hashCode());
        lastCounts = operation.writes() ? rowCounts.of(operation.service()) : null;
        Map<String, String> unknownIds = new LinkedHashMap<>();
        for (ApiOperation.Parameter parameter : operation.pathParameters()) {
            unknownIds.put(parameter.name(), pathValue(parameter, UUID.randomUUID().toString(), "1"));
        }
        Map<String, String> realIds = new LinkedHashMap<>();
        for (ApiOperation.Parameter parameter : operation.pathParameters()) {
            List<String> known = knownIds.get(idKey(operation.path(), parameter.name()));
            realIds.put(parameter.name(), known != null && !known.isEmpty()
                    ? pathValue(parameter, known.get(0), known.get(0)) : unknownIds.get(parameter.name()));
        }
        Map<String, String> query = validQuery(operation);
        JsonNode base = operation.hasJsonBody() ? SchemaValues.valid(operation.body()) : null;
        String baseBody = base == null ? null : json.writeValueAsString(base);

        // Who may do what: everybody, with the valid base request on ids that do not exist.
        Map<String, Integer> statusOf = new HashMap<>();
        for (Caller caller : callers) {
            Answer answer = send(operation, caller, unknownIds, query, baseBody, operation.bodyType());
            statusOf.put(caller.name(), answer.status);
            check("auth:" + (caller.genuine() ? "role" : "forged"), operation, caller, "base", null, false, answer);
        }
        int anonymous = statusOf.get("anonymous");
        for (Caller caller : callers) {
            int status = statusOf.get(caller.name());
            if (!caller.genuine() && status < 400 && anonymous >= 400) {
                report.finding(new Finding("forged-token-accepted", operation.label(), caller.name(), "base",
                        status, "anonymous gets " + anonymous));
            }
        }

        // The fuzzer's caller: the organizer, or the first role the operation lets in.
        Caller fuzzer = callers.stream().filter(Caller::genuine)
                .filter(c -> statusOf.get(c.name()) != 401 && statusOf.get(c.name()) != 403)
                .findFirst().orElse(callers.stream().filter(c -> c.name().equals("organizer")).findFirst().orElseThrow());
        int fuzzerStatus = statusOf.get(fuzzer.name());
        boolean bodyRead = fuzzerStatus != 401 && fuzzerStatus != 403 && fuzzerStatus != 405 && fuzzerStatus != 415;

        // Path parameters: garbage.
        for (ApiOperation.Parameter parameter : operation.pathParameters()) {
            for (Map.Entry<String, String> garbage : PATH_GARBAGE.entrySet()) {
                Map<String, String> ids = new LinkedHashMap<>(realIds);
                ids.put(parameter.name(), garbage.getValue());
                Answer answer = send(operation, fuzzer, ids, query, baseBody, operation.bodyType());
                check("path-parameter", operation, fuzzer, garbage.getKey(), parameter.name(), false, answer);
            }
        }
        // Query parameters: hostile values of their type, and a required one left out.
        for (ApiOperation.Parameter parameter : operation.queryParameters()) {
            for (Hostile hostile : sample(SchemaValues.hostile(parameter.schema()), random)) {
                Map<String, String> changed = new LinkedHashMap<>(query);
                if (hostile.value().isMissingNode()) {
                    changed.remove(parameter.name());
                } else {
                    changed.put(parameter.name(), hostile.value().isTextual() ? hostile.value().asText()
                            : json.writeValueAsString(hostile.value()));
                }
                Answer answer = send(operation, fuzzer, realIds, changed, baseBody, operation.bodyType());
                check("query-parameter", operation, fuzzer, hostile.name(), parameter.name(),
                        hostile.hygiene() && bodyRead, answer);
            }
        }
        if (base == null) {
            return;
        }
        // The body's fields, one at a time.
        List<String> fields = new ArrayList<>();
        fieldPaths(operation.body(), base, "", fields, 0);
        if (fields.size() > MAX_FIELDS) {
            List<String> nested = new ArrayList<>(fields.stream().filter(f -> f.contains(".") || f.contains("[")).toList());
            fields.removeAll(nested);
            java.util.Collections.shuffle(nested, random);
            fields.addAll(nested.subList(0, Math.max(0, MAX_FIELDS - fields.size())));
        }
        for (String field : fields) {
            JsonNode schema = schemaAt(operation.body(), field);
            for (Hostile hostile : sample(SchemaValues.hostile(schema), random)) {
                JsonNode body = base.deepCopy();
                set(body, field, hostile.value());
                Answer answer = send(operation, fuzzer, realIds, query, json.writeValueAsString(body), operation.bodyType());
                check("body-field", operation, fuzzer, hostile.name(), field, hostile.hygiene() && bodyRead, answer);
            }
        }
        // The body as a whole.
        Map<String, String[]> raw = new LinkedHashMap<>();
        raw.put("not-json", new String[] {"this is not JSON", operation.bodyType()});
        raw.put("trailing-json", new String[] {baseBody + " }{", operation.bodyType()});
        raw.put("second-document", new String[] {baseBody + baseBody, operation.bodyType()});
        raw.put("array-instead-of-object", new String[] {"[" + baseBody + "]", operation.bodyType()});
        raw.put("empty-body", new String[] {"", operation.bodyType()});
        raw.put("json-null", new String[] {"null", operation.bodyType()});
        raw.put("wrong-content-type", new String[] {baseBody, "text/plain"});
        raw.put("form-content-type", new String[] {"a=b", "application/x-www-form-urlencoded"});
        raw.put("deep-nesting", new String[] {"[".repeat(5000) + "]".repeat(5000), operation.bodyType()});
        if (base.isObject()) {
            ObjectNode extra = base.deepCopy();
            extra.put("unexpectedField", "Проверка");
            raw.put("extra-field", new String[] {json.writeValueAsString(extra), operation.bodyType()});
        }
        raw.put("over-1-MB", new String[] {"{\"x\":\"" + "a".repeat(1_100_000) + "\"}", operation.bodyType()});
        for (Map.Entry<String, String[]> entry : raw.entrySet()) {
            Answer answer = send(operation, fuzzer, realIds, query, entry.getValue()[0], entry.getValue()[1]);
            check("body-whole", operation, fuzzer, entry.getKey(), null, false, answer);
            boolean mustRefuse = !entry.getKey().equals("extra-field") && !entry.getKey().equals("empty-body")
                    && !entry.getKey().equals("json-null");
            if (mustRefuse && answer.status < 400) {
                report.finding(new Finding("malformed-body-accepted", operation.label(), fuzzer.name(),
                        entry.getKey(), answer.status, abbreviate(answer.body)));
            }
            if (entry.getKey().equals("over-1-MB") && bodyRead && answer.status != 413) {
                report.finding(new Finding("oversize-not-413", operation.label(), fuzzer.name(), entry.getKey(),
                        answer.status, abbreviate(answer.body)));
            }
        }
    }

    private static final Map<String, String> PATH_GARBAGE = new LinkedHashMap<>();

    static {
        PATH_GARBAGE.put("garbage", "not-an-id");
        PATH_GARBAGE.put("nul", "%00");
        PATH_GARBAGE.put("bidi", "%E2%80%AE");
        PATH_GARBAGE.put("very-long", "a".repeat(3000));
        PATH_GARBAGE.put("negative", "-1");
        PATH_GARBAGE.put("huge-number", "99999999999999999999999");
        PATH_GARBAGE.put("traversal", "..%2F..%2Fq%2Fhealth");
        PATH_GARBAGE.put("space", "%20");
    }

    private List<Hostile> sample(List<Hostile> all, Random random) {
        List<Hostile> hygiene = new ArrayList<>(all.stream().filter(Hostile::hygiene).toList());
        List<Hostile> others = new ArrayList<>(all.stream().filter(h -> !h.hygiene()).toList());
        java.util.Collections.shuffle(others, random);
        List<Hostile> chosen = new ArrayList<>(others.subList(0, Math.min(CASES_PER_FIELD, others.size())));
        if (!hygiene.isEmpty()) {
            chosen.add(hygiene.get(random.nextInt(hygiene.size())));
        }
        return chosen;
    }

    // --- one answer -----------------------------------------------------------------------------

    private record Answer(int status, String contentType, String body, String request) {
    }

    private void check(String category, ApiOperation operation, Caller caller, String testCase, String field,
            boolean hygiene, Answer answer) throws Exception {
        String outcome;
        if (answer.status >= 500) {
            outcome = "5xx";
            report.finding(new Finding("server-error", operation.label(), caller.name(), testCase + at(field),
                    answer.status, answer.request + " -> " + abbreviate(answer.body)));
        } else if (answer.status >= 400) {
            JsonNode problem = problem(answer);
            if (problem == null) {
                outcome = "not-a-problem";
                report.finding(new Finding("error-not-a-problem", operation.label(), caller.name(),
                        testCase + at(field), answer.status, "Content-Type " + answer.contentType + ": "
                        + abbreviate(answer.body)));
            } else if (answer.status == 400 && field != null && !names(problem, field)) {
                outcome = "400 field unnamed";
                report.warning(new Finding("field-not-named", operation.label(), caller.name(), testCase + at(field),
                        answer.status, abbreviate(answer.body)));
            } else {
                outcome = answer.status + " problem";
            }
        } else {
            outcome = answer.status / 100 + "xx";
        }
        if (hygiene && !(answer.status == 400 && problem(answer) != null && names(problem(answer), field))) {
            report.finding(new Finding("unsafe-text-not-refused", operation.label(), caller.name(),
                    testCase + at(field), answer.status, abbreviate(answer.body)));
        }
        report.record(category, answer.status, outcome);
        if (operation.writes()) {
            Map<String, Long> now = rowCounts.of(operation.service());
            if (answer.status >= 400 && !difference(lastCounts, now).isEmpty()) {
                report.finding(new Finding("refused-write-stored", operation.label(), caller.name(),
                        testCase + at(field), answer.status, difference(lastCounts, now)));
            }
            lastCounts = now;
        }
    }

    private JsonNode problem(Answer answer) {
        if (answer.contentType == null || !answer.contentType.startsWith(PROBLEM)) {
            return null;
        }
        try {
            JsonNode problem = json.readTree(answer.body);
            return problem.path("status").asInt() == answer.status && problem.hasNonNull("title") ? problem : null;
        } catch (Exception e) {
            return null;
        }
    }

    /** Whether the problem's field errors name the field, its parent or one of its children. */
    private static boolean names(JsonNode problem, String field) {
        String plain = field.replaceAll("\\[\\d+]", "");
        for (JsonNode error : problem.path("errors")) {
            String named = error.path("field").asText("");
            String namedPlain = named.replaceAll("\\[\\d+]", "");
            if (namedPlain.equals(plain) || namedPlain.startsWith(plain + ".") || plain.startsWith(namedPlain + ".")
                    || (!named.isEmpty() && plain.startsWith(namedPlain))) {
                return true;
            }
        }
        return false;
    }

    /**
     * The tables whose rows changed, as "table before -> after; ". The outbox is a queue: its relay
     * deletes each row once the broker has it (docs/decisions/outbox-delete-on-ack.md), whenever that
     * is, so only more rows there count as something stored.
     */
    private static String difference(Map<String, Long> before, Map<String, Long> after) {
        StringBuilder out = new StringBuilder();
        after.forEach((table, count) -> {
            long was = before.getOrDefault(table, 0L);
            boolean changed = table.equals("outbox_event") ? count > was : was != count;
            if (changed) {
                out.append(table).append(' ').append(was).append(" -> ").append(count).append("; ");
            }
        });
        return out.toString();
    }

    private static String at(String field) {
        return field == null ? "" : " @ " + field;
    }

    private static String abbreviate(String text) {
        return text == null ? "" : text.length() > 300 ? text.substring(0, 300) + "..." : text;
    }

    // --- requests -------------------------------------------------------------------------------

    private Answer send(ApiOperation operation, Caller caller, Map<String, String> pathValues,
            Map<String, String> query, String body, String contentType) throws Exception {
        String path = operation.path();
        for (Map.Entry<String, String> value : pathValues.entrySet()) {
            path = path.replace("{" + value.getKey() + "}", value.getValue());
        }
        StringBuilder url = new StringBuilder(target.services().get(operation.service())).append(path);
        char separator = '?';
        for (Map.Entry<String, String> parameter : query.entrySet()) {
            url.append(separator).append(URLEncoder.encode(parameter.getKey(), StandardCharsets.UTF_8)).append('=')
                    .append(URLEncoder.encode(parameter.getValue(), StandardCharsets.UTF_8));
            separator = '&';
        }
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(url.toString()))
                .timeout(Duration.ofSeconds(30));
        if (caller.authorization() != null) {
            request.header("Authorization", caller.authorization());
        }
        boolean withBody = body != null && operation.writes();
        if (withBody && contentType != null) {
            request.header("Content-Type", contentType);
        }
        request.method(operation.method(), withBody
                ? HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8)
                : HttpRequest.BodyPublishers.noBody());
        HttpResponse<String> response = http.send(request.build(), HttpResponse.BodyHandlers.ofString());
        String described = operation.method() + " " + abbreviate(url.toString())
                + (withBody ? " " + abbreviate(body) : "");
        return new Answer(response.statusCode(), response.headers().firstValue("Content-Type").orElse(null),
                response.body(), described);
    }

    private Map<String, String> validQuery(ApiOperation operation) {
        Map<String, String> query = new LinkedHashMap<>();
        for (ApiOperation.Parameter parameter : operation.queryParameters()) {
            if (parameter.required()) {
                JsonNode value = SchemaValues.valid(parameter.schema());
                query.put(parameter.name(), value.isTextual() ? value.asText() : value.toString());
            }
        }
        return query;
    }

    private static String pathValue(ApiOperation.Parameter parameter, String uuid, String number) {
        String type = SchemaValues.type(parameter.schema());
        if (type.equals("integer") || type.equals("number")) {
            return number.matches("\\d+") ? number : "1";
        }
        if (parameter.schema().has("enum") && parameter.schema().get("enum").size() > 0) {
            return parameter.schema().get("enum").get(0).asText();
        }
        return uuid;
    }

    // --- body fields ----------------------------------------------------------------------------

    /** Paths of the fields of a body: {@code name}, {@code leader.fullName}, {@code roster[0].grade}. */
    private static void fieldPaths(JsonNode schema, JsonNode value, String prefix, List<String> into, int depth) {
        if (depth > 4) {
            return;
        }
        if (value.isObject()) {
            for (Iterator<Map.Entry<String, JsonNode>> it = value.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> field = it.next();
                String path = prefix.isEmpty() ? field.getKey() : prefix + "." + field.getKey();
                into.add(path);
                fieldPaths(schema.path("properties").path(field.getKey()), field.getValue(), path, into, depth + 1);
            }
        } else if (value.isArray() && value.size() > 0) {
            fieldPaths(schema.path("items"), value.get(0), prefix + "[0]", into, depth + 1);
        }
    }

    private static JsonNode schemaAt(JsonNode schema, String path) {
        JsonNode current = schema;
        for (String part : path.split("\\.")) {
            String name = part.replaceAll("\\[0]", "");
            if (!name.isEmpty()) {
                current = current.path("properties").path(name);
            }
            for (int i = part.indexOf("[0]"); i >= 0; i = part.indexOf("[0]", i + 1)) {
                current = current.path("items");
            }
        }
        return current.isMissingNode() ? new ObjectMapper().createObjectNode() : current;
    }

    /** Sets (or, for {@link SchemaValues#MISSING}, removes) the field at a path of {@link #fieldPaths}. */
    private static void set(JsonNode body, String path, JsonNode value) {
        JsonNode parent = body;
        String[] parts = path.split("\\.");
        for (int i = 0; i < parts.length; i++) {
            String part = parts[i];
            String name = part.replaceAll("(\\[0])+$", "");
            int arrays = (part.length() - name.length()) / 3;
            boolean last = i == parts.length - 1;
            if (last && arrays == 0) {
                if (value.isMissingNode()) {
                    ((ObjectNode) parent).remove(name);
                } else {
                    ((ObjectNode) parent).set(name, value);
                }
                return;
            }
            JsonNode next = name.isEmpty() ? parent : parent.get(name);
            for (int a = 0; a < arrays; a++) {
                if (last && a == arrays - 1) {
                    if (value.isMissingNode()) {
                        ((ArrayNode) next).remove(0);
                    } else {
                        ((ArrayNode) next).set(0, value);
                    }
                    return;
                }
                next = next.get(0);
            }
            parent = next;
        }
    }

    // --- real ids -------------------------------------------------------------------------------

    /**
     * Ids of things that exist, read from the GET operations as the organizer sees them, so that the
     * fuzzed requests reach past "not found" into the services' own checks. A parameter {@code id}
     * after {@code /competitions/} looks up {@code competitionId}.
     */
    private void harvestIds(List<ApiOperation> operations, Caller organizer) throws Exception {
        for (int round = 0; round < 2; round++) {
            for (ApiOperation operation : operations) {
                if (!operation.method().equals("GET")) {
                    continue;
                }
                Map<String, String> ids = new LinkedHashMap<>();
                boolean complete = true;
                for (ApiOperation.Parameter parameter : operation.pathParameters()) {
                    List<String> known = knownIds.get(idKey(operation.path(), parameter.name()));
                    if (known == null || known.isEmpty()) {
                        complete = false;
                        break;
                    }
                    ids.put(parameter.name(), known.get(0));
                }
                if (!complete || (round == 1 && operation.pathParameters().isEmpty())) {
                    continue;
                }
                Answer answer = send(operation, organizer, ids, validQuery(operation), null, null);
                if (answer.status == 200 && answer.contentType != null && answer.contentType.contains("json")) {
                    collect(json.readTree(answer.body), resource(operation.path()));
                }
            }
        }
    }

    private void collect(JsonNode node, String resource) {
        if (node.isArray()) {
            node.forEach(item -> collect(item, resource));
        } else if (node.isObject()) {
            node.fields().forEachRemaining(field -> {
                JsonNode value = field.getValue();
                if (value.isTextual() && isUuid(value.asText())) {
                    String key = field.getKey().equals("id") ? resource + "Id" : field.getKey();
                    if (key.endsWith("Id")) {
                        knownIds.computeIfAbsent(key, k -> new ArrayList<>()).add(value.asText());
                    }
                } else {
                    collect(value, field.getKey());
                }
            });
        }
    }

    private static boolean isUuid(String text) {
        return text.matches("[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}");
    }

    /** {@code competitionId} for {@code {id}} in {@code /api/competitions/{id}}, the name itself otherwise. */
    static String idKey(String path, String parameter) {
        if (!parameter.equals("id")) {
            return parameter;
        }
        String before = path.substring(0, path.indexOf("{" + parameter + "}"));
        return resource(before.endsWith("/") ? before.substring(0, before.length() - 1) : before) + "Id";
    }

    /** The singular of a path's last literal segment: {@code competition} for {@code /api/competitions}. */
    static String resource(String path) {
        String[] segments = path.split("/");
        for (int i = segments.length - 1; i >= 0; i--) {
            String segment = segments[i];
            if (!segment.isEmpty() && !segment.startsWith("{")) {
                return segment.endsWith("ies") ? segment.substring(0, segment.length() - 3) + "y"
                        : segment.endsWith("s") ? segment.substring(0, segment.length() - 1) : segment;
            }
        }
        return "";
    }
}
