package org.teamchess.support.input;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import java.time.Instant;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Map;

/** Endpoints that take text and scheduled moments in every place a client can put them. */
@Path("/test/hygiene")
@Produces(MediaType.APPLICATION_JSON)
public class HygieneTestResource {

    public record Player(String surname, List<String> titles) {
    }

    public record Team(String name, List<Player> players, Map<String, String> notes,
            @WithinSchedulingWindow LocalDateTime firstRound, @WithinSchedulingWindow Instant deadline) {
    }

    @POST
    @Path("teams")
    @Consumes(MediaType.APPLICATION_JSON)
    public Team create(@Valid @NotNull Team team) {
        return team;
    }

    @GET
    @Path("codes/{code}")
    public String code(@PathParam("code") String code, @QueryParam("school") String school) {
        return code + "/" + school;
    }
}
