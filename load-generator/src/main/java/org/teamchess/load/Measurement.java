package org.teamchess.load;

import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.LongAdder;

/**
 * What the bots saw, counted for the moves sent within the measured window (after the warmup). Two
 * latencies per move, both from the mover's send: until the mover's ack (the move is durable), and
 * until the opponent's connection receives the move (the round trip the issue asks about). Times
 * come from {@link System#nanoTime()} in this one process, so the two ends share a clock.
 */
final class Measurement {

    private volatile long windowStart = Long.MAX_VALUE;
    private volatile long windowEnd = Long.MAX_VALUE;
    private final LatencyRecorder acks = new LatencyRecorder();
    private final LatencyRecorder deliveries = new LatencyRecorder();
    private final AtomicReference<LatencyRecorder> recentDeliveries = new AtomicReference<>(new LatencyRecorder());
    private final AtomicLong sent = new AtomicLong();
    private final AtomicLong acked = new AtomicLong();
    private final AtomicLong recentAcked = new AtomicLong();
    private final AtomicLong recentPlies = new AtomicLong();
    private final AtomicLong recentGamesFinished = new AtomicLong();
    private final AtomicLong allAcked = new AtomicLong();
    private final AtomicLong gamesFinished = new AtomicLong();
    private final Map<String, LongAdder> refusals = new ConcurrentHashMap<>();
    private final Map<String, LongAdder> failures = new ConcurrentHashMap<>();

    void openWindow(long now) {
        windowStart = now;
    }

    void closeWindow(long now) {
        windowEnd = now;
    }

    boolean measures(long sentAt) {
        return sentAt >= windowStart && sentAt < windowEnd;
    }

    void sent(long sentAt) {
        if (measures(sentAt)) {
            sent.incrementAndGet();
        }
    }

    /** @param ply the move's ply in its game: progress lines show the mean, as a game's length matters */
    void acknowledged(long sentAt, long now, int ply) {
        recentAcked.incrementAndGet();
        recentPlies.addAndGet(ply);
        allAcked.incrementAndGet();
        if (measures(sentAt)) {
            acked.incrementAndGet();
            acks.record((now - sentAt) / 1_000);
        }
    }

    void delivered(long sentAt, long now) {
        recentDeliveries.get().record((now - sentAt) / 1_000);
        if (measures(sentAt)) {
            deliveries.record((now - sentAt) / 1_000);
        }
    }

    /** Moves acknowledged so far in the whole run, whenever sent. */
    long allAcked() {
        return allAcked.get();
    }

    /** game-service refused a message with an error of this code. */
    void refused(String code) {
        refusals.computeIfAbsent(code, key -> new LongAdder()).increment();
    }

    /** Something other than a refusal went wrong (a connection, a game that could not be created). */
    void failed(String what) {
        failures.computeIfAbsent(what, key -> new LongAdder()).increment();
    }

    void gameFinished() {
        gamesFinished.incrementAndGet();
        recentGamesFinished.incrementAndGet();
    }

    /** The moves acknowledged and the delivery latencies since the previous call, for progress lines. */
    Interval interval() {
        return new Interval(recentAcked.getAndSet(0), recentPlies.getAndSet(0), recentGamesFinished.getAndSet(0),
                recentDeliveries.getAndSet(new LatencyRecorder()).summary());
    }

    /** Progress since the previous {@link #interval()}: moves acknowledged, the sum of their plies, games ended. */
    record Interval(long acked, long plies, long gamesFinished, LatencySummary deliveries) {

        double meanPly() {
            return acked == 0 ? 0 : plies / (double) acked;
        }
    }

    /**
     * The measured window's results, and the moves acknowledged in the whole run ({@code allAcked},
     * set-up and warmup included: what the services' CPU time over the run is divided by).
     */
    record Results(long sent, long acked, LatencySummary acks, LatencySummary deliveries, long allAcked,
            long gamesFinished, Map<String, Long> refusals, Map<String, Long> failures) {
    }

    Results results() {
        return new Results(sent.get(), acked.get(), acks.summary(), deliveries.summary(), allAcked.get(),
                gamesFinished.get(), counts(refusals), counts(failures));
    }

    private static Map<String, Long> counts(Map<String, LongAdder> counters) {
        Map<String, Long> counts = new TreeMap<>();
        counters.forEach((key, value) -> counts.put(key, value.sum()));
        return Collections.unmodifiableMap(counts);
    }
}
