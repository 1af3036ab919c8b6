package org.teamchess.clock.mapping;

import java.util.Locale;
import java.util.UUID;
import org.teamchess.clock.rest.ClockView;
import org.teamchess.rules.clock.ClockState;
import org.teamchess.rules.clock.GameClock;
import org.teamchess.rules.clock.TimeControl;

/** Turns the model's clock state into what the API shows. */
public final class ClockMapper {

    private ClockMapper() {
    }

    public static ClockView toView(UUID gameId, GameClock clock, ClockState state) {
        TimeControl control = clock.control();
        return new ClockView(gameId, control.notation(), lowerCase(control.classification()), clock.scheduledStart(),
                lowerCase(state.status()), state.ply(), state.toMove().wireName(), state.white().toMillis(),
                state.black().toMillis(), state.deadline().orElse(null), state.graceEnd().orElse(null),
                state.flag().map(flag -> new ClockView.FlagView(flag.side().wireName(), flag.ply(), flag.fellAt()))
                        .orElse(null),
                state.at());
    }

    private static String lowerCase(Enum<?> value) {
        return value.name().toLowerCase(Locale.ROOT);
    }
}
