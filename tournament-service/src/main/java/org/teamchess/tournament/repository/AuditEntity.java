package org.teamchess.tournament.repository;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.Optional;
import java.util.UUID;

/** One entry of a tournament's audit trail (table {@code tournament_audit}): who changed what, and why. */
@Entity
@Table(name = "tournament_audit")
public class AuditEntity {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    @Column(name = "tournament_id", nullable = false)
    private UUID tournamentId;

    @Column(nullable = false)
    private Instant at;

    @Column(nullable = false)
    private String actor;

    @Column(nullable = false)
    private String action;

    @Column(nullable = false)
    private String detail;

    private String reason;

    /** For JPA. */
    protected AuditEntity() {
    }

    /**
     * @param action {@code created}, {@code round-published} or {@code round-moved}
     * @param reason why, when the action asks for one; else null
     */
    public AuditEntity(UUID tournamentId, Instant at, String actor, String action, String detail, String reason) {
        this.tournamentId = tournamentId;
        this.at = at;
        this.actor = actor;
        this.action = action;
        this.detail = detail;
        this.reason = reason;
    }

    public Instant at() {
        return at;
    }

    public String actor() {
        return actor;
    }

    public String action() {
        return action;
    }

    public String detail() {
        return detail;
    }

    public Optional<String> reason() {
        return Optional.ofNullable(reason);
    }
}
