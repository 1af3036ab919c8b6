package org.teamchess.tournament.repository;

import jakarta.persistence.CollectionTable;
import jakarta.persistence.Column;
import jakarta.persistence.ElementCollection;
import jakarta.persistence.Embeddable;
import jakarta.persistence.EmbeddedId;
import jakarta.persistence.Entity;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.OrderColumn;
import jakarta.persistence.Table;
import jakarta.persistence.Version;
import java.io.Serializable;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/** A team's line-up for one round (table {@code line_up}): its players by board, board 1 first. */
@Entity
@Table(name = "line_up")
public class LineUpEntity {

    /** The tournament, the round and the team. */
    @Embeddable
    public record Key(@Column(name = "tournament_id") UUID tournamentId, @Column(name = "round") int round,
            @Column(name = "team_id") UUID teamId) implements Serializable {
    }

    @EmbeddedId
    private Key key;

    @ElementCollection
    @CollectionTable(name = "line_up_player", joinColumns = {
            @JoinColumn(name = "tournament_id", referencedColumnName = "tournament_id"),
            @JoinColumn(name = "round", referencedColumnName = "round"),
            @JoinColumn(name = "team_id", referencedColumnName = "team_id")})
    @OrderColumn(name = "position")
    @Column(name = "player_id", nullable = false)
    private List<UUID> players = new ArrayList<>();

    @Column(name = "submitted_by", nullable = false)
    private String submittedBy;

    @Column(name = "submitted_at", nullable = false)
    private Instant submittedAt;

    @Version
    private long version;

    /** For JPA. */
    protected LineUpEntity() {
    }

    public LineUpEntity(Key key) {
        this.key = key;
    }

    /** Replaces the players: the latest submission before the round is published wins. */
    public void submit(List<UUID> playersByBoard, String by, Instant at) {
        players.clear();
        players.addAll(playersByBoard);
        this.submittedBy = by;
        this.submittedAt = at;
    }

    public List<UUID> players() {
        return List.copyOf(players);
    }

    public String submittedBy() {
        return submittedBy;
    }

    public Instant submittedAt() {
        return submittedAt;
    }
}
