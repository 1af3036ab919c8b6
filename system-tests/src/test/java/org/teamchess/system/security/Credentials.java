package org.teamchess.system.security;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.NoSuchAlgorithmException;
import java.security.Signature;
import java.security.GeneralSecurityException;
import java.time.Instant;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Who the suite calls as: nobody, the real Keycloak's demo users of every realm role, and forged or
 * misdirected tokens. The forged ones are made from a real organizer's token, so that they would be
 * an organizer's if the services believed them: a changed signature, {@code alg: none}, a key of our
 * own under Keycloak's key id; the misdirected ones are real tokens Keycloak signed: expired, for
 * another audience, from the master realm (its admin).
 */
final class Credentials {

    /** A caller: its name in the report, its Authorization header (null for none), and whether a service must believe it. */
    record Caller(String name, String authorization, boolean genuine) {
    }

    static final List<String> ROLES = List.of("organizer", "arbiter", "coach", "player", "federation");
    private static final String SHORT_LIVED_CLIENT = "teamchess-security-suite-short-lived";
    private static final String NO_AUDIENCE_CLIENT = "teamchess-security-suite-no-audience";

    private final Target target;
    private final HttpClient http;
    private final ObjectMapper json = new ObjectMapper();
    private final Base64.Encoder base64 = Base64.getUrlEncoder().withoutPadding();

    Credentials(Target target, HttpClient http) {
        this.target = target;
        this.http = http;
    }

    /** Every caller: anonymous and the forged first, then the genuine role tokens. */
    List<Caller> callers() throws IOException, InterruptedException, GeneralSecurityException {
        Map<String, String> genuine = new LinkedHashMap<>();
        for (String role : ROLES) {
            genuine.put(role, userToken("teamchess", "teamchess-cli", role, role + "-local-only"));
        }
        String organizer = genuine.get("organizer");
        String admin = adminToken();
        ensureClient(admin, SHORT_LIVED_CLIENT, true, "1");
        ensureClient(admin, NO_AUDIENCE_CLIENT, false, null);
        String expiring = userToken("teamchess", SHORT_LIVED_CLIENT, "organizer", "organizer-local-only");
        String otherAudience = userToken("teamchess", NO_AUDIENCE_CLIENT, "organizer", "organizer-local-only");
        // The short-lived client's token lives 1 s; wait until it is well past its expiry.
        long expiresAt = claims(expiring).path("exp").asLong();
        while (Instant.now().getEpochSecond() <= expiresAt + 2) {
            Thread.sleep(500);
        }

        List<Caller> callers = new java.util.ArrayList<>();
        callers.add(new Caller("anonymous", null, false));
        callers.add(new Caller("not-a-jwt", "Bearer not-a-jwt", false));
        callers.add(new Caller("bad-signature", "Bearer " + badSignature(organizer), false));
        callers.add(new Caller("alg-none", "Bearer " + algNone(organizer), false));
        callers.add(new Caller("own-key", "Bearer " + ownKey(organizer), false));
        callers.add(new Caller("expired", "Bearer " + expiring, false));
        callers.add(new Caller("wrong-audience", "Bearer " + otherAudience, false));
        callers.add(new Caller("master-realm-admin", "Bearer " + admin, false));
        callers.add(new Caller("basic-auth", "Basic " + Base64.getEncoder().encodeToString(
                "organizer:organizer-local-only".getBytes(StandardCharsets.UTF_8)), false));
        for (Map.Entry<String, String> role : genuine.entrySet()) {
            callers.add(new Caller(role.getKey(), "Bearer " + role.getValue(), true));
        }
        return callers;
    }

    private String userToken(String realm, String client, String user, String password)
            throws IOException, InterruptedException {
        String form = "grant_type=password&client_id=" + enc(client) + "&username=" + enc(user)
                + "&password=" + enc(password);
        HttpResponse<String> response = http.send(HttpRequest.newBuilder(URI.create(
                        target.keycloak() + "/realms/" + realm + "/protocol/openid-connect/token"))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(form)).build(), HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() != 200) {
            throw new IllegalStateException("No token for " + user + " of " + client + " in " + realm + ": "
                    + response.statusCode() + " " + response.body());
        }
        return json.readTree(response.body()).path("access_token").asText();
    }

    /** The master realm's bootstrap admin (deploy/platform keeps its password in the run folder). */
    private String adminToken() throws IOException, InterruptedException {
        String password = Files.readString(target.runDir().resolve("keycloak/admin-password")).strip();
        return userToken("master", "admin-cli", "admin", password);
    }

    /**
     * A public client with the password grant in the realm teamchess, made once per Keycloak: with
     * the services' audience and a 1 s token lifespan, or without the audience.
     */
    private void ensureClient(String admin, String clientId, boolean audience, String lifespan)
            throws IOException, InterruptedException {
        ObjectNode client = json.createObjectNode();
        client.put("clientId", clientId);
        client.put("publicClient", true);
        client.put("directAccessGrantsEnabled", true);
        client.put("standardFlowEnabled", false);
        if (lifespan != null) {
            client.putObject("attributes").put("access.token.lifespan", lifespan);
        }
        if (audience) {
            ObjectNode mapper = client.putArray("protocolMappers").addObject();
            mapper.put("name", "teamchess-services audience");
            mapper.put("protocol", "openid-connect");
            mapper.put("protocolMapper", "oidc-audience-mapper");
            mapper.putObject("config").put("included.client.audience", "teamchess-services")
                    .put("access.token.claim", "true").put("id.token.claim", "false");
        }
        HttpResponse<String> response = http.send(HttpRequest.newBuilder(URI.create(
                        target.keycloak() + "/admin/realms/teamchess/clients"))
                .header("Authorization", "Bearer " + admin)
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json.writeValueAsString(client))).build(),
                HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() != 201 && response.statusCode() != 409) {
            throw new IllegalStateException("Keycloak refused the client " + clientId + ": "
                    + response.statusCode() + " " + response.body());
        }
    }

    private JsonNode claims(String token) throws IOException {
        return json.readTree(Base64.getUrlDecoder().decode(token.split("\\.")[1]));
    }

    private String badSignature(String token) {
        String[] parts = token.split("\\.");
        byte[] signature = Base64.getUrlDecoder().decode(parts[2]);
        signature[signature.length / 2] ^= 0x01;
        return parts[0] + "." + parts[1] + "." + base64.encodeToString(signature);
    }

    private String algNone(String token) throws IOException {
        String[] parts = token.split("\\.");
        ObjectNode header = (ObjectNode) json.readTree(Base64.getUrlDecoder().decode(parts[0]));
        header.put("alg", "none");
        return base64.encodeToString(json.writeValueAsBytes(header)) + "." + parts[1] + ".";
    }

    /** The organizer's claims signed RS256 by a key of our own, under the key id Keycloak's header names. */
    private String ownKey(String token) throws IOException, GeneralSecurityException {
        String[] parts = token.split("\\.");
        KeyPair keys = rsa();
        String signingInput = parts[0] + "." + parts[1];
        Signature signer = Signature.getInstance("SHA256withRSA");
        signer.initSign(keys.getPrivate());
        signer.update(signingInput.getBytes(StandardCharsets.US_ASCII));
        return signingInput + "." + base64.encodeToString(signer.sign());
    }

    private static KeyPair rsa() throws NoSuchAlgorithmException {
        KeyPairGenerator generator = KeyPairGenerator.getInstance("RSA");
        generator.initialize(2048);
        return generator.generateKeyPair();
    }

    private static String enc(String value) {
        return URLEncoder.encode(value, StandardCharsets.UTF_8);
    }
}
