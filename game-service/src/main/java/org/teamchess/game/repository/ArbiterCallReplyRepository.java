package org.teamchess.game.repository;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import io.quarkus.panache.common.Sort;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Collectors;

/** The lines of the arbiter calls' threads. */
@ApplicationScoped
public class ArbiterCallReplyRepository implements PanacheRepositoryBase<ArbiterCallReplyEntity, UUID> {

    /** A call's thread, the oldest first. */
    public List<ArbiterCallReplyEntity> of(UUID callId) {
        return list("callId", Sort.by("postedAt").and("id"), callId);
    }

    /** The threads of these calls, each the oldest first. */
    public Map<UUID, List<ArbiterCallReplyEntity>> of(Collection<UUID> callIds) {
        if (callIds.isEmpty()) {
            return Map.of();
        }
        return list("callId in ?1", Sort.by("postedAt").and("id"), callIds).stream()
                .collect(Collectors.groupingBy(ArbiterCallReplyEntity::callId));
    }
}
