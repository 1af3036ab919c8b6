package org.teamchess.load.simulator;

import java.time.Duration;
import java.time.LocalTime;
import java.time.format.DateTimeFormatter;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.LongAdder;

/**
 * What the run has done so far, counted as it happens, and a line about it every few seconds:
 * the round, the games in play, the moves acknowledged and their rate, the refusals by code.
 */
final class Progress implements AutoCloseable {

    private static final Duration EVERY = Duration.ofSeconds(5);
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("HH:mm:ss");

    private final AtomicInteger round = new AtomicInteger();
    private final AtomicInteger rounds = new AtomicInteger();
    private final AtomicInteger inPlay = new AtomicInteger();
    private final AtomicInteger ended = new AtomicInteger();
    private final AtomicLong moves = new AtomicLong();
    private final AtomicInteger faults = new AtomicInteger();
    private final AtomicInteger reconnecting = new AtomicInteger();
    private final AtomicInteger reconnected = new AtomicInteger();
    private final Map<String, LongAdder> refusals = new ConcurrentHashMap<>();
    private final ScheduledExecutorService ticker = Executors.newSingleThreadScheduledExecutor(runnable -> {
        Thread thread = new Thread(runnable, "progress");
        thread.setDaemon(true);
        return thread;
    });
    private long lastMoves;
    private long lastAt = System.nanoTime();

    void start() {
        ticker.scheduleAtFixedRate(this::tick, EVERY.toMillis(), EVERY.toMillis(), TimeUnit.MILLISECONDS);
    }

    void round(int number, int of) {
        round.set(number);
        rounds.set(of);
    }

    void gameStarted() {
        inPlay.incrementAndGet();
    }

    void gameEnded() {
        inPlay.decrementAndGet();
        ended.incrementAndGet();
    }

    void moveAcknowledged() {
        moves.incrementAndGet();
    }

    void reconnecting() {
        reconnecting.incrementAndGet();
    }

    void reconnected() {
        reconnected.incrementAndGet();
    }

    void faultInjected() {
        faults.incrementAndGet();
    }

    int reconnections() {
        return reconnected.get();
    }

    void refused(String code) {
        refusals.computeIfAbsent(code, key -> new LongAdder()).increment();
    }

    long moves() {
        return moves.get();
    }

    int gamesEnded() {
        return ended.get();
    }

    int faults() {
        return faults.get();
    }

    /** The refusals the server answered, by code, sorted. */
    Map<String, Long> refusals() {
        Map<String, Long> sorted = new TreeMap<>();
        refusals.forEach((code, count) -> sorted.put(code, count.sum()));
        return sorted;
    }

    void say(String format, Object... arguments) {
        System.out.println(TIME.format(LocalTime.now()) + "  " + String.format(format, arguments));
    }

    private synchronized void tick() {
        long now = System.nanoTime();
        long total = moves.get();
        double perSecond = (total - lastMoves) * 1e9 / Math.max(1, now - lastAt);
        lastMoves = total;
        lastAt = now;
        String phase = rounds.get() == 0 ? "registering the schools" : "round " + round.get() + "/" + rounds.get();
        say("%s | games in play %d, ended %d | moves %d (%.1f/s) | faults injected %d | reconnections %d | refusals %s",
                phase, inPlay.get(), ended.get(), total, perSecond, faults.get(), reconnected.get(), refusals());
    }

    @Override
    public void close() {
        ticker.shutdownNow();
    }
}
