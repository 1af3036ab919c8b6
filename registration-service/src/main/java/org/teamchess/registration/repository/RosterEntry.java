package org.teamchess.registration.repository;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;
import java.time.Instant;
import java.time.LocalDate;
import java.util.UUID;

/**
 * A player of a roster; its id is the player's id in pairings and games. The full name, birth date
 * and gender are personal data (null once erased, or for a V1 application that never had them).
 */
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

    @Column(name = "surname")
    private String surname;

    @Column(name = "first_name")
    private String firstName;

    @Column(name = "patronymic")
    private String patronymic;

    @Column(name = "birth_date")
    private LocalDate birthDate;

    @Column(name = "gender")
    private String gender;

    @Column(name = "invitation_code", unique = true)
    private String invitationCode;

    /** The OIDC subject of the player's account, once the code is redeemed. */
    @Column(name = "account_subject")
    private String accountSubject;

    @Column(name = "linked_at")
    private Instant linkedAt;

    /** The linked account's user name, when known (made here, or from the redeeming token). */
    @Column(name = "account_username")
    private String accountUsername;

    /** Whether this service made the linked account from the invitation (its coach may reset it). */
    @Column(name = "account_made_here", nullable = false)
    private boolean accountMadeHere;

    protected RosterEntry() {
        // for JPA
    }

    RosterEntry(UUID playerId, TeamApplication application, String invitationCode) {
        this.id = playerId;
        this.application = application;
        this.invitationCode = invitationCode;
    }

    /** Sets what the application says about the player. */
    public void describe(int board, String displayName, PlayerData player) {
        this.board = board;
        this.displayName = displayName;
        this.grade = player.grade();
        this.surname = player.surname();
        this.firstName = player.firstName();
        this.patronymic = player.patronymic();
        this.birthDate = player.birthDate();
        this.gender = player.gender();
    }

    /**
     * Links the player's account; the caller has checked that the entry is free.
     *
     * @param username the account's user name, or null when unknown
     * @param madeHere whether this service made the account from the entry's invitation code
     */
    public void link(String accountSubject, String username, boolean madeHere, Instant at) {
        this.accountSubject = accountSubject;
        this.accountUsername = username;
        this.accountMadeHere = madeHere;
        this.linkedAt = at;
    }

    /** Forgets the person: the name becomes the board's, dates and links go. */
    void erase(String anonymousName) {
        displayName = anonymousName;
        surname = null;
        firstName = null;
        patronymic = null;
        birthDate = null;
        accountSubject = null;
        accountUsername = null;
        accountMadeHere = false;
        invitationCode = null;
    }

    public UUID playerId() {
        return id;
    }

    public TeamApplication application() {
        return application;
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

    public String surname() {
        return surname;
    }

    public String firstName() {
        return firstName;
    }

    public String patronymic() {
        return patronymic;
    }

    public LocalDate birthDate() {
        return birthDate;
    }

    public String gender() {
        return gender;
    }

    public String invitationCode() {
        return invitationCode;
    }

    public String accountSubject() {
        return accountSubject;
    }

    public Instant linkedAt() {
        return linkedAt;
    }

    public String accountUsername() {
        return accountUsername;
    }

    public boolean accountMadeHere() {
        return accountMadeHere;
    }

    /**
     * What an application says about a player.
     *
     * @param gender {@code male} or {@code female}
     */
    public record PlayerData(String surname, String firstName, String patronymic, int grade,
            LocalDate birthDate, String gender) {
    }
}
