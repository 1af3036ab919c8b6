package org.teamchess.web.rest;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.CacheControl;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.teamchess.web.config.WebConfig;

/** {@code GET /config.json}: the deployment's URLs for the page, read at every start of the page. */
@Path("/config.json")
public class ClientConfigResource {

    private final ClientConfig config;

    ClientConfigResource(WebConfig web) {
        this.config = new ClientConfig(withoutTrailingSlash(web.oidc().authServerUrl()),
                web.oidc().clientId(), withoutTrailingSlash(web.services().registration()),
                withoutTrailingSlash(web.services().game()), withoutTrailingSlash(web.services().clock()),
                withoutTrailingSlash(web.services().tournament()));
    }

    @GET
    @Produces(MediaType.APPLICATION_JSON)
    public Response get() {
        CacheControl noCache = new CacheControl();
        noCache.setNoCache(true);
        return Response.ok(config).cacheControl(noCache).build();
    }

    private static String withoutTrailingSlash(String url) {
        return url.endsWith("/") ? url.substring(0, url.length() - 1) : url;
    }
}
