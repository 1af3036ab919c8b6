package org.teamchess.rules;

import java.util.Optional;
import java.util.function.Function;

/**
 * The outcome of an operation on user input that may be refused: either a value or a failure that
 * says why. Expected failures (a bad FEN, an illegal or ambiguous move) are returned as values, never
 * thrown.
 *
 * @param <T> the type of the value
 */
public sealed interface Result<T> permits Result.Ok, Result.Failure {

    /** A successful outcome. */
    record Ok<T>(T value) implements Result<T> {
    }

    /**
     * A refused input.
     *
     * @param field  the part of the input that is wrong (e.g. the FEN field {@code "castling"}, or
     *               {@code "move"}); never null
     * @param reason a sentence for a person, in English
     */
    record Failure<T>(String field, String reason) implements Result<T> {
    }

    static <T> Result<T> ok(T value) {
        return new Ok<>(value);
    }

    static <T> Result<T> failure(String field, String reason) {
        return new Failure<>(field, reason);
    }

    default boolean isOk() {
        return this instanceof Ok;
    }

    /** The value, when there is one. */
    default Optional<T> toOptional() {
        return this instanceof Ok<T> ok ? Optional.of(ok.value()) : Optional.empty();
    }

    /** The value; for a failure, an {@link IllegalArgumentException} carrying the reason. */
    default T orElseThrow() {
        if (this instanceof Ok<T> ok) {
            return ok.value();
        }
        Failure<T> failure = (Failure<T>) this;
        throw new IllegalArgumentException(failure.field() + ": " + failure.reason());
    }

    /** Applies a function to the value; a failure passes through unchanged. */
    default <U> Result<U> map(Function<? super T, ? extends U> function) {
        if (this instanceof Ok<T> ok) {
            return new Ok<>(function.apply(ok.value()));
        }
        Failure<T> failure = (Failure<T>) this;
        return new Failure<>(failure.field(), failure.reason());
    }

    /** Chains an operation that may itself fail. */
    default <U> Result<U> flatMap(Function<? super T, Result<U>> function) {
        if (this instanceof Ok<T> ok) {
            return function.apply(ok.value());
        }
        Failure<T> failure = (Failure<T>) this;
        return new Failure<>(failure.field(), failure.reason());
    }
}
