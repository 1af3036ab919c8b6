package org.teamchess.support.input;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.KeyDeserializer;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.deser.std.StdScalarDeserializer;
import com.fasterxml.jackson.databind.deser.std.StringDeserializer;
import com.fasterxml.jackson.databind.jsontype.TypeDeserializer;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.type.LogicalType;
import io.quarkus.jackson.ObjectMapperCustomizer;
import jakarta.inject.Singleton;
import java.io.IOException;

/**
 * Input hygiene of every JSON body a service reads (docs/decisions/service-support.md): each
 * string, wherever it is (a field, a list element, a map key), must pass {@link SafeText}, and
 * nothing may follow the body's JSON value. Registered on the application's ObjectMapper, the one
 * Quarkus REST reads request bodies with, so no request type can forget it.
 */
@Singleton
public class InputHygieneModule implements ObjectMapperCustomizer {

    @Override
    public void customize(ObjectMapper mapper) {
        mapper.registerModule(module());
        // "{...} }{" or "{...}{...}": a client that sends two values meant something we did not read.
        mapper.enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
    }

    /** The module alone, for an ObjectMapper outside CDI. */
    public static SimpleModule module() {
        SimpleModule module = new SimpleModule("teamchess-input-hygiene");
        module.addDeserializer(String.class, new SafeStringDeserializer());
        module.addKeyDeserializer(String.class, new SafeKeyDeserializer());
        return module;
    }

    /** Jackson's own string reading (numbers and booleans as text, and so on), then the check. */
    static final class SafeStringDeserializer extends StdScalarDeserializer<String> {

        private static final long serialVersionUID = 1L;

        SafeStringDeserializer() {
            super(String.class);
        }

        @Override
        public String deserialize(JsonParser parser, DeserializationContext context) throws IOException {
            return checked(parser, StringDeserializer.instance.deserialize(parser, context));
        }

        @Override
        public Object deserializeWithType(JsonParser parser, DeserializationContext context,
                TypeDeserializer typeDeserializer) throws IOException {
            return deserialize(parser, context);
        }

        @Override
        public LogicalType logicalType() {
            return LogicalType.Textual;
        }

        @Override
        public boolean isCachable() {
            return true;
        }
    }

    static final class SafeKeyDeserializer extends KeyDeserializer {

        @Override
        public Object deserializeKey(String key, DeserializationContext context) throws IOException {
            return checked(context.getParser(), key);
        }
    }

    private static String checked(JsonParser parser, String text) throws UnsafeTextException {
        String problem = SafeText.problem(text).orElse(null);
        if (problem != null) {
            throw new UnsafeTextException(parser, problem);
        }
        return text;
    }
}
