package org.teamchess.k8s;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Set;

/**
 * The part of {@code kustomize build} these manifests use, so that CI can render them without a
 * kustomize binary: {@code resources} (files, or folders with their own kustomization),
 * {@code namespace} and {@code replicas}. Any other field of a kustomization is refused, so that a
 * new feature in an overlay cannot be silently ignored here; where {@code kubectl} is installed,
 * {@link ManifestsTest} checks that this rendering equals {@code kubectl kustomize}'s.
 */
final class KustomizeRenderer {

    private static final Set<String> UNDERSTOOD_FIELDS = Set.of("apiVersion", "kind", "resources", "namespace", "replicas");
    private static final Set<String> KINDS_WITH_REPLICAS = Set.of("Deployment", "StatefulSet", "ReplicaSet");

    static final YAMLMapper YAML = new YAMLMapper();

    private KustomizeRenderer() {
    }

    /** The objects of the kustomization in {@code folder}, with its transformations applied. */
    static List<ObjectNode> render(Path folder) {
        JsonNode kustomization = readAll(folder.resolve("kustomization.yaml")).get(0);
        Iterator<String> fields = kustomization.fieldNames();
        while (fields.hasNext()) {
            String field = fields.next();
            if (!UNDERSTOOD_FIELDS.contains(field)) {
                throw new IllegalArgumentException(folder + "/kustomization.yaml uses '" + field
                        + "', which this renderer does not implement (it understands " + UNDERSTOOD_FIELDS + ")");
            }
        }
        List<ObjectNode> objects = new ArrayList<>();
        for (JsonNode resource : kustomization.path("resources")) {
            Path path = folder.resolve(resource.asText()).normalize();
            if (Files.isDirectory(path)) {
                objects.addAll(render(path));
            } else {
                readAll(path).forEach(document -> objects.add((ObjectNode) document));
            }
        }
        for (JsonNode replicas : kustomization.path("replicas")) {
            String name = replicas.path("name").asText();
            List<ObjectNode> targets = objects.stream()
                    .filter(object -> KINDS_WITH_REPLICAS.contains(object.path("kind").asText()))
                    .filter(object -> object.path("metadata").path("name").asText().equals(name))
                    .toList();
            if (targets.isEmpty()) {
                throw new IllegalArgumentException(folder + ": replicas names '" + name + "', which no workload has");
            }
            targets.forEach(target -> ((ObjectNode) target.path("spec")).put("replicas", replicas.path("count").asInt()));
        }
        if (kustomization.hasNonNull("namespace")) {
            String namespace = kustomization.get("namespace").asText();
            objects.forEach(object -> ((ObjectNode) object.path("metadata")).put("namespace", namespace));
        }
        return objects;
    }

    /** Every YAML document of a file, empty documents left out. */
    static List<JsonNode> readAll(Path file) {
        try {
            List<JsonNode> documents = new ArrayList<>();
            ObjectMapper mapper = new ObjectMapper(new YAMLFactory());
            try (var parser = mapper.getFactory().createParser(file.toFile())) {
                Iterator<JsonNode> iterator = mapper.readValues(parser, JsonNode.class);
                while (iterator.hasNext()) {
                    JsonNode document = iterator.next();
                    if (document != null && !document.isNull() && !document.isMissingNode()) {
                        documents.add(document);
                    }
                }
            }
            return documents;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
    }
}
