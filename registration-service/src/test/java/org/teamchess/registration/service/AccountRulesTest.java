package org.teamchess.registration.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.teamchess.registration.client.CreateOutcome;
import org.teamchess.support.problem.FieldError;
import org.teamchess.support.problem.ProblemException;

/** Keycloak 26's user name rules, checked before asking it, and its password refusals in words. */
class AccountRulesTest {

    @ParameterizedTest
    @CsvSource({"Ivan.Petrov, ivan.petrov", "'  olga_k@school-1 ', olga_k@school-1", "abc, abc",
            "ivan+chess, ivan+chess", "Zoë, zoë"})
    void aUsernameKeycloakAcceptsIsKeptInLowerCase(String typed, String kept) {
        assertEquals(kept, AccountRules.check(typed, "password-1").username());
    }

    @ParameterizedTest
    @ValueSource(strings = {"ab", "иван", "ivan petrov", "ivan/petrov", "ivan(1)", "a<b", "ivan;", "ivan,1",
            "ivan:1", "ivan#1", "ivan$", "o'neil", "iv\tan", "ΑΒΓ", ""})
    void aUsernameKeycloakRefusesIsRefusedNamingTheField(String username) {
        FieldError error = refusal(username);
        assertEquals("username", error.field());
        assertTrue(error.message().contains(" / Username"), error.message());
    }

    @Test
    void aUsernameOf255IsTheLongest() {
        assertEquals(255, AccountRules.check("a".repeat(255), "password-1").username().length());
        assertEquals("username", refusal("a".repeat(256)).field());
    }

    @Test
    void aMissingUsernameAndPasswordAreBothNamed() {
        ProblemException refused = assertThrows(ProblemException.class, () -> AccountRules.check(null, ""));
        assertEquals(List.of("username", "password"), refused.errors().stream().map(FieldError::field).toList());
    }

    @Test
    void aRefusedPasswordSaysTheRuleInRussianThenKeycloaksWords() {
        ProblemException length = AccountRules.passwordRefused(new CreateOutcome.PasswordRefused(
                "invalidPasswordMinLengthMessage", "Invalid password: minimum length 8."));
        ProblemException username = AccountRules.passwordRefused(new CreateOutcome.PasswordRefused(
                "invalidPasswordNotUsernameMessage", "Invalid password: must not be equal to the username."));

        assertEquals(400, length.status());
        assertEquals(List.of(new FieldError("password",
                "Пароль должен быть не короче 8 символов / Invalid password: minimum length 8.")), length.errors());
        assertEquals("Пароль не должен совпадать с именем для входа / Invalid password: must not be equal to the"
                + " username.", username.errors().get(0).message());
    }

    @Test
    void personNamesKeycloakRefusesAreFound() {
        assertNull(AccountRules.nameError("Анна-Мария"));
        assertNull(AccountRules.nameError("O'Neil"));
        assertTrue(AccountRules.nameError("Анна <b>").contains("Without"));
        assertTrue(AccountRules.nameError(" ").contains("Required"));
        assertTrue(AccountRules.nameError("я".repeat(256)).contains("At most 255"));
    }

    private static FieldError refusal(String username) {
        ProblemException refused = assertThrows(ProblemException.class,
                () -> AccountRules.check(username, "password-1"));
        assertEquals(1, refused.errors().size());
        return refused.errors().get(0);
    }
}
