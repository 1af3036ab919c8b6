package org.teamchess.registration.repository;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import io.quarkus.panache.common.Sort;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.LockModeType;
import java.util.List;
import java.util.Optional;

@ApplicationScoped
public class StaffInvitationRepository implements PanacheRepositoryBase<StaffInvitation, String> {

    /** The invitation, locked until the transaction ends: one account is made from it at a time. */
    public Optional<StaffInvitation> findByCodeForUpdate(String code) {
        return findByIdOptional(code, LockModeType.PESSIMISTIC_WRITE);
    }

    /** Every invitation, the newest first. */
    public List<StaffInvitation> listNewestFirst() {
        return listAll(Sort.descending("createdAt").and("code"));
    }
}
