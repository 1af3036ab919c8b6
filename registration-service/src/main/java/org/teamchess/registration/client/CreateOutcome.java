package org.teamchess.registration.client;

/** What the directory answered to a new account: made, or refused and why. */
public sealed interface CreateOutcome {

    /** Made, with its id. */
    record Created(String accountId) implements CreateOutcome {
    }

    /** Another account has this user name. */
    record UsernameTaken() implements CreateOutcome {
    }

    /**
     * The user name breaks the realm's rules.
     *
     * @param reason the directory's message key, e.g. {@code error-invalid-length}
     */
    record UsernameRefused(String reason) implements CreateOutcome {
    }

    /**
     * The password breaks the realm's password policy.
     *
     * @param rule        the directory's message key of the broken rule, e.g.
     *                    {@code invalidPasswordMinLengthMessage}
     * @param description the directory's words for it, e.g. {@code Invalid password: minimum length 8.}
     */
    record PasswordRefused(String rule, String description) implements CreateOutcome {
    }
}
