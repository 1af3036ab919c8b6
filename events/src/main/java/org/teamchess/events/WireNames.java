package org.teamchess.events;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.deser.std.StdScalarDeserializer;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.StdScalarSerializer;
import java.io.IOException;
import org.teamchess.rules.Result;
import org.teamchess.rules.Side;
import org.teamchess.rules.clock.TimeControl;

/**
 * JSON for the chess-rules types that appear in events, in their wire form: a {@link Side} is
 * {@code "white"} or {@code "black"} ({@link Side#wireName()}); a {@link TimeControl} is its
 * notation, e.g. {@code "90/40+30+30s"} ({@link TimeControl#notation()}), and a notation that
 * {@link TimeControl#parse} refuses is an invalid field whose message is the refusal's reason.
 */
final class WireNames {

    private WireNames() {
    }

    static SimpleModule module() {
        SimpleModule module = new SimpleModule("teamchess-wire-names");
        module.addSerializer(Side.class, new SideSerializer());
        module.addDeserializer(Side.class, new SideDeserializer());
        module.addSerializer(TimeControl.class, new TimeControlSerializer());
        module.addDeserializer(TimeControl.class, new TimeControlDeserializer());
        return module;
    }

    private static final class SideSerializer extends StdScalarSerializer<Side> {
        private static final long serialVersionUID = 1L;

        SideSerializer() {
            super(Side.class);
        }

        @Override
        public void serialize(Side side, JsonGenerator generator, SerializerProvider provider)
                throws IOException {
            generator.writeString(side.wireName());
        }
    }

    private static final class SideDeserializer extends StdScalarDeserializer<Side> {
        private static final long serialVersionUID = 1L;

        SideDeserializer() {
            super(Side.class);
        }

        @Override
        public Side deserialize(JsonParser parser, DeserializationContext context) throws IOException {
            String text = parser.getValueAsString();
            return Side.fromWireName(text)
                    .orElseThrow(() -> context.weirdStringException(text, Side.class,
                            "expected \"white\" or \"black\""));
        }
    }

    private static final class TimeControlSerializer extends StdScalarSerializer<TimeControl> {
        private static final long serialVersionUID = 1L;

        TimeControlSerializer() {
            super(TimeControl.class);
        }

        @Override
        public void serialize(TimeControl control, JsonGenerator generator, SerializerProvider provider)
                throws IOException {
            generator.writeString(control.notation());
        }
    }

    private static final class TimeControlDeserializer extends StdScalarDeserializer<TimeControl> {
        private static final long serialVersionUID = 1L;

        TimeControlDeserializer() {
            super(TimeControl.class);
        }

        @Override
        public TimeControl deserialize(JsonParser parser, DeserializationContext context) throws IOException {
            String text = parser.getValueAsString();
            Result<TimeControl> control = TimeControl.parse(text);
            if (control instanceof Result.Failure<TimeControl> failure) {
                throw context.weirdStringException(text, TimeControl.class, failure.reason());
            }
            return control.orElseThrow();
        }
    }
}
