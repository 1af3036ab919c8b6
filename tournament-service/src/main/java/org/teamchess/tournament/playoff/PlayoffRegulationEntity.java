package org.teamchess.tournament.playoff;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.util.UUID;

/**
 * A tournament's regulation on play-offs (seed 004 Art. 30.5.1: fixed before the start): places 1
 * to {@code places} are decided by play-off among the teams level on the primary score.
 */
@Entity
@Table(name = "playoff_regulation")
public class PlayoffRegulationEntity {

    @Id
    @Column(name = "tournament_id")
    private UUID tournamentId;

    @Column(nullable = false)
    private int places;

    /** For JPA. */
    protected PlayoffRegulationEntity() {
    }

    public PlayoffRegulationEntity(UUID tournamentId, int places) {
        this.tournamentId = tournamentId;
        this.places = places;
    }

    public UUID tournamentId() {
        return tournamentId;
    }

    public int places() {
        return places;
    }
}
