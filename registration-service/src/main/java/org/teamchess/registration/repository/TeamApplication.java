package org.teamchess.registration.repository;

import jakarta.persistence.CascadeType;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.OneToMany;
import jakarta.persistence.OrderBy;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.UUID;

/** A school's team application to a competition; its id is the team's id. */
@Entity
@Table(name = "team_application")
public class TeamApplication {

    @Id
    private UUID id;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "competition_id", nullable = false)
    private Competition competition;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "school_id", nullable = false)
    private School school;

    /** The OIDC subject of the coach who submitted it. */
    @Column(name = "coach_subject", nullable = false)
    private String coachSubject;

    @Column(name = "arrival", nullable = false)
    private int arrival;

    @Column(name = "submitted_at", nullable = false)
    private Instant submittedAt;

    @OneToMany(mappedBy = "application", cascade = CascadeType.ALL, orphanRemoval = true)
    @OrderBy("board")
    private List<RosterEntry> roster = new ArrayList<>();

    protected TeamApplication() {
        // for JPA
    }

    /** @param arrival the order of arrival in the competition, from 1 */
    public TeamApplication(UUID teamId, Competition competition, School school, String coachSubject,
            int arrival, Instant submittedAt) {
        this.id = teamId;
        this.competition = competition;
        this.school = school;
        this.coachSubject = coachSubject;
        this.arrival = arrival;
        this.submittedAt = submittedAt;
    }

    /** Adds a player at the next board of the roster. */
    public void addPlayer(UUID playerId, String displayName, int grade) {
        roster.add(new RosterEntry(playerId, this, roster.size() + 1, displayName, grade));
    }

    public UUID teamId() {
        return id;
    }

    public Competition competition() {
        return competition;
    }

    public School school() {
        return school;
    }

    public int arrival() {
        return arrival;
    }

    public Instant submittedAt() {
        return submittedAt;
    }

    /** The players in board order. */
    public List<RosterEntry> roster() {
        return Collections.unmodifiableList(roster);
    }
}
