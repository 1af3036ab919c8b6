package org.teamchess.support.input;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Instance;
import jakarta.validation.ConstraintValidator;
import jakarta.validation.ConstraintValidatorContext;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.Period;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.temporal.Temporal;
import org.hibernate.validator.constraintvalidation.HibernateConstraintValidatorContext;

/** Checks {@link WithinSchedulingWindow} against the service's {@link Clock}. */
@ApplicationScoped
public class SchedulingWindowValidator implements ConstraintValidator<WithinSchedulingWindow, Temporal> {

    // Looked up at the first validation: Hibernate Validator builds its validators while the
    // application starts, before runtime configuration exists.
    private final Instance<Clock> clock;
    private final Instance<SchedulingWindow> windows;

    SchedulingWindowValidator(Instance<Clock> clock, Instance<SchedulingWindow> windows) {
        this.clock = clock;
        this.windows = windows;
    }

    @Override
    public boolean isValid(Temporal value, ConstraintValidatorContext context) {
        if (value == null) {
            return true;
        }
        SchedulingWindow window = windows.get();
        boolean valid = isWithin(value, clock.get().instant(), window.past(), window.future());
        if (!valid) {
            context.unwrap(HibernateConstraintValidatorContext.class)
                    .addMessageParameter("past", words(window.past()))
                    .addMessageParameter("future", words(window.future()));
        }
        return valid;
    }

    /**
     * Whether a moment lies in [now - past, now + future].
     *
     * @throws IllegalArgumentException for a temporal type the constraint does not support
     */
    public static boolean isWithin(Temporal value, Instant now, Period past, Period future) {
        ZonedDateTime utcNow = now.atZone(ZoneOffset.UTC);
        Instant earliest = utcNow.minus(past).toInstant();
        Instant latest = utcNow.plus(future).toInstant();
        Instant at = toInstant(value);
        return !at.isBefore(earliest) && !at.isAfter(latest);
    }

    private static Instant toInstant(Temporal value) {
        if (value instanceof Instant instant) {
            return instant;
        }
        if (value instanceof OffsetDateTime offset) {
            return offset.toInstant();
        }
        if (value instanceof ZonedDateTime zoned) {
            return zoned.toInstant();
        }
        if (value instanceof LocalDateTime local) {
            return local.toInstant(ZoneOffset.UTC);
        }
        if (value instanceof LocalDate date) {
            return date.atStartOfDay().toInstant(ZoneOffset.UTC);
        }
        throw new IllegalArgumentException("@WithinSchedulingWindow does not support "
                + value.getClass().getName());
    }

    /** P1Y as "1 year", P5Y as "5 years", P30D as "30 days". */
    static String words(Period period) {
        StringBuilder words = new StringBuilder();
        append(words, period.getYears(), "year");
        append(words, period.getMonths(), "month");
        append(words, period.getDays(), "day");
        return words.isEmpty() ? "0 days" : words.toString();
    }

    private static void append(StringBuilder words, int amount, String unit) {
        if (amount != 0) {
            if (!words.isEmpty()) {
                words.append(' ');
            }
            words.append(amount).append(' ').append(unit).append(amount == 1 ? "" : "s");
        }
    }
}
