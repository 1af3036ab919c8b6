package org.teamchess.registration.client;

import java.util.List;
import java.util.Optional;

/**
 * Where the platform's accounts live (Keycloak's realm {@code teamchess}): the few things
 * registration-service does with them. Every method may throw
 * {@link AccountDirectoryUnavailableException} when the directory cannot be reached; none
 * half-does its work (Keycloak makes a user with its password and group in one request).
 */
public interface AccountDirectory {

    /** Creates an enabled account with its password (not temporary), group and invitation code. */
    CreateOutcome create(NewAccount account);

    /** The account of this user name (matched exactly, as the directory stores it), if any. */
    Optional<DirectoryAccount> findByUsername(String username);

    /** The accounts made from this invitation code (its attribute), normally none or one. */
    List<DirectoryAccount> findByInvitation(String invitationCode);

    /**
     * Whether the password is the account's: a sign-in by the password grant of this service's
     * client. A wrong password counts towards the realm's brute-force lock, like any sign-in.
     */
    boolean passwordMatches(String username, String password);

    /** Deletes the account; one that is already gone is no error. */
    void delete(String accountId);

    /**
     * Sets a new password (not temporary) and lifts a brute-force lock of the account.
     *
     * @return false when there is no such account
     */
    boolean setPassword(String accountId, String password);
}
