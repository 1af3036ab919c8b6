package org.teamchess.events;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.deser.std.StdScalarDeserializer;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.StdScalarSerializer;
import java.io.IOException;
import java.util.Arrays;
import org.teamchess.rules.Side;

/**
 * JSON for the chess-rules types that appear in events, in their wire form: a {@link Side} is
 * {@code "white"} or {@code "black"} ({@link Side#wireName()}).
 */
final class WireNames {

    private WireNames() {
    }

    static SimpleModule module() {
        SimpleModule module = new SimpleModule("teamchess-wire-names");
        module.addSerializer(Side.class, new SideSerializer());
        module.addDeserializer(Side.class, new SideDeserializer());
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
            return Arrays.stream(Side.values())
                    .filter(side -> side.wireName().equals(text))
                    .findFirst()
                    .orElseThrow(() -> context.weirdStringException(text, Side.class,
                            "expected \"white\" or \"black\""));
        }
    }
}
