package org.teamchess.tournament.playoff;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import jakarta.persistence.Version;
import java.time.Instant;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Collectors;

/** A play-off of teams level for a place (table {@code playoff}). */
@Entity
@Table(name = "playoff")
public class PlayoffEntity {

    /** Where a play-off stands. */
    public enum Status {
        /** Its matches are being played. */
        PLAYING,
        /** It is over: the final order stands. */
        DECIDED,
        /** It was not held (declared so, its deadline passed, or no scheme fits): the tie-breaks decide. */
        NOT_HELD
    }

    @Id
    private UUID id;

    @Column(name = "tournament_id", nullable = false)
    private UUID tournamentId;

    @Column(name = "first_place", nullable = false)
    private int firstPlace;

    @Column(name = "team_ids", nullable = false)
    private String teamIds;

    @Column(nullable = false)
    private String status;

    @Column(name = "final_order")
    private String finalOrder;

    @Column(name = "decided_by_playoff")
    private String decidedByPlayoff;

    private String note;

    @Column(nullable = false)
    private Instant deadline;

    @Column(name = "created_at", nullable = false)
    private Instant createdAt;

    @Column(name = "decided_at")
    private Instant decidedAt;

    @Version
    private long version;

    /** For JPA. */
    protected PlayoffEntity() {
    }

    public PlayoffEntity(UUID id, UUID tournamentId, int firstPlace, List<UUID> teams, Instant deadline,
            Instant createdAt) {
        this.id = id;
        this.tournamentId = tournamentId;
        this.firstPlace = firstPlace;
        this.teamIds = join(teams);
        this.status = Status.PLAYING.name();
        this.deadline = deadline;
        this.createdAt = createdAt;
    }

    public UUID id() {
        return id;
    }

    public UUID tournamentId() {
        return tournamentId;
    }

    public int firstPlace() {
        return firstPlace;
    }

    /** The level teams in their standings order before the play-off. */
    public List<UUID> teams() {
        return split(teamIds);
    }

    public Status status() {
        return Status.valueOf(status);
    }

    /** The final order, once decided or not held. */
    public List<UUID> finalOrder() {
        return finalOrder == null ? teams() : split(finalOrder);
    }

    /** The teams whose place the play-off decided (none when it was not held). */
    public Set<UUID> decidedByPlayoff() {
        return Set.copyOf(decidedByPlayoff == null ? List.of() : split(decidedByPlayoff));
    }

    public Optional<String> note() {
        return Optional.ofNullable(note);
    }

    public Instant deadline() {
        return deadline;
    }

    public Optional<Instant> decidedAt() {
        return Optional.ofNullable(decidedAt);
    }

    /** The play-off is over with this order. */
    public void decide(List<UUID> order, Collection<UUID> byPlayoff, Instant now) {
        this.status = Status.DECIDED.name();
        this.finalOrder = join(order);
        this.decidedByPlayoff = join(byPlayoff);
        this.decidedAt = now;
    }

    /** The play-off is not held: the standings order (by the tie-breaks) stands. */
    public void notHeld(String why, Instant now) {
        this.status = Status.NOT_HELD.name();
        this.finalOrder = teamIds;
        this.decidedByPlayoff = null;
        this.note = why;
        this.decidedAt = now;
    }

    private static String join(Collection<UUID> ids) {
        return ids.stream().map(UUID::toString).collect(Collectors.joining(","));
    }

    private static List<UUID> split(String ids) {
        return ids.isEmpty() ? List.of() : Arrays.stream(ids.split(",")).map(UUID::fromString).toList();
    }
}
