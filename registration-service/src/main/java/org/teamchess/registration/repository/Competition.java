package org.teamchess.registration.repository;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.util.Arrays;
import java.util.List;
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

    /** One requirement per board, comma-separated: male, female or any. */
    @Column(name = "board_genders", nullable = false)
    private String boardGenders;

    /** One requirement per reserve slot, comma-separated; empty for no reserves. */
    @Column(name = "reserve_genders", nullable = false)
    private String reserveGenders;

    @Column(name = "ends_at", nullable = false)
    private Instant endsAt;

    protected Competition() {
        // for JPA
    }

    /**
     * @param deadline       the last moment applications are accepted
     * @param boardGenders   the gender each board requires ({@code male}, {@code female},
     *                       {@code any}); its size is the board count
     * @param reserveGenders the gender each reserve slot requires; its size is the most reserves
     * @param minGrade       the lowest grade a player may be in
     * @param maxGrade       the highest grade, at least {@code minGrade}
     * @param endsAt         when the competition is over
     */
    public Competition(UUID id, String name, ZonedDateTime deadline, List<String> boardGenders,
            List<String> reserveGenders, int minGrade, int maxGrade, Instant endsAt, Instant openedAt) {
        this.id = id;
        this.name = name;
        this.deadline = deadline.toInstant();
        this.timeZone = deadline.getZone().getId();
        this.boardCount = boardGenders.size();
        this.maxReserves = reserveGenders.size();
        this.boardGenders = String.join(",", boardGenders);
        this.reserveGenders = String.join(",", reserveGenders);
        this.endsAt = endsAt;
        this.minGrade = minGrade;
        this.maxGrade = maxGrade;
        this.openedAt = openedAt;
    }

    /** Applications are accepted up to and including the deadline. */
    public boolean acceptsApplicationsAt(Instant now) {
        return !now.isAfter(deadline);
    }

    /** Personal data may be erased on request once the competition is over. */
    public boolean hasEndedAt(Instant now) {
        return now.isAfter(endsAt);
    }

    public Instant endsAt() {
        return endsAt;
    }

    /** The gender each board requires, board 1 first. */
    public List<String> boardGenders() {
        return split(boardGenders);
    }

    /** The gender each reserve slot requires, reserve 1 first. */
    public List<String> reserveGenders() {
        return split(reserveGenders);
    }

    private static List<String> split(String joined) {
        return joined.isEmpty() ? List.of() : Arrays.asList(joined.split(","));
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
