package org.teamchess.registration.service;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Instant;
import java.util.Optional;
import java.util.UUID;
import org.teamchess.events.EventEnvelope;
import org.teamchess.registration.mapping.RegistrationMapper;
import org.teamchess.registration.repository.CompetitionRepository;
import org.teamchess.registration.repository.RosterEntry;
import org.teamchess.registration.repository.TeamApplication;
import org.teamchess.registration.repository.TeamApplicationRepository;
import org.teamchess.registration.rest.AccountRequest;
import org.teamchess.registration.rest.PlayerAccount;
import org.teamchess.registration.rest.PlayerInvitation;
import org.teamchess.registration.rest.RedeemedInvitation;
import org.teamchess.support.outbox.Outbox;
import org.teamchess.support.problem.Problem;
import org.teamchess.support.problem.ProblemException;

/**
 * A roster entry's invitation code: what it shows, an existing account linked to it (redeem), or a
 * new account made from it. Either way the link is the same: the entry's account, announced by
 * {@code PlayerLinked} through the outbox.
 */
@ApplicationScoped
public class PlayerInvitationService {

    /** The realm group of a child's account: it gives the role {@code player}. */
    public static final String GROUP = "/players";

    private final TeamApplicationRepository applications;
    private final CompetitionRepository competitions;
    private final AccountOpening accounts;
    private final Outbox outbox;
    private final Clock clock;

    PlayerInvitationService(TeamApplicationRepository applications, CompetitionRepository competitions,
            AccountOpening accounts, Outbox outbox, Clock clock) {
        this.applications = applications;
        this.competitions = competitions;
        this.accounts = accounts;
        this.outbox = outbox;
        this.clock = clock;
    }

    /** What the invitation page shows of the code, if there is such a code. */
    @Transactional
    public Optional<PlayerInvitation> find(String code) {
        return applications.findEntryByInvitation(InvitationCodes.normalize(code))
                .map(RegistrationMapper::toInvitation);
    }

    /**
     * Links the signed-in player's account to the roster entry of the code. Redeeming one's own
     * code again changes nothing.
     *
     * @param username the account's user name from its token, or null
     * @throws ProblemException 404 unknown code; 409 {@code invitation-used} when another account
     *                          holds the entry, {@code account-already-linked} when this account
     *                          plays for another entry of the competition, {@code withdrawn}
     */
    @Transactional
    public RedeemedInvitation redeem(String code, String accountSubject, String username) {
        RosterEntry found = lockedEntry(code);
        TeamApplication application = found.application();
        UUID competitionId = application.competition().id();
        RedeemedInvitation redeemed = new RedeemedInvitation(competitionId, application.teamId(),
                found.playerId(), found.board(), found.displayName(), application.school().name());
        if (accountSubject.equals(found.accountSubject())) {
            return redeemed;
        }
        requireActive(application);
        if (found.accountSubject() != null) {
            throw ProblemException.conflict("This invitation has been redeemed by another account")
                    .withType(Problem.type("invitation-used"), "Invitation used");
        }
        if (applications.findEntryByAccount(competitionId, accountSubject).isPresent()) {
            throw ProblemException.conflict("Your account already plays for a roster of this competition")
                    .withType(Problem.type("account-already-linked"), "Account already linked");
        }
        link(found, accountSubject, username, false);
        return redeemed;
    }

    /**
     * Makes the child's account from the code (role {@code player}, the roster's names, no e-mail)
     * and links it to the entry; the same request again gives the same answer.
     *
     * @throws ProblemException 404 unknown code; 409 {@code withdrawn}, {@code invitation-used},
     *                          {@code username-taken}; 400 naming {@code username} or
     *                          {@code password}; 503 {@code accounts-unavailable}
     */
    public PlayerAccount createAccount(String code, AccountRequest request) {
        AccountRules.Credentials credentials = AccountRules.check(request.username(), request.password());
        return accounts.inTransaction(attempt -> {
            RosterEntry entry = lockedEntry(code);
            TeamApplication application = entry.application();
            if (entry.accountSubject() == null) {
                requireActive(application);
            }
            AccountOpening.OpenedAccount opened = attempt.open(new AccountOpening.Invitee(entry.invitationCode(),
                    RegistrationMapper.firstName(entry), RegistrationMapper.lastName(entry), GROUP,
                    entry.accountSubject()), credentials);
            if (!opened.alreadyLinked()) {
                link(entry, opened.accountId(), opened.username(), true);
            }
            return new PlayerAccount(opened.username(), opened.accountId(), application.teamId(), entry.board(),
                    entry.playerId(), application.competition().id());
        });
    }

    /**
     * The entry of the code, read again under the competition's lock, which every change of its
     * rosters takes: no edit or other link can come between the check and the link.
     */
    private RosterEntry lockedEntry(String code) {
        RosterEntry found = applications.findEntryByInvitation(InvitationCodes.normalize(code))
                .orElseThrow(() -> ProblemException.notFound("Нет такого приглашения / No invitation " + code));
        competitions.findByIdForUpdate(found.application().competition().id());
        applications.getEntityManager().refresh(found);
        return found;
    }

    private void link(RosterEntry entry, String accountSubject, String username, boolean madeHere) {
        Instant now = clock.instant();
        entry.link(accountSubject, username, madeHere, now);
        outbox.add(EventEnvelope.of(UUID.randomUUID(), ApplicationService.SOURCE, now,
                RegistrationMapper.toPlayerLinked(entry)));
    }

    private static void requireActive(TeamApplication application) {
        if (application.withdrawn()) {
            throw ProblemException.conflict("Команда снята с соревнования / The team has been withdrawn")
                    .withType(Problem.type("withdrawn"), "Application withdrawn");
        }
    }
}
