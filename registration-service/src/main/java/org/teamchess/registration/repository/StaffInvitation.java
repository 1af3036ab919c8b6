package org.teamchess.registration.repository;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;

/**
 * An organizer's invitation of a coach, an arbiter or a federation reader: the invitee makes an
 * account from its code, which then holds it.
 */
@Entity
@Table(name = "staff_invitation")
public class StaffInvitation {

    @Id
    private String code;

    /** {@code coach}, {@code arbiter} or {@code federation}: the realm role the account gets. */
    @Column(name = "role", nullable = false)
    private String role;

    @Column(name = "first_name", nullable = false)
    private String firstName;

    @Column(name = "last_name", nullable = false)
    private String lastName;

    @Column(name = "created_at", nullable = false)
    private Instant createdAt;

    /** The organizer's account. */
    @Column(name = "created_by", nullable = false)
    private String createdBy;

    @Column(name = "account_subject", unique = true)
    private String accountSubject;

    @Column(name = "username")
    private String username;

    @Column(name = "linked_at")
    private Instant linkedAt;

    protected StaffInvitation() {
        // for JPA
    }

    public StaffInvitation(String code, String role, String firstName, String lastName, Instant createdAt,
            String createdBy) {
        this.code = code;
        this.role = role;
        this.firstName = firstName;
        this.lastName = lastName;
        this.createdAt = createdAt;
        this.createdBy = createdBy;
    }

    /** Records the account made from the invitation; the caller has checked that it is free. */
    public void link(String accountSubject, String username, Instant at) {
        this.accountSubject = accountSubject;
        this.username = username;
        this.linkedAt = at;
    }

    public String code() {
        return code;
    }

    public String role() {
        return role;
    }

    public String firstName() {
        return firstName;
    }

    public String lastName() {
        return lastName;
    }

    public Instant createdAt() {
        return createdAt;
    }

    public String createdBy() {
        return createdBy;
    }

    public String accountSubject() {
        return accountSubject;
    }

    public String username() {
        return username;
    }

    public Instant linkedAt() {
        return linkedAt;
    }
}
