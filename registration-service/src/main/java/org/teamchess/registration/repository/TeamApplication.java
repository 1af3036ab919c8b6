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

    @Column(name = "leader_full_name")
    private String leaderFullName;

    @Column(name = "leader_position")
    private String leaderPosition;

    @Column(name = "leader_phone")
    private String leaderPhone;

    @Column(name = "leader_email")
    private String leaderEmail;

    @Column(name = "director_full_name")
    private String directorFullName;

    @Column(name = "director_phone")
    private String directorPhone;

    @Column(name = "agreed_fair_play", nullable = false)
    private boolean agreedFairPlay;

    @Column(name = "agreed_technical_means", nullable = false)
    private boolean agreedTechnicalMeans;

    @Column(name = "agreed_parental_consent", nullable = false)
    private boolean agreedParentalConsent;

    @Column(name = "updated_at")
    private Instant updatedAt;

    @Column(name = "withdrawn_at")
    private Instant withdrawnAt;

    @Column(name = "personal_data_erased_at")
    private Instant personalDataErasedAt;

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

    /** Sets the contacts and the agreements the application gives. */
    public void describe(Contacts contacts, boolean fairPlay, boolean technicalMeans,
            boolean parentalConsent) {
        this.leaderFullName = contacts.leaderFullName();
        this.leaderPosition = contacts.leaderPosition();
        this.leaderPhone = contacts.leaderPhone();
        this.leaderEmail = contacts.leaderEmail();
        this.directorFullName = contacts.directorFullName();
        this.directorPhone = contacts.directorPhone();
        this.agreedFairPlay = fairPlay;
        this.agreedTechnicalMeans = technicalMeans;
        this.agreedParentalConsent = parentalConsent;
    }

    /** A new roster entry with a new id and invitation code, not yet in the roster. */
    public RosterEntry newEntry(String invitationCode) {
        return new RosterEntry(UUID.randomUUID(), this, invitationCode);
    }

    /** The roster is now these entries, in board order; entries left out are removed. */
    public void replaceRoster(List<RosterEntry> entries) {
        roster.retainAll(entries);
        for (RosterEntry entry : entries) {
            if (!roster.contains(entry)) {
                roster.add(entry);
            }
        }
        roster.sort(java.util.Comparator.comparingInt(RosterEntry::board));
    }

    /** The application now speaks for this school (an edit changed its name or municipality). */
    public void moveTo(School school) {
        this.school = school;
    }

    public void touch(Instant at) {
        this.updatedAt = at;
    }

    public void withdraw(Instant at) {
        this.withdrawnAt = at;
    }

    /** Forgets the people of the application; the school, the ids and the boards stay. */
    public void erasePersonalData(Instant at) {
        leaderFullName = null;
        leaderPosition = null;
        leaderPhone = null;
        leaderEmail = null;
        directorFullName = null;
        directorPhone = null;
        for (RosterEntry entry : roster) {
            boolean reserve = entry.board() > competition.boardCount();
            entry.erase(reserve ? "Запасной " + (entry.board() - competition.boardCount())
                    : "Доска " + entry.board());
        }
        personalDataErasedAt = at;
    }

    /** The three agreements of Appendix 1 are given (a V1 application has none). */
    public boolean complete() {
        return agreedFairPlay && agreedTechnicalMeans && agreedParentalConsent;
    }

    public boolean withdrawn() {
        return withdrawnAt != null;
    }

    public String coachSubject() {
        return coachSubject;
    }

    public Contacts contacts() {
        return new Contacts(leaderFullName, leaderPosition, leaderPhone, leaderEmail,
                directorFullName, directorPhone);
    }

    public boolean agreedFairPlay() {
        return agreedFairPlay;
    }

    public boolean agreedTechnicalMeans() {
        return agreedTechnicalMeans;
    }

    public boolean agreedParentalConsent() {
        return agreedParentalConsent;
    }

    public Instant updatedAt() {
        return updatedAt;
    }

    public Instant withdrawnAt() {
        return withdrawnAt;
    }

    public Instant personalDataErasedAt() {
        return personalDataErasedAt;
    }

    /** The team leader's and the director's details; phones normalized to +7XXXXXXXXXX. */
    public record Contacts(String leaderFullName, String leaderPosition, String leaderPhone,
            String leaderEmail, String directorFullName, String directorPhone) {
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
