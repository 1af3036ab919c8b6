package org.teamchess.registration.client;

import jakarta.annotation.Priority;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Alternative;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Consumer;

/**
 * The test double of the Keycloak boundary, in place of {@link KeycloakAccountDirectory} in every
 * test of this module (an enabled alternative): the tests are about registration-service's own
 * logic (locks, links, retries, compensation, refusals); the real Keycloak is proven by the
 * system tests and by hand (docs/decisions/accounts.md). It keeps accounts in memory and
 * answers as Keycloak does: a taken user name is {@link CreateOutcome.UsernameTaken}; the realm's
 * password policy {@code length(8) and notUsername} refuses with Keycloak's message keys and
 * words. It records every call, can be made unreachable, and runs a hook right after it made an
 * account (to lose the answer, or to make the caller's commit fail).
 */
@Alternative
@Priority(1)
@ApplicationScoped
public class RecordingAccountDirectory implements AccountDirectory {

    private final Map<String, Account> byUsername = new LinkedHashMap<>();
    private final List<String> calls = new ArrayList<>();
    private boolean unreachable;
    private Consumer<String> afterCreate = accountId -> { };

    /** An account as the double keeps it. */
    public record Account(String id, String username, String password, String firstName, String lastName,
            String group, String invitationCode) {
    }

    /** Forgets everything: accounts, calls, failures, the hook. */
    public synchronized void reset() {
        byUsername.clear();
        calls.clear();
        unreachable = false;
        afterCreate = accountId -> { };
    }

    /** Every call after this throws {@link AccountDirectoryUnavailableException}, or none again. */
    public synchronized void unreachable(boolean unreachable) {
        this.unreachable = unreachable;
    }

    /** Runs once, inside the next {@link #create} that makes an account, with its id. */
    public synchronized void afterNextCreate(Consumer<String> hook) {
        this.afterCreate = hook;
    }

    /** An account made by someone else (a demo user, another invitation). */
    public synchronized Account add(String username, String password, String invitationCode) {
        Account account = new Account(UUID.randomUUID().toString(), username, password, "Имя", "Фамилия", "/players",
                invitationCode);
        byUsername.put(username, account);
        return account;
    }

    /** The calls so far, e.g. {@code create ivan /players}, {@code delete <id>}. */
    public synchronized List<String> calls() {
        return List.copyOf(calls);
    }

    public synchronized List<Account> accounts() {
        return List.copyOf(byUsername.values());
    }

    public synchronized Optional<Account> account(String username) {
        return Optional.ofNullable(byUsername.get(username));
    }

    @Override
    public synchronized CreateOutcome create(NewAccount account) {
        record("create " + account.username() + " " + account.group());
        if (byUsername.containsKey(account.username())) {
            return new CreateOutcome.UsernameTaken();
        }
        if (account.password().length() < 8) {
            return new CreateOutcome.PasswordRefused("invalidPasswordMinLengthMessage",
                    "Invalid password: minimum length 8.");
        }
        if (account.password().equalsIgnoreCase(account.username())) {
            return new CreateOutcome.PasswordRefused("invalidPasswordNotUsernameMessage",
                    "Invalid password: must not be equal to the username.");
        }
        Account made = new Account(UUID.randomUUID().toString(), account.username(), account.password(),
                account.firstName(), account.lastName(), account.group(), account.invitationCode());
        byUsername.put(made.username(), made);
        Consumer<String> hook = afterCreate;
        afterCreate = accountId -> { };
        hook.accept(made.id());
        return new CreateOutcome.Created(made.id());
    }

    @Override
    public synchronized Optional<DirectoryAccount> findByUsername(String username) {
        record("find " + username);
        return account(username).map(account -> new DirectoryAccount(account.id(), account.username(),
                account.invitationCode()));
    }

    @Override
    public synchronized List<DirectoryAccount> findByInvitation(String invitationCode) {
        record("find-invitation " + invitationCode);
        return byUsername.values().stream()
                .filter(account -> invitationCode.equals(account.invitationCode()))
                .map(account -> new DirectoryAccount(account.id(), account.username(), account.invitationCode()))
                .toList();
    }

    @Override
    public synchronized boolean passwordMatches(String username, String password) {
        record("check " + username);
        return account(username).filter(account -> account.password().equals(password)).isPresent();
    }

    @Override
    public synchronized void delete(String accountId) {
        record("delete " + accountId);
        byUsername.values().removeIf(account -> account.id().equals(accountId));
    }

    @Override
    public synchronized boolean setPassword(String accountId, String password) {
        record("set-password " + accountId);
        for (Account account : byUsername.values()) {
            if (account.id().equals(accountId)) {
                byUsername.put(account.username(), new Account(account.id(), account.username(), password,
                        account.firstName(), account.lastName(), account.group(), account.invitationCode()));
                return true;
            }
        }
        return false;
    }

    private void record(String call) {
        if (unreachable) {
            throw new AccountDirectoryUnavailableException("the test made Keycloak unreachable", null);
        }
        calls.add(call);
    }
}
