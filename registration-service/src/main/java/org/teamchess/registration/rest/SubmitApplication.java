package org.teamchess.registration.rest;

import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * A school's team application (seed 000, Appendix 1), as its coach submits or edits it. Every field
 * is checked by the service, and every error is returned at once (RFC 9457, {@code errors[]}).
 */
@Schema(description = "A school's team application (seed 000, Appendix 1)")
public record SubmitApplication(
        @Schema(description = "The school's official name", examples = "МБОУ СОШ № 1 г. Анадыря")
        String schoolName,
        @Schema(description = "The municipality the school belongs to", examples = "Анадырь")
        String municipality,
        @Schema(description = "The team leader (teacher or trainer)")
        Leader leader,
        @Schema(description = "The school's director, who confirms the application")
        Director director,
        @Schema(description = "The players in board order: the boards first, then the reserves")
        List<RosterPlayer> roster,
        @Schema(description = "The three agreements of Appendix 1; all must be true")
        Agreements agreements) {

    /** The team leader of Appendix 1. */
    @Schema(description = "The team leader")
    public record Leader(
            @Schema(examples = "Киншова Ольга Васильевна") String fullName,
            @Schema(examples = "учитель информатики") String position,
            @Schema(description = "+7XXXXXXXXXX or 8XXXXXXXXXX, spaces, brackets and dashes allowed;"
                    + " stored as +7XXXXXXXXXX", examples = "8 (924) 665-93-75") String phone,
            @Schema(examples = "kinshova@mail.ru") String email) {
    }

    /** The director who confirms the application. */
    @Schema(description = "The school's director")
    public record Director(
            @Schema(examples = "Иванов Иван Иванович") String fullName,
            @Schema(examples = "+7 924 000-00-00") String phone) {
    }

    /** The school's agreement with the rules of the competition (note of Appendix 1). */
    @Schema(description = "The agreements of Appendix 1")
    public record Agreements(
            @Schema(description = "Players play on their own: no engines, databases, books or advice")
            Boolean fairPlay,
            @Schema(description = "The school provides the technical means to play")
            Boolean technicalMeans,
            @Schema(description = "Parents consent to the processing of personal data (152-FZ)")
            Boolean parentalConsent) {
    }
}
