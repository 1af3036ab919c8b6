/**
 * The chess clock (Art. 6) as one deterministic model that every service shares: {@link
 * org.teamchess.rules.clock.TimeControl} (periods, increment or delay, per-side times; parsed from
 * and written as the usual notations; classified standard, rapid or blitz by the 60-move rule),
 * {@link org.teamchess.rules.clock.GameClock} (both clocks and the running side's deadline as a pure
 * function of the scheduled start and the time-stamped {@link org.teamchess.rules.clock.ClockEvent}s)
 * and {@link org.teamchess.rules.clock.LagCompensation} (bounded credit for network lag). Time is
 * always given, never read. See {@code docs/decisions/clock-model.md}.
 */
package org.teamchess.rules.clock;
