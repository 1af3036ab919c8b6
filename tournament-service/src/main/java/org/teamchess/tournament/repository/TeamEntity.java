package org.teamchess.tournament.repository;

import jakarta.persistence.CollectionTable;
import jakarta.persistence.Column;
import jakarta.persistence.ElementCollection;
import jakarta.persistence.Embeddable;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.OrderColumn;
import jakarta.persistence.Table;
import jakarta.persistence.Version;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.UUID;

/**
 * A team of a competition as registration-service announced it (table {@code team}): its
 * registration from {@code TeamRegistered}, its roster from {@code RosterChanged}. The players'
 * public names are a projection of registration-service's, fetched from its API (Kafka carries
 * ids only) by {@code service.RosterNamesProjection} and forgotten on {@code PersonalDataErased}.
 */
@Entity
@Table(name = "team")
public class TeamEntity {

    @Id
    @Column(name = "team_id")
    private UUID teamId;

    @Column(name = "competition_id", nullable = false)
    private UUID competitionId;

    @Column(name = "school_id")
    private UUID schoolId;

    @Column(name = "name")
    private String name;

    @Column(name = "coach_subject")
    private String coachSubject;

    @Column(name = "board_count")
    private Integer boardCount;

    @Column(name = "registered_at")
    private Instant registeredAt;

    /** Male, female or any per roster place, comma-separated; null when registration gave none. */
    @Column(name = "composition_rule")
    private String compositionRule;

    @ElementCollection
    @CollectionTable(name = "team_roster", joinColumns = @JoinColumn(name = "team_id"))
    @OrderColumn(name = "position")
    private List<RosterPlace> roster = new ArrayList<>();

    /** A place on the roster: the player and the name pairings show (null until fetched). */
    @Embeddable
    public static class RosterPlace {

        @Column(name = "player_id", nullable = false)
        private UUID playerId;

        @Column(name = "display_name")
        private String displayName;

        /** For JPA. */
        protected RosterPlace() {
        }

        RosterPlace(UUID playerId, String displayName) {
            this.playerId = playerId;
            this.displayName = displayName;
        }
    }

    @Version
    private long version;

    /** For JPA. */
    protected TeamEntity() {
    }

    public TeamEntity(UUID teamId, UUID competitionId) {
        this.teamId = teamId;
        this.competitionId = competitionId;
    }

    /**
     * Records the registration; {@code registeredAt} orders the teams of a competition.
     *
     * @param name         the team's public name, or null when the event had none
     * @param coachSubject the coach's account, or null when the event had none
     * @param compositionRule what each roster place requires (male, female or any), or null when
     *                     the event had none
     */
    public void register(UUID schoolId, String name, String coachSubject, int boardCount, List<String> compositionRule,
            Instant registeredAt) {
        this.compositionRule = compositionRule == null ? null : String.join(",", compositionRule);
        this.schoolId = schoolId;
        this.name = name;
        this.coachSubject = coachSubject;
        this.boardCount = boardCount;
        this.registeredAt = registeredAt;
    }

    /**
     * Replaces the roster: player ids, boards first, then reserves. A player who stays keeps the
     * name fetched for him; a new one has none until the names are fetched.
     */
    public void replaceRoster(List<UUID> playerIds) {
        Map<UUID, String> kept = displayNames();
        roster.clear();
        for (UUID playerId : playerIds) {
            roster.add(new RosterPlace(playerId, kept.get(playerId)));
        }
    }

    /**
     * Takes the names registration-service gave for the players on the roster; a name for a player
     * not on it is ignored (the roster is the events', which may be older or newer than the names).
     */
    public void name(Map<UUID, String> names) {
        for (RosterPlace place : roster) {
            if (names.containsKey(place.playerId)) {
                place.displayName = names.get(place.playerId);
            }
        }
    }

    /** Forgets every name of the roster: the school's personal data was erased. */
    public void forgetNames() {
        roster.forEach(place -> place.displayName = null);
    }

    /** Whether a player of the roster has no name yet. */
    public boolean missesNames() {
        return roster.stream().anyMatch(place -> place.displayName == null);
    }

    /** The optimistic version: changes with every change of the team, its roster and names. */
    public long version() {
        return version;
    }

    public UUID teamId() {
        return teamId;
    }

    public UUID competitionId() {
        return competitionId;
    }

    /** Whether its TeamRegistered has arrived. */
    public boolean registered() {
        return registeredAt != null;
    }

    public Optional<UUID> schoolId() {
        return Optional.ofNullable(schoolId);
    }

    /** The public name (school and municipality), when registration-service gave one. */
    public Optional<String> name() {
        return Optional.ofNullable(name);
    }

    /** Whether the account is the team's coach, who submits its line-ups. */
    public boolean coachedBy(String subject) {
        return coachSubject != null && coachSubject.equals(subject);
    }

    public OptionalInt boardCount() {
        return boardCount == null ? OptionalInt.empty() : OptionalInt.of(boardCount);
    }

    public Optional<Instant> registeredAt() {
        return Optional.ofNullable(registeredAt);
    }

    /** The players in roster order; empty until the roster arrived. */
    public List<UUID> roster() {
        return roster.stream().map(place -> place.playerId).toList();
    }

    /** The player's public name, when the roster names him and registration gave one. */
    public Optional<String> displayName(UUID playerId) {
        return roster.stream().filter(place -> place.playerId.equals(playerId)).findFirst()
                .map(place -> place.displayName);
    }

    /** The public names registration gave, by player id. */
    public Map<UUID, String> displayNames() {
        Map<UUID, String> names = new HashMap<>();
        roster.stream().filter(place -> place.displayName != null)
                .forEach(place -> names.put(place.playerId, place.displayName));
        return names;
    }

    /**
     * What the roster place requires of its player: {@code male}, {@code female} or {@code any}
     * ({@code any} too when registration gave no rule or the place is beyond it).
     */
    public String requirementOfPlace(int position) {
        List<String> rule = compositionRule == null || compositionRule.isEmpty() ? List.of()
                : Arrays.asList(compositionRule.split(","));
        return position < rule.size() ? rule.get(position) : "any";
    }
}
