package org.teamchess.registration.repository;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.util.UUID;

/**
 * A match the tournament scheduled for a team, learnt from {@code MatchScheduled}: from then on
 * the team's roster is in play (a later issue locks it).
 */
@Entity
@Table(name = "team_match")
public class TeamMatch {

    @Id
    private Long id;

    @Column(name = "team_id", nullable = false)
    private UUID teamId;

    @Column(name = "match_id", nullable = false)
    private UUID matchId;

    @Column(name = "competition_id", nullable = false)
    private UUID competitionId;

    @Column(name = "round", nullable = false)
    private int round;

    protected TeamMatch() {
        // for JPA; rows are written by TeamMatchRepository.record
    }

    public UUID teamId() {
        return teamId;
    }

    public UUID matchId() {
        return matchId;
    }
}
