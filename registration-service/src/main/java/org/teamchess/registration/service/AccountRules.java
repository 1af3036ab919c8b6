package org.teamchess.registration.service;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.teamchess.registration.client.CreateOutcome;
import org.teamchess.support.problem.FieldError;
import org.teamchess.support.problem.ProblemException;

/**
 * Keycloak's rules for what a new account may be called, checked before asking it, and its
 * refusals of a password in words (Russian first, English second). The user name rules are those
 * of Keycloak 26's default user profile: a length of 3 to 255 ({@code length}), none of the
 * characters {@code username-prohibited-characters} forbids, and only Latin letters and common
 * characters ({@code up-username-not-idn-homograph}, no Cyrillic look-alikes). Keycloak keeps user
 * names in lower case, and so does this service.
 */
public final class AccountRules {

    public static final int USERNAME_MIN = 3;
    public static final int USERNAME_MAX = 255;
    /** Person names: Keycloak's {@code person-name-prohibited-characters}, and its length. */
    public static final int NAME_MAX = 255;

    private static final Pattern USERNAME_SCRIPT = Pattern.compile("^[\\p{IsLatin}\\p{IsCommon}]+$");
    private static final Pattern USERNAME_PROHIBITED =
            Pattern.compile("[<>&\"'\\s\\v\\h$%!#?§,;:*~/\\\\|^=\\[\\]{}()`\\p{Cntrl}]");
    private static final Pattern NAME_PROHIBITED =
            Pattern.compile("[<>&\"\\v$%!#?§;*~/\\\\|^=\\[\\]{}()\\p{Cntrl}]");
    private static final Pattern NUMBER = Pattern.compile("\\d+");

    private AccountRules() {
    }

    /**
     * The user name in Keycloak's form and the password as given, or a 400 naming every wrong field.
     */
    public static Credentials check(String username, String password) {
        List<FieldError> errors = new ArrayList<>();
        String normalized = username == null ? "" : username.strip().toLowerCase(Locale.ROOT);
        if (normalized.length() < USERNAME_MIN || normalized.length() > USERNAME_MAX) {
            errors.add(new FieldError("username", "Имя для входа: от " + USERNAME_MIN + " до " + USERNAME_MAX
                    + " символов / Username: " + USERNAME_MIN + " to " + USERNAME_MAX + " characters"));
        } else if (USERNAME_PROHIBITED.matcher(normalized).find() || !USERNAME_SCRIPT.matcher(normalized).matches()) {
            errors.add(new FieldError("username", usernameCharacters()));
        }
        if (password == null || password.isEmpty()) {
            errors.add(new FieldError("password", "Введите пароль / Enter a password"));
        }
        if (!errors.isEmpty()) {
            throw ProblemException.badRequest(detail(errors), errors);
        }
        return new Credentials(normalized, password);
    }

    /** The error of a person's name that Keycloak would refuse, or null when it is fine. */
    public static String nameError(String name) {
        if (name == null || name.isBlank()) {
            return "Обязательное поле / Required";
        }
        if (name.length() > NAME_MAX) {
            return "Не длиннее " + NAME_MAX + " символов / At most " + NAME_MAX + " characters";
        }
        if (NAME_PROHIBITED.matcher(name).find()) {
            return "Без знаков < > & \" $ % ! # ? § ; * ~ / \\ | ^ = [ ] { } ( ) / Without the characters"
                    + " < > & \" $ % ! # ? § ; * ~ / \\ | ^ = [ ] { } ( )";
        }
        return null;
    }

    /** Keycloak's refusal of a user name that passed the checks above (its rules changed). */
    public static ProblemException usernameRefused(CreateOutcome.UsernameRefused refused) {
        String message = refused.reason().contains("length")
                ? "Имя для входа: от " + USERNAME_MIN + " до " + USERNAME_MAX + " символов / Username: "
                        + USERNAME_MIN + " to " + USERNAME_MAX + " characters"
                : usernameCharacters();
        List<FieldError> errors = List.of(new FieldError("username", message));
        return ProblemException.badRequest(detail(errors), errors);
    }

    /** Keycloak's refusal of a password: the broken rule of the realm's policy, in words. */
    public static ProblemException passwordRefused(CreateOutcome.PasswordRefused refused) {
        Matcher number = NUMBER.matcher(refused.description());
        String count = number.find() ? number.group() : "";
        String russian = switch (refused.rule()) {
            case "invalidPasswordMinLengthMessage" -> "Пароль должен быть не короче " + count + " символов";
            case "invalidPasswordMaxLengthMessage" -> "Пароль должен быть не длиннее " + count + " символов";
            case "invalidPasswordNotUsernameMessage" -> "Пароль не должен совпадать с именем для входа";
            case "invalidPasswordNotEmailMessage" -> "Пароль не должен совпадать с адресом почты";
            case "invalidPasswordMinDigitsMessage" -> "В пароле должно быть цифр не меньше: " + count;
            case "invalidPasswordMinLowerCaseCharsMessage" -> "В пароле должно быть строчных букв не меньше: " + count;
            case "invalidPasswordMinUpperCaseCharsMessage" -> "В пароле должно быть заглавных букв не меньше: " + count;
            case "invalidPasswordMinSpecialCharsMessage" -> "В пароле должно быть особых знаков не меньше: " + count;
            case "invalidPasswordBlacklistedMessage" -> "Этот пароль слишком распространён";
            case "invalidPasswordHistoryMessage" -> "Этот пароль уже использовался";
            default -> "Пароль не подходит под правила";
        };
        List<FieldError> errors = List.of(new FieldError("password", russian + " / " + refused.description()));
        return ProblemException.badRequest(detail(errors), errors);
    }

    private static String usernameCharacters() {
        return "Имя для входа: латинские буквы, цифры и знаки . - _ @, без пробелов и кириллицы / Username:"
                + " Latin letters, digits and . - _ @, no spaces or Cyrillic";
    }

    private static String detail(List<FieldError> errors) {
        return errors.size() == 1 ? "Поле заполнено неверно / The request has an invalid field"
                : "Поля заполнены неверно / The request has " + errors.size() + " invalid fields";
    }

    /**
     * A user name and password to make an account with.
     *
     * @param username in Keycloak's form: lower case, no surrounding spaces
     */
    public record Credentials(String username, String password) {

        /** Never prints the password. */
        @Override
        public String toString() {
            return "Credentials[" + username + "]";
        }
    }
}
