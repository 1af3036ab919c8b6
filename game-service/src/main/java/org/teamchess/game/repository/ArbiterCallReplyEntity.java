package org.teamchess.game.repository;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.UUID;

/**
 * A line of an arbiter call's thread (table {@code arbiter_call_reply}, V12__arbiter_call_replies.sql):
 * the caller's or an arbiter's; kept for good with the game.
 */
@Entity
@Table(name = "arbiter_call_reply")
public class ArbiterCallReplyEntity {

    @Id
    private UUID id;

    @Column(name = "call_id", nullable = false)
    private UUID callId;

    @Column(name = "author_id", nullable = false)
    private String authorId;

    @Column(name = "author_name", nullable = false)
    private String authorName;

    /** {@code player} or {@code arbiter}. */
    @Column(name = "author_role", nullable = false)
    private String authorRole;

    @Column(nullable = false)
    private String text;

    @Column(name = "posted_at", nullable = false)
    private Instant postedAt;

    /** For JPA. */
    protected ArbiterCallReplyEntity() {
    }

    public ArbiterCallReplyEntity(UUID callId, String authorId, String authorName, String authorRole, String text,
            Instant postedAt) {
        this.id = UUID.randomUUID();
        this.callId = callId;
        this.authorId = authorId;
        this.authorName = authorName;
        this.authorRole = authorRole;
        this.text = text;
        this.postedAt = postedAt;
    }

    public UUID callId() {
        return callId;
    }

    public String authorId() {
        return authorId;
    }

    public String authorName() {
        return authorName;
    }

    public String authorRole() {
        return authorRole;
    }

    public String text() {
        return text;
    }

    public Instant postedAt() {
        return postedAt;
    }
}
