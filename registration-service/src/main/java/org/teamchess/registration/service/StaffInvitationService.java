package org.teamchess.registration.service;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.teamchess.registration.mapping.RegistrationMapper;
import org.teamchess.registration.repository.StaffInvitation;
import org.teamchess.registration.repository.StaffInvitationRepository;
import org.teamchess.registration.rest.AccountRequest;
import org.teamchess.registration.rest.InviteStaff;
import org.teamchess.registration.rest.StaffAccount;
import org.teamchess.registration.rest.StaffInvitationSummary;
import org.teamchess.registration.rest.StaffInvitationView;
import org.teamchess.support.problem.FieldError;
import org.teamchess.support.problem.ProblemException;

/**
 * An organizer's invitations of coaches, arbiters and federation readers, and the accounts made
 * from them, with the same guarantees as a child's (AccountOpening).
 */
@ApplicationScoped
public class StaffInvitationService {

    /** The realm group of each role an invitation may give. */
    static final Map<String, String> GROUPS = Map.of("coach", "/coaches", "arbiter", "/arbiters",
            "federation", "/federation");

    private final StaffInvitationRepository invitations;
    private final InvitationCodes codes;
    private final AccountOpening accounts;
    private final Clock clock;

    StaffInvitationService(StaffInvitationRepository invitations, InvitationCodes codes, AccountOpening accounts,
            Clock clock) {
        this.invitations = invitations;
        this.codes = codes;
        this.accounts = accounts;
        this.clock = clock;
    }

    /**
     * A new invitation with a fresh code.
     *
     * @throws ProblemException 400 naming {@code role}, {@code firstName} or {@code lastName}
     */
    @Transactional
    public StaffInvitationView invite(InviteStaff request, String organizer) {
        List<FieldError> errors = new ArrayList<>();
        if (request.role() == null || !GROUPS.containsKey(request.role())) {
            errors.add(new FieldError("role", "Одно из: coach, arbiter, federation / One of coach, arbiter,"
                    + " federation"));
        }
        addNameError(errors, "firstName", request.firstName());
        addNameError(errors, "lastName", request.lastName());
        if (!errors.isEmpty()) {
            throw ProblemException.badRequest(errors.size() == 1 ? "The request has an invalid field"
                    : "The request has " + errors.size() + " invalid fields", errors);
        }
        StaffInvitation invitation = new StaffInvitation(codes.next(), request.role(), request.firstName().strip(),
                request.lastName().strip(), clock.instant(), organizer);
        invitations.persist(invitation);
        return RegistrationMapper.toView(invitation);
    }

    /** Every invitation, the newest first. */
    @Transactional
    public List<StaffInvitationView> list() {
        return invitations.listNewestFirst().stream().map(RegistrationMapper::toView).toList();
    }

    /** What the invitation page shows, if there is such a code. */
    @Transactional
    public Optional<StaffInvitationSummary> find(String code) {
        return invitations.findByIdOptional(InvitationCodes.normalize(code)).map(RegistrationMapper::toSummary);
    }

    /**
     * Makes the invitee's account (the invitation's role, its names, no e-mail); the same request
     * again gives the same answer.
     *
     * @throws ProblemException 404 unknown code; 409 {@code invitation-used},
     *                          {@code username-taken}; 400 naming {@code username} or
     *                          {@code password}; 503 {@code accounts-unavailable}
     */
    public StaffAccount createAccount(String code, AccountRequest request) {
        AccountRules.Credentials credentials = AccountRules.check(request.username(), request.password());
        return accounts.inTransaction(attempt -> {
            StaffInvitation invitation = invitations.findByCodeForUpdate(InvitationCodes.normalize(code))
                    .orElseThrow(() -> ProblemException.notFound("Нет такого приглашения / No invitation " + code));
            AccountOpening.OpenedAccount opened = attempt.open(new AccountOpening.Invitee(invitation.code(),
                    invitation.firstName(), invitation.lastName(), GROUPS.get(invitation.role()),
                    invitation.accountSubject()), credentials);
            if (!opened.alreadyLinked()) {
                invitation.link(opened.accountId(), opened.username(), clock.instant());
            }
            return new StaffAccount(opened.username(), opened.accountId(), invitation.role());
        });
    }

    private static void addNameError(List<FieldError> errors, String field, String name) {
        String error = AccountRules.nameError(name);
        if (error != null) {
            errors.add(new FieldError(field, error));
        }
    }
}
