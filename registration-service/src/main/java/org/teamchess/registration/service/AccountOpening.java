package org.teamchess.registration.service;

import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import java.util.function.Function;
import org.jboss.logging.Logger;
import org.teamchess.registration.client.AccountDirectory;
import org.teamchess.registration.client.AccountDirectoryUnavailableException;
import org.teamchess.registration.client.CreateOutcome;
import org.teamchess.registration.client.DirectoryAccount;
import org.teamchess.registration.client.NewAccount;
import org.teamchess.support.problem.Problem;
import org.teamchess.support.problem.ProblemException;

/**
 * Makes the account of an invitation, with nothing half-made (docs/decisions/accounts.md). The
 * caller's work runs in a transaction of its own that holds the invitation's row locked while
 * Keycloak makes the account, then links it; when that transaction does not commit, the account
 * made in it is deleted again. A retry of the same request (same code, user name and password)
 * finds the account by its name and the invitation code on it and gives the same answer; a
 * Keycloak out of reach is a 503 {@code accounts-unavailable}.
 */
@ApplicationScoped
public class AccountOpening {

    private static final Logger LOG = Logger.getLogger(AccountOpening.class);

    private final AccountDirectory directory;

    AccountOpening(AccountDirectory directory) {
        this.directory = directory;
    }

    /**
     * Runs {@code work} in a new transaction; an account it made through {@link Attempt#open} is
     * deleted again when the transaction does not commit.
     */
    public <R> R inTransaction(Function<Attempt, R> work) {
        Attempt attempt = new Attempt();
        try {
            return QuarkusTransaction.requiringNew().call(() -> work.apply(attempt));
        } catch (AccountDirectoryUnavailableException unavailable) {
            attempt.compensate(unavailable);
            throw unavailable(unavailable);
        } catch (RuntimeException failed) {
            attempt.compensate(failed);
            throw failed;
        }
    }

    /** The 503 of a Keycloak out of reach. */
    public static ProblemException unavailable(AccountDirectoryUnavailableException cause) {
        LOG.warnf("%s", cause.getMessage());
        return new ProblemException(Problem.type("accounts-unavailable"), 503, "Accounts unavailable",
                "Сервер учётных записей недоступен, попробуйте ещё раз через минуту / The account server"
                        + " cannot be reached; try again in a minute", List.of());
    }

    /** One try at making an invitation's account; remembers what it made. */
    public final class Attempt {

        private String created;

        private Attempt() {
        }

        /**
         * The invitation's account: made now, or found when this is a retry of the same request.
         * An account made from the invitation by an earlier try whose link was lost (Keycloak's
         * answer lost, or its deletion failed) is linked now when the request names it with its
         * password, and deleted when the request names another user name.
         *
         * @throws ProblemException 409 {@code invitation-used} when the invitation holds another
         *                          account (or this one with another password), 409
         *                          {@code username-taken}, 400 naming {@code username} or
         *                          {@code password}
         */
        public OpenedAccount open(Invitee invitee, AccountRules.Credentials credentials) {
            if (invitee.linkedAccount() != null) {
                if (isTheAccount(invitee.linkedAccount(), credentials)) {
                    return new OpenedAccount(invitee.linkedAccount(), credentials.username(), true);
                }
                throw invitationUsed();
            }
            for (DirectoryAccount leftover : directory.findByInvitation(invitee.code())) {
                if (!leftover.username().equals(credentials.username())) {
                    directory.delete(leftover.id());
                } else if (directory.passwordMatches(credentials.username(), credentials.password())) {
                    return new OpenedAccount(leftover.id(), credentials.username(), false);
                } else {
                    throw usernameTaken();
                }
            }
            CreateOutcome outcome = directory.create(new NewAccount(credentials.username(),
                    credentials.password(), invitee.firstName(), invitee.lastName(), invitee.group(),
                    invitee.code()));
            if (outcome instanceof CreateOutcome.Created made) {
                created = made.accountId();
                return new OpenedAccount(made.accountId(), credentials.username(), false);
            }
            if (outcome instanceof CreateOutcome.UsernameRefused refused) {
                throw AccountRules.usernameRefused(refused);
            }
            if (outcome instanceof CreateOutcome.PasswordRefused refused) {
                throw AccountRules.passwordRefused(refused);
            }
            throw usernameTaken();
        }

        private boolean isTheAccount(String accountId, AccountRules.Credentials credentials) {
            return directory.findByUsername(credentials.username())
                    .filter(account -> account.id().equals(accountId))
                    .isPresent() && directory.passwordMatches(credentials.username(), credentials.password());
        }

        private void compensate(RuntimeException failure) {
            if (created == null) {
                return;
            }
            try {
                directory.delete(created);
                LOG.infof("Deleted account %s again: its invitation was not linked (%s)", created,
                        failure.toString());
            } catch (AccountDirectoryUnavailableException unreachable) {
                // Left as it is: a retry of the request finds it by its invitation code and links it.
                LOG.errorf("Account %s was made but not linked, and cannot be deleted now: %s", created,
                        unreachable.getMessage());
            }
        }
    }

    private static ProblemException usernameTaken() {
        return ProblemException.conflict("Это имя для входа уже занято, выберите другое / This username is taken;"
                        + " choose another")
                .withType(Problem.type("username-taken"), "Username taken");
    }

    private static ProblemException invitationUsed() {
        return ProblemException.conflict("По этому приглашению учётная запись уже создана / An account has"
                        + " already been made from this invitation")
                .withType(Problem.type("invitation-used"), "Invitation used");
    }

    /**
     * Whom an invitation is for.
     *
     * @param group         the realm group of the role, e.g. {@code /players}
     * @param linkedAccount the account the invitation holds already, or null
     */
    public record Invitee(String code, String firstName, String lastName, String group, String linkedAccount) {
    }

    /**
     * The invitation's account.
     *
     * @param alreadyLinked whether the invitation held it before (a retry): nothing to link
     */
    public record OpenedAccount(String accountId, String username, boolean alreadyLinked) {
    }
}
