package org.teamchess.registration.service;

import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.util.List;
import java.util.UUID;
import org.teamchess.registration.client.AccountDirectory;
import org.teamchess.registration.client.AccountDirectoryUnavailableException;
import org.teamchess.registration.mapping.RegistrationMapper;
import org.teamchess.registration.repository.RosterEntry;
import org.teamchess.registration.repository.TeamApplication;
import org.teamchess.registration.rest.LoginCard;
import org.teamchess.registration.rest.NewPassword;
import org.teamchess.support.problem.Problem;
import org.teamchess.support.problem.ProblemException;

/** The coach's tools for the children's accounts: login cards and a new password. */
@ApplicationScoped
public class LoginCardService {

    private final TeamAccess teamAccess;
    private final AccountDirectory directory;
    private final ChildPasswords passwords;

    LoginCardService(TeamAccess teamAccess, AccountDirectory directory, ChildPasswords passwords) {
        this.teamAccess = teamAccess;
        this.directory = directory;
        this.passwords = passwords;
    }

    /**
     * The team's login cards in board order, for its own coach and organizers.
     *
     * @throws ProblemException 404 unknown team; 403 another coach
     */
    @Transactional
    public List<LoginCard> loginCards(UUID competitionId, UUID teamId, Caller caller) {
        return teamAccess.ownOrOrganizer(competitionId, teamId, caller).roster().stream()
                .map(RegistrationMapper::toLoginCard)
                .toList();
    }

    /**
     * Gives a child's account made from its invitation a new random password (and lifts a
     * brute-force lock); the password is returned once and kept nowhere here.
     *
     * @throws ProblemException 404 unknown team or player; 403 another coach; 409
     *                          {@code no-account} when the child has no account made here; 503
     *                          {@code accounts-unavailable}
     */
    public NewPassword resetPassword(UUID competitionId, UUID teamId, UUID playerId, Caller caller) {
        RosterEntry entry = QuarkusTransaction.requiringNew().call(() -> {
            TeamApplication team = teamAccess.ownOrOrganizer(competitionId, teamId, caller);
            return team.roster().stream()
                    .filter(player -> player.playerId().equals(playerId))
                    .findFirst()
                    .orElseThrow(() -> ProblemException.notFound("No player " + playerId + " in team " + teamId));
        });
        if (entry.accountSubject() == null || !entry.accountMadeHere()) {
            throw noAccount();
        }
        String password = passwords.next();
        try {
            if (!directory.setPassword(entry.accountSubject(), password)) {
                throw noAccount();
            }
        } catch (AccountDirectoryUnavailableException unavailable) {
            throw AccountOpening.unavailable(unavailable);
        }
        return new NewPassword(entry.accountUsername(), password);
    }

    private static ProblemException noAccount() {
        return ProblemException.conflict("У ученика ещё нет учётной записи, созданной по приглашению / The"
                        + " child has no account made from the invitation yet")
                .withType(Problem.type("no-account"), "No account");
    }
}
