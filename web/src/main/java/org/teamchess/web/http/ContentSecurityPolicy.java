package org.teamchess.web.http;

import io.vertx.ext.web.Router;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.net.URI;
import java.util.LinkedHashSet;
import java.util.Set;
import org.teamchess.web.config.WebConfig;

/**
 * The Content-Security-Policy of every response of the web module: the page runs only its own
 * scripts and styles (the Vite build inlines none), talks only to Keycloak and the services named
 * in {@code /config.json} (HTTP, and WebSockets to game-service), shows images of its own or
 * {@code data:} (the login cards' QR codes), and may be framed by no one (clickjacking). Keycloak
 * may be framed by the page for oidc-client-ts's silent renewal when no refresh token is at hand.
 * Built from {@link WebConfig} so one build serves every deployment.
 */
@ApplicationScoped
public class ContentSecurityPolicy {

    /** Before the static resources and /config.json, so that every answer carries it. */
    static final int ROUTE_ORDER = -100;

    private final String policy;

    ContentSecurityPolicy(WebConfig web) {
        this.policy = policy(web);
    }

    void install(@Observes Router router) {
        router.route().order(ROUTE_ORDER).handler(context -> {
            context.response().putHeader("Content-Security-Policy", policy);
            context.response().putHeader("X-Frame-Options", "DENY");
            context.next();
        });
    }

    /** The policy for these URLs. */
    public static String policy(WebConfig web) {
        String keycloak = origin(web.oidc().authServerUrl());
        Set<String> connect = new LinkedHashSet<>();
        connect.add("'self'");
        connect.add(keycloak);
        for (String service : new String[] {web.services().registration(), web.services().game(),
                web.services().clock(), web.services().tournament()}) {
            String origin = origin(service);
            connect.add(origin);
            connect.add(origin.replaceFirst("^http", "ws"));
        }
        return String.join("; ",
                "default-src 'self'",
                "script-src 'self'",
                "style-src 'self'",
                "img-src 'self' data:",
                "font-src 'self'",
                "connect-src " + String.join(" ", connect),
                "frame-src " + keycloak,
                "form-action 'self' " + keycloak,
                "object-src 'none'",
                "base-uri 'self'",
                "frame-ancestors 'none'");
    }

    /** {@code http://127.0.0.1:8180/realms/teamchess} as {@code http://127.0.0.1:8180}. */
    static String origin(String url) {
        URI uri = URI.create(url);
        if (uri.getScheme() == null || uri.getHost() == null) {
            throw new IllegalArgumentException("Not an absolute http(s) URL: " + url);
        }
        return uri.getScheme() + "://" + uri.getHost() + (uri.getPort() < 0 ? "" : ":" + uri.getPort());
    }
}
