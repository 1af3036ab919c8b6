package org.teamchess.tournament.repository;

import jakarta.persistence.Column;
import jakarta.persistence.Embeddable;
import jakarta.persistence.EmbeddedId;
import jakarta.persistence.Entity;
import jakarta.persistence.Table;
import java.io.Serializable;
import java.time.Instant;
import java.util.Optional;
import java.util.UUID;

/**
 * One message of a match's chat (table {@code match_chat_message}), numbered from 1 within the
 * match. Written once, never changed.
 */
@Entity
@Table(name = "match_chat_message")
public class ChatMessageEntity {

    /** The match and the message's number in it. */
    @Embeddable
    public record Key(@Column(name = "match_id") UUID matchId, @Column(name = "seq") long seq) implements Serializable {
    }

    @EmbeddedId
    private Key key;

    @Column(name = "tournament_id", nullable = false)
    private UUID tournamentId;

    @Column(name = "author_subject", nullable = false)
    private String authorSubject;

    @Column(name = "author_name", nullable = false)
    private String authorName;

    @Column(name = "author_role", nullable = false)
    private String authorRole;

    @Column(name = "author_team_id")
    private UUID authorTeamId;

    @Column(name = "audience_team_id")
    private UUID audienceTeamId;

    @Column(nullable = false)
    private String body;

    @Column(name = "posted_at", nullable = false)
    private Instant postedAt;

    /** For JPA. */
    protected ChatMessageEntity() {
    }

    /**
     * @param authorRole     coach, arbiter or organizer
     * @param authorTeamId   the captain's team; null for an official
     * @param audienceTeamId null for everyone; a team for that side's captain and the officials only
     */
    public ChatMessageEntity(Key key, UUID tournamentId, String authorSubject, String authorName, String authorRole,
            UUID authorTeamId, UUID audienceTeamId, String body, Instant postedAt) {
        this.key = key;
        this.tournamentId = tournamentId;
        this.authorSubject = authorSubject;
        this.authorName = authorName;
        this.authorRole = authorRole;
        this.authorTeamId = authorTeamId;
        this.audienceTeamId = audienceTeamId;
        this.body = body;
        this.postedAt = postedAt;
    }

    public UUID matchId() {
        return key.matchId();
    }

    public long seq() {
        return key.seq();
    }

    public UUID tournamentId() {
        return tournamentId;
    }

    public String authorSubject() {
        return authorSubject;
    }

    public String authorName() {
        return authorName;
    }

    public String authorRole() {
        return authorRole;
    }

    public Optional<UUID> authorTeamId() {
        return Optional.ofNullable(authorTeamId);
    }

    /** The side the message is for; empty when it is for everyone in the chat. */
    public Optional<UUID> audienceTeamId() {
        return Optional.ofNullable(audienceTeamId);
    }

    public String body() {
        return body;
    }

    public Instant postedAt() {
        return postedAt;
    }
}
