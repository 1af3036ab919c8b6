package org.teamchess.events;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a payload component that may be absent or null on the wire. Every other component is
 * required (the codec refuses an event without it). An optional field is how a schema grows within
 * its version: older producers leave it out, older consumers ignore it (see {@link EventType}).
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.RECORD_COMPONENT)
public @interface OptionalField {
}
