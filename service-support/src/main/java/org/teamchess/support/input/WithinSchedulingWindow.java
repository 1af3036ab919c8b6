package org.teamchess.support.input;

import static java.lang.annotation.ElementType.FIELD;
import static java.lang.annotation.ElementType.PARAMETER;
import static java.lang.annotation.ElementType.RECORD_COMPONENT;
import static java.lang.annotation.ElementType.TYPE_USE;
import static java.lang.annotation.RetentionPolicy.RUNTIME;

import jakarta.validation.Constraint;
import jakarta.validation.Payload;
import java.lang.annotation.Documented;
import java.lang.annotation.Retention;
import java.lang.annotation.Target;

/**
 * A moment something is scheduled for (a deadline, a first round, a game's start): no earlier than
 * {@code teamchess.input.scheduling-window.past} (default one year) before now and no later than
 * {@code teamchess.input.scheduling-window.future} (default five years) after it. A tournament set
 * in 1899 sent its match straight to the decider; 2100 is a typo, not a plan. Null is valid (use
 * {@code @NotNull} where the field is required). A local date-time is taken as UTC: the window is
 * years wide, a zone's hours do not matter.
 *
 * <p>Supports {@link java.time.Instant}, {@link java.time.OffsetDateTime},
 * {@link java.time.ZonedDateTime}, {@link java.time.LocalDateTime} and {@link java.time.LocalDate}.
 */
@Documented
@Constraint(validatedBy = SchedulingWindowValidator.class)
@Target({FIELD, PARAMETER, RECORD_COMPONENT, TYPE_USE})
@Retention(RUNTIME)
public @interface WithinSchedulingWindow {

    String message() default "must be within {past} before and {future} after now";

    Class<?>[] groups() default {};

    Class<? extends Payload>[] payload() default {};
}
