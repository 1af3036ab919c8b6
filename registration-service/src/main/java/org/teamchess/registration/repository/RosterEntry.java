package org.teamchess.registration.repository;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;
import java.util.UUID;

/** A player of a roster; its id is the player's id in pairings and games. */
@Entity
@Table(name = "roster_entry")
public class RosterEntry {

    @Id
    private UUID id;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "application_id", nullable = false)
    private TeamApplication application;

    @Column(name = "board", nullable = false)
    private int board;

    @Column(name = "display_name", nullable = false)
    private String displayName;

    @Column(name = "grade", nullable = false)
    private int grade;

    protected RosterEntry() {
        // for JPA
    }

    RosterEntry(UUID playerId, TeamApplication application, int board, String displayName, int grade) {
        this.id = playerId;
        this.application = application;
        this.board = board;
        this.displayName = displayName;
        this.grade = grade;
    }

    public UUID playerId() {
        return id;
    }

    public int board() {
        return board;
    }

    public String displayName() {
        return displayName;
    }

    public int grade() {
        return grade;
    }
}
