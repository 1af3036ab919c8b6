package org.teamchess.registration.repository;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.util.UUID;

/** A competition open for applications, with its team rule. */
@Entity
@Table(name = "competition")
public class Competition {

    @Id
    private UUID id;

    @Column(name = "name", nullable = false)
    private String name;

    @Column(name = "deadline", nullable = false)
    private Instant deadline;

    @Column(name = "time_zone", nullable = false)
    private String timeZone;

    @Column(name = "board_count", nullable = false)
    private int boardCount;

    @Column(name = "max_reserves", nullable = false)
    private int maxReserves;

    @Column(name = "min_grade", nullable = false)
    private int minGrade;

    @Column(name = "max_grade", nullable = false)
    private int maxGrade;

    @Column(name = "opened_at", nullable = false)
    private Instant openedAt;

    protected Competition() {
        // for JPA
    }

    /**
     * @param deadline    the last moment applications are accepted
     * @param boardCount  boards a team plays on
     * @param maxReserves reserves a roster may add
     * @param minGrade    the lowest grade a player may be in
     * @param maxGrade    the highest grade, at least {@code minGrade}
     */
    public Competition(UUID id, String name, ZonedDateTime deadline, int boardCount, int maxReserves,
            int minGrade, int maxGrade, Instant openedAt) {
        this.id = id;
        this.name = name;
        this.deadline = deadline.toInstant();
        this.timeZone = deadline.getZone().getId();
        this.boardCount = boardCount;
        this.maxReserves = maxReserves;
        this.minGrade = minGrade;
        this.maxGrade = maxGrade;
        this.openedAt = openedAt;
    }

    /** Applications are accepted up to and including the deadline. */
    public boolean acceptsApplicationsAt(Instant now) {
        return !now.isAfter(deadline);
    }

    public UUID id() {
        return id;
    }

    public String name() {
        return name;
    }

    /** The deadline in the competition's time zone. */
    public ZonedDateTime deadline() {
        return deadline.atZone(ZoneId.of(timeZone));
    }

    public int boardCount() {
        return boardCount;
    }

    public int maxReserves() {
        return maxReserves;
    }

    public int minGrade() {
        return minGrade;
    }

    public int maxGrade() {
        return maxGrade;
    }
}
