package org.teamchess.k8s;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.kubernetes.client.openapi.models.V1ConfigMap;
import io.kubernetes.client.openapi.models.V1Deployment;
import io.kubernetes.client.openapi.models.V1Ingress;
import io.kubernetes.client.openapi.models.V1Secret;
import io.kubernetes.client.openapi.models.V1Service;
import java.io.File;
import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Validates deploy/k8s without a cluster: every overlay renders, every object reads strictly into
 * the Kubernetes object model (an unknown or misspelled field is an error), and every Deployment
 * fits the module it runs (a {@code *-service} or {@code web}): probes, resources, ports, and
 * exactly the environment variables that the module's application.properties reads. The public
 * addresses the web gives the browser must reach the services (through the overlay's Ingress, or
 * port-forwarding where it has none), and the services must allow the web's origin.
 */
class ManifestsTest {

    private static final Path ROOT = Path.of(System.getProperty("teamchess.root", "../..")).toAbsolutePath().normalize();
    private static final Path K8S = ROOT.resolve("deploy/k8s");
    private static final List<String> OVERLAYS = List.of("local", "production");
    private static final ObjectMapper JSON = new ObjectMapper();

    /** Variables the JVM reads itself, not the service's configuration. */
    private static final Set<String> JVM_VARIABLES = Set.of("JAVA_TOOL_OPTIONS");

    /** A variable a property reads: ${NAME} or ${NAME:default}, upper case (lower case are system properties). */
    private static final Pattern ENVIRONMENT_REFERENCE = Pattern.compile("\\$\\{([A-Z][A-Z0-9_]*)[:}]");

    /** The strict readers of the object model, by kind, with the apiVersion each kind must have. */
    private interface ModelReader {
        Object read(String json) throws IOException;
    }

    private static final Map<String, ModelReader> MODEL = Map.of(
            "Deployment", V1Deployment::fromJson,
            "Service", V1Service::fromJson,
            "ConfigMap", V1ConfigMap::fromJson,
            "Secret", V1Secret::fromJson,
            "Ingress", V1Ingress::fromJson);
    private static final Map<String, String> API_VERSION = Map.of(
            "Deployment", "apps/v1", "Service", "v1", "ConfigMap", "v1", "Secret", "v1", "Ingress", "networking.k8s.io/v1");

    /** The browser client's module; every other deployed module is a {@code *-service}. */
    private static final String WEB = "web";
    /** A variable of the web naming a service's public address: REGISTRATION_URL is registration-service's. */
    private static final Pattern SERVICE_ADDRESS = Pattern.compile("([A-Z]+)_URL");

    @ParameterizedTest
    @ValueSource(strings = {"local", "production"})
    void everyObjectFitsTheKubernetesObjectModel(String overlay) throws IOException {
        for (ObjectNode object : render(overlay)) {
            String kind = object.path("kind").asText();
            String name = kind + " " + object.path("metadata").path("name").asText();
            assertTrue(MODEL.containsKey(kind), name + ": no model reader for this kind; add one to ManifestsTest");
            assertEquals(API_VERSION.get(kind), object.path("apiVersion").asText(), name + ": apiVersion");
            try {
                MODEL.get(kind).read(JSON.writeValueAsString(object));
            } catch (IllegalArgumentException e) {
                fail(overlay + ": " + name + " does not fit the Kubernetes object model: " + e.getMessage());
            }
        }
    }

    @TestFactory
    Stream<DynamicTest> everyDeploymentFitsItsService() {
        return OVERLAYS.stream().flatMap(overlay -> {
            List<ObjectNode> objects = render(overlay);
            return objects.stream()
                    .filter(object -> object.path("kind").asText().equals("Deployment"))
                    .map(deployment -> DynamicTest.dynamicTest(overlay + ": " + name(deployment),
                            () -> checkDeployment(overlay, deployment, objects)));
        });
    }

    private static void checkDeployment(String overlay, JsonNode deployment, List<ObjectNode> objects) throws IOException {
        String module = name(deployment);
        String variablePrefix = variablePrefix(module);
        JsonNode pod = deployment.path("spec").path("template");

        assertTrue(overlayReplicas(overlay).contains(module), overlay + " sets no replica count for " + module);
        assertTrue(deployment.path("spec").path("replicas").asInt() >= 1, module + ": replicas");
        deployment.path("spec").path("selector").path("matchLabels").properties().forEach(label ->
                assertEquals(label.getValue(), pod.path("metadata").path("labels").path(label.getKey()),
                        module + ": the selector matches the pod's label " + label.getKey()));

        JsonNode containers = pod.path("spec").path("containers");
        assertEquals(1, containers.size(), module + ": one container");
        JsonNode container = containers.get(0);
        int port = containerPort(module, container, "http");
        int management = containerPort(module, container, "management");

        Map<String, JsonNode> environment = new HashMap<>();
        container.path("env").forEach(variable -> environment.put(variable.path("name").asText(), variable));
        assertEquals(String.valueOf(port), environment.get(variablePrefix + "_HTTP_PORT").path("value").asText(),
                module + ": " + variablePrefix + "_HTTP_PORT is the container port");
        assertEquals(String.valueOf(management), environment.get(variablePrefix + "_MANAGEMENT_PORT").path("value").asText(),
                module + ": " + variablePrefix + "_MANAGEMENT_PORT is the management container port");
        Set<String> expected = new TreeSet<>(moduleVariables(module, variablePrefix));
        expected.addAll(JVM_VARIABLES);
        assertEquals(expected, new TreeSet<>(environment.keySet()),
                module + ": the environment is exactly what application.properties reads (and the JVM's options)");
        environment.values().forEach(variable -> checkReference(overlay, module, variable, objects));

        checkProbe(module, container, "startupProbe", "/q/health/started");
        checkProbe(module, container, "livenessProbe", "/q/health/live");
        checkProbe(module, container, "readinessProbe", "/q/health/ready");
        for (String resource : List.of("requests/cpu", "requests/memory", "limits/memory")) {
            String[] path = resource.split("/");
            assertFalse(container.path("resources").path(path[0]).path(path[1]).asText().isEmpty(),
                    module + ": resources." + path[0] + "." + path[1]);
        }

        JsonNode service = objects.stream()
                .filter(object -> object.path("kind").asText().equals("Service") && name(object).equals(module))
                .findFirst()
                .orElseThrow(() -> new AssertionError(module + ": no Service of that name"));
        service.path("spec").path("selector").properties().forEach(label ->
                assertEquals(label.getValue(), pod.path("metadata").path("labels").path(label.getKey()),
                        module + ": the Service selects the pods by " + label.getKey()));
        JsonNode servicePort = service.path("spec").path("ports").get(0);
        assertEquals(port, servicePort.path("port").asInt(), module + ": the Service's port");
        assertEquals("http", servicePort.path("targetPort").asText(), module + ": the Service's target port");
        // Health details and metrics stay inside the cluster: no Service (so no Ingress) reaches them.
        for (JsonNode exposed : service.path("spec").path("ports")) {
            assertFalse(exposed.path("targetPort").asText().equals("management")
                    || exposed.path("targetPort").asInt() == management
                    || exposed.path("port").asInt() == management,
                    module + ": the Service exposes the management port: " + exposed);
        }
    }

    private static int containerPort(String module, JsonNode container, String name) {
        for (JsonNode port : container.path("ports")) {
            if (port.path("name").asText().equals(name)) {
                return port.path("containerPort").asInt();
            }
        }
        throw new AssertionError(module + ": no container port named " + name);
    }

    private static void checkProbe(String module, JsonNode container, String probe, String path) {
        JsonNode get = container.path(probe).path("httpGet");
        assertEquals(path, get.path("path").asText(), module + ": " + probe + " path");
        assertEquals("management", get.path("port").asText(), module + ": " + probe + " on the management port");
    }

    /** A variable from a ConfigMap or Secret names a key the overlay provides; production keeps its Secrets outside. */
    private static void checkReference(String overlay, String module, JsonNode variable, List<ObjectNode> objects) {
        JsonNode from = variable.path("valueFrom");
        String variableName = variable.path("name").asText();
        if (from.has("configMapKeyRef")) {
            JsonNode reference = from.get("configMapKeyRef");
            assertTrue(provides(objects, "ConfigMap", reference, "data"),
                    overlay + ": " + module + " reads " + variableName + " from ConfigMap key " + reference + ", which the overlay lacks");
        } else if (from.has("secretKeyRef")) {
            JsonNode reference = from.get("secretKeyRef");
            if (overlay.equals("production")) {
                assertTrue(reference.path("name").asText().startsWith("teamchess-"), module + ": Secret names start with teamchess-");
            } else {
                assertTrue(provides(objects, "Secret", reference, "stringData") || provides(objects, "Secret", reference, "data"),
                        overlay + ": " + module + " reads " + variableName + " from Secret key " + reference + ", which the overlay lacks");
            }
        } else {
            assertTrue(variable.has("value"), module + ": " + variableName + " has a value or a reference");
        }
    }

    private static boolean provides(List<ObjectNode> objects, String kind, JsonNode reference, String field) {
        return objects.stream().anyMatch(object -> object.path("kind").asText().equals(kind)
                && name(object).equals(reference.path("name").asText())
                && object.path(field).has(reference.path("key").asText()));
    }

    /** The prefix of a module's own variables: WEB for web, GAME for game-service. */
    private static String variablePrefix(String module) {
        if (module.equals(WEB)) {
            return "WEB";
        }
        assertTrue(module.endsWith("-service"), module + ": a Deployment runs a service module or the web");
        return module.substring(0, module.length() - "-service".length()).toUpperCase(Locale.ROOT);
    }

    /**
     * What the module reads from the environment, from its application.properties; a service
     * whose module is not in this checkout yet is held to the variables every service reads.
     */
    private static Set<String> moduleVariables(String module, String prefix) throws IOException {
        Path properties = ROOT.resolve(module).resolve("src/main/resources/application.properties");
        if (!Files.exists(properties)) {
            assertTrue(module.endsWith("-service"), module + ": the module has no src/main/resources/application.properties");
            return Set.of(prefix + "_HTTP_PORT", prefix + "_DB_URL", prefix + "_DB_USER", prefix + "_DB_PASSWORD",
                    "KAFKA_BOOTSTRAP_SERVERS", "OIDC_AUTH_SERVER_URL", "WEB_ORIGINS");
        }
        Set<String> variables = new TreeSet<>();
        for (String line : Files.readAllLines(properties, StandardCharsets.UTF_8)) {
            if (line.strip().startsWith("#")) {
                continue; // comments mention ${NAME:...} as an example
            }
            Matcher matcher = ENVIRONMENT_REFERENCE.matcher(line);
            while (matcher.find()) {
                variables.add(matcher.group(1));
            }
        }
        return variables;
    }

    /** Every Quarkus application of the reactor (web and the *-service modules) is deployed. */
    @Test
    void everyApplicationModuleHasADeployment() throws IOException {
        Set<String> deployed = KustomizeRenderer.render(K8S.resolve("base")).stream()
                .filter(object -> object.path("kind").asText().equals("Deployment"))
                .map(ManifestsTest::name)
                .collect(Collectors.toSet());
        List<String> applications;
        try (Stream<Path> modules = Files.list(ROOT)) {
            applications = modules
                    .filter(module -> module.getFileName().toString().equals(WEB) || module.getFileName().toString().endsWith("-service"))
                    .filter(module -> Files.exists(module.resolve("pom.xml")))
                    .filter(module -> Files.exists(module.resolve("src/main/resources/application.properties")))
                    .map(module -> module.getFileName().toString())
                    .sorted()
                    .toList();
        }
        assertTrue(applications.contains(WEB), "the web module is in this checkout: " + applications);
        applications.forEach(module -> assertTrue(deployed.contains(module), module + " has no Deployment in deploy/k8s/base"));
    }

    /** An Ingress sends every path to a Service of its overlay, on a port that Service has. */
    @ParameterizedTest
    @ValueSource(strings = {"local", "production"})
    void everyIngressBackendIsAServiceOfTheOverlay(String overlay) {
        List<ObjectNode> objects = render(overlay);
        for (ObjectNode ingress : ofKind(objects, "Ingress")) {
            for (JsonNode rule : ingress.path("spec").path("rules")) {
                assertFalse(rule.path("host").asText().isEmpty(), overlay + ": Ingress " + name(ingress) + ": every rule names its host");
                for (JsonNode path : rule.path("http").path("paths")) {
                    JsonNode backend = path.path("backend").path("service");
                    JsonNode service = service(objects, backend.path("name").asText())
                            .orElseThrow(() -> new AssertionError(overlay + ": Ingress " + name(ingress) + " sends "
                                    + rule.path("host").asText() + path.path("path").asText() + " to " + backend.path("name")
                                    + ", which is no Service of the overlay"));
                    JsonNode port = backend.path("port");
                    boolean hasPort = false;
                    for (JsonNode servicePort : service.path("spec").path("ports")) {
                        hasPort |= port.has("name") ? servicePort.path("name").asText().equals(port.path("name").asText())
                                : servicePort.path("port").asInt() == port.path("number").asInt();
                    }
                    assertTrue(hasPort, overlay + ": Ingress " + name(ingress) + ": Service " + name(service) + " has no port " + port);
                }
            }
        }
    }

    /**
     * The addresses the web gives the browser reach the services, and the services allow the web's
     * origin: with an Ingress, https on a host the Ingress sends (path /) to that Service; without
     * one, http://localhost on the Service's own port, as `kubectl port-forward` exposes it.
     */
    @ParameterizedTest
    @ValueSource(strings = {"local", "production"})
    void theBrowserReachesTheServicesAtThePublicAddresses(String overlay) {
        List<ObjectNode> objects = render(overlay);
        JsonNode web = deployment(objects, WEB);
        Map<String, String> webEnvironment = environment(overlay, web, objects);
        List<String> checked = new ArrayList<>();
        webEnvironment.forEach((variable, value) -> {
            Matcher address = SERVICE_ADDRESS.matcher(variable);
            if (address.matches()) {
                String module = address.group(1).toLowerCase(Locale.ROOT) + "-service";
                deployment(objects, module); // the address is of a service the overlay runs
                assertEquals(publicOrigin(overlay, objects, module), value,
                        overlay + ": the web tells the browser " + variable + "=" + value);
                checked.add(module);
            }
        });
        assertFalse(checked.isEmpty(), overlay + ": the web names no service address");
        String webOrigin = publicOrigin(overlay, objects, WEB);
        for (ObjectNode deployment : ofKind(objects, "Deployment")) {
            Map<String, String> environment = environment(overlay, deployment, objects);
            if (environment.containsKey("WEB_ORIGINS")) {
                List<String> origins = List.of(environment.get("WEB_ORIGINS").split(","));
                assertTrue(origins.contains(webOrigin), overlay + ": " + name(deployment) + " allows " + origins
                        + " but the browser opens the web at " + webOrigin);
            }
        }
    }

    /** Where the browser reaches a module's Service in the overlay: the scheme, host and port of an origin. */
    private static String publicOrigin(String overlay, List<ObjectNode> objects, String module) {
        List<ObjectNode> ingresses = ofKind(objects, "Ingress");
        if (ingresses.isEmpty()) {
            JsonNode service = service(objects, module).orElseThrow(() -> new AssertionError(overlay + ": no Service " + module));
            return "http://localhost:" + service.path("spec").path("ports").get(0).path("port").asInt();
        }
        List<String> hosts = new ArrayList<>();
        for (ObjectNode ingress : ingresses) {
            for (JsonNode rule : ingress.path("spec").path("rules")) {
                for (JsonNode path : rule.path("http").path("paths")) {
                    if (path.path("path").asText().equals("/") && path.path("backend").path("service").path("name").asText().equals(module)) {
                        hosts.add(rule.path("host").asText());
                    }
                }
            }
        }
        assertEquals(1, hosts.size(), overlay + ": the Ingress sends exactly one host's / to " + module + ": " + hosts);
        return URI.create("https://" + hosts.get(0)).toString();
    }

    /** A Deployment's environment with ConfigMap references resolved (Secrets are left out). */
    private static Map<String, String> environment(String overlay, JsonNode deployment, List<ObjectNode> objects) {
        Map<String, String> values = new HashMap<>();
        for (JsonNode variable : deployment.path("spec").path("template").path("spec").path("containers").get(0).path("env")) {
            String variableName = variable.path("name").asText();
            JsonNode reference = variable.path("valueFrom").path("configMapKeyRef");
            if (variable.has("value")) {
                values.put(variableName, variable.path("value").asText());
            } else if (!reference.isMissingNode()) {
                JsonNode configMap = ofKind(objects, "ConfigMap").stream()
                        .filter(object -> name(object).equals(reference.path("name").asText()))
                        .findFirst()
                        .orElseThrow(() -> new AssertionError(overlay + ": no ConfigMap " + reference.path("name")));
                values.put(variableName, configMap.path("data").path(reference.path("key").asText()).asText());
            }
        }
        return values;
    }

    private static List<ObjectNode> ofKind(List<ObjectNode> objects, String kind) {
        return objects.stream().filter(object -> object.path("kind").asText().equals(kind)).toList();
    }

    private static JsonNode deployment(List<ObjectNode> objects, String name) {
        return ofKind(objects, "Deployment").stream()
                .filter(object -> name(object).equals(name))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no Deployment " + name));
    }

    private static java.util.Optional<ObjectNode> service(List<ObjectNode> objects, String name) {
        return ofKind(objects, "Service").stream().filter(object -> name(object).equals(name)).findFirst();
    }

    @Test
    void productionKeepsNoSecret() {
        assertTrue(render("production").stream().noneMatch(object -> object.path("kind").asText().equals("Secret")),
                "production Secrets are created in the cluster, never kept in the repository");
    }

    @Test
    void theObjectModelRefusesAMisspelledField() throws IOException {
        ObjectNode deployment = render("local").stream()
                .filter(object -> object.path("kind").asText().equals("Deployment"))
                .findFirst()
                .orElseThrow();
        ObjectNode container = (ObjectNode) deployment.path("spec").path("template").path("spec").path("containers").get(0);
        container.set("livenesProbe", container.remove("livenessProbe"));
        String json = JSON.writeValueAsString(deployment);
        IllegalArgumentException refusal = assertThrows(IllegalArgumentException.class, () -> V1Deployment.fromJson(json));
        assertTrue(refusal.getMessage().contains("livenesProbe"), refusal.getMessage());
    }

    @Test
    void theRendererRefusesWhatItDoesNotImplement(@TempDir Path folder) throws IOException {
        Files.writeString(folder.resolve("kustomization.yaml"), "resources: []\npatches:\n  - path: patch.yaml\n");
        IllegalArgumentException refusal = assertThrows(IllegalArgumentException.class, () -> KustomizeRenderer.render(folder));
        assertTrue(refusal.getMessage().contains("patches"), refusal.getMessage());
    }

    /** Where kubectl is installed, this test's rendering must be what kustomize itself renders. */
    @ParameterizedTest
    @ValueSource(strings = {"local", "production"})
    void renderingEqualsKubectlKustomize(String overlay) throws IOException, InterruptedException {
        Path kubectl = Stream.of(System.getenv().getOrDefault("PATH", "").split(File.pathSeparator))
                .map(folder -> Path.of(folder, "kubectl"))
                .filter(Files::isExecutable)
                .findFirst()
                .orElse(null);
        assumeTrue(kubectl != null, "kubectl is not installed: the rendering is checked by this test's renderer alone");
        Path output = Files.createTempFile("kustomize-" + overlay, ".yaml");
        try {
            Process process = new ProcessBuilder(kubectl.toString(), "kustomize", K8S.resolve("overlays").resolve(overlay).toString())
                    .redirectOutput(output.toFile())
                    .redirectError(ProcessBuilder.Redirect.INHERIT)
                    .start();
            assertTrue(process.waitFor(60, TimeUnit.SECONDS), "kubectl kustomize did not finish");
            assertEquals(0, process.exitValue(), "kubectl kustomize failed");
            assertEquals(byKindAndName(render(overlay)), byKindAndName(KustomizeRenderer.readAll(output)));
        } finally {
            Files.deleteIfExists(output);
        }
    }

    private static Map<String, JsonNode> byKindAndName(List<? extends JsonNode> objects) {
        return objects.stream().collect(Collectors.toMap(object -> object.path("kind").asText() + "/" + name(object), object -> object));
    }

    private static List<ObjectNode> render(String overlay) {
        return KustomizeRenderer.render(K8S.resolve("overlays").resolve(overlay));
    }

    private static Set<String> overlayReplicas(String overlay) {
        JsonNode kustomization = KustomizeRenderer.readAll(K8S.resolve("overlays").resolve(overlay).resolve("kustomization.yaml")).get(0);
        Set<String> names = new TreeSet<>();
        kustomization.path("replicas").forEach(entry -> names.add(entry.path("name").asText()));
        return names;
    }

    private static String name(JsonNode object) {
        return object.path("metadata").path("name").asText();
    }
}
