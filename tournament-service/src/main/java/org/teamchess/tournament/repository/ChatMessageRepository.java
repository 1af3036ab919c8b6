package org.teamchess.tournament.repository;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import io.quarkus.panache.common.Parameters;
import io.quarkus.panache.common.Sort;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.UUID;

/** The match chats' messages. */
@ApplicationScoped
public class ChatMessageRepository implements PanacheRepositoryBase<ChatMessageEntity, ChatMessageEntity.Key> {

    /** The match's messages numbered after {@code afterSeq}, in order, at most {@code limit}. */
    public List<ChatMessageEntity> after(UUID matchId, long afterSeq, int limit) {
        return find("key.matchId = :match and key.seq > :after",
                Sort.ascending("key.seq"), Parameters.with("match", matchId).and("after", afterSeq))
                .page(0, limit).list();
    }

    /** The match's last {@code limit} messages, in order. */
    public List<ChatMessageEntity> latest(UUID matchId, int limit) {
        List<ChatMessageEntity> messages = new ArrayList<>(find("key.matchId", Sort.descending("key.seq"), matchId)
                .page(0, limit).list());
        Collections.reverse(messages);
        return messages;
    }

    /** The number the match's next message takes; the caller holds the match's chat lock. */
    public long nextSeq(UUID matchId) {
        Long last = getEntityManager()
                .createQuery("select max(m.key.seq) from ChatMessageEntity m where m.key.matchId = :match", Long.class)
                .setParameter("match", matchId).getSingleResult();
        return last == null ? 1 : last + 1;
    }

    /** How many messages the author posted since {@code since}, in any match. */
    public long postedSince(String authorSubject, Instant since) {
        return count("authorSubject = ?1 and postedAt > ?2", authorSubject, since);
    }

    /** The oldest of the author's messages since {@code since}: when the rate limit lets him post again. */
    public Instant oldestSince(String authorSubject, Instant since) {
        return getEntityManager().createQuery("select min(m.postedAt) from ChatMessageEntity m "
                        + "where m.authorSubject = :author and m.postedAt > :since", Instant.class)
                .setParameter("author", authorSubject).setParameter("since", since).getSingleResult();
    }
}
