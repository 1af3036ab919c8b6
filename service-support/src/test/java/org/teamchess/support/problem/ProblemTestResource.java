package org.teamchess.support.problem;

import jakarta.annotation.security.RolesAllowed;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import java.time.LocalDate;
import java.util.List;

/** Endpoints that fail in every way the mappers handle. */
@Path("/test/problems")
@Produces(MediaType.APPLICATION_JSON)
public class ProblemTestResource {

    public record Entry(@NotBlank String name, @NotNull @Min(1) @Max(11) Integer grade) {
    }

    public record Sample(@NotBlank @Size(max = 20) String title, @NotNull @Min(1) Integer count,
            @NotNull @Size(min = 1) List<@Valid Entry> entries, LocalDate day) {
    }

    @GET
    @Path("missing")
    public String missing() {
        throw ProblemException.notFound("No sample 42");
    }

    @GET
    @Path("closed")
    public String closed() {
        throw ProblemException.conflict("Applications closed at noon")
                .withType(Problem.type("deadline-passed"), "Application deadline passed");
    }

    @POST
    @Path("samples")
    @Consumes(MediaType.APPLICATION_JSON)
    public Sample create(@Valid @NotNull Sample sample) {
        return sample;
    }

    @GET
    @Path("pages")
    public String page(@QueryParam("page") @Min(1) int page) {
        return "page " + page;
    }

    @GET
    @Path("broken")
    public String broken() {
        throw new IllegalStateException("secret internals");
    }

    @GET
    @Path("gone")
    public String gone() {
        throw new NotFoundException("No such sample");
    }

    @GET
    @Path("blank")
    @NotBlank
    public String blank() {
        return "";
    }

    @GET
    @Path("organizers")
    @RolesAllowed("organizer")
    public String organizers() {
        return "hello organizer";
    }
}
