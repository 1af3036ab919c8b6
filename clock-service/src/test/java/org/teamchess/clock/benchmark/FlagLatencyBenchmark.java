package org.teamchess.clock.benchmark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.agroal.api.AgroalDataSource;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.distribution.HistogramSnapshot;
import io.micrometer.core.instrument.distribution.ValueAtPercentile;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import jakarta.inject.Inject;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import javax.management.ObjectName;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.eclipse.microprofile.config.ConfigProvider;
import org.junit.jupiter.api.Test;
import org.teamchess.clock.TestGames;
import org.teamchess.clock.service.FlagTimers;
import org.teamchess.events.EventCodec;
import org.teamchess.events.EventEnvelope;
import org.teamchess.events.EventPayload;
import org.teamchess.events.Topics;
import org.teamchess.events.clock.FlagFell;
import org.teamchess.events.game.GameCreated;
import org.teamchess.rules.Side;
import org.teamchess.rules.clock.GameClock;
import org.teamchess.testsupport.KafkaBrokerResource;
import org.teamchess.testsupport.KafkaCredentials;

/**
 * Flag latency with many running clocks (issue 6, Performance). Not a unit test: its name keeps it
 * out of the normal test run; {@code ./mvnw -o -B verify -pl clock-service -Pflag-benchmark} runs
 * it alone. Method and results: docs/benchmarks.md.
 *
 * <p>{@code clocks} games (1+0, White never moves) are created through the game topic, as
 * game-service would, with White's deadlines spread evenly over {@code spread} seconds starting
 * {@code lead} seconds after the run begins, so that every clock is running before the first
 * flag. A consumer in this JVM reads the clock topic; for each FlagFell the delay is its arrival
 * minus the instant the flag became a fact (the deadline plus the model's lag grace, 390 ms for
 * 1+0), and minus the deadline itself. Memory per running clock: the heap after a full GC with every
 * clock running, less the heap before, and a class histogram of the timer's objects.
 */
@QuarkusTest
@TestProfile(FlagBenchmarkProfile.class)
class FlagLatencyBenchmark {

    private static final EventCodec CODEC = new EventCodec();
    private static final String CONTROL = "1+0";
    private static final Duration BASE = Duration.ofMinutes(1);

    private final int clocks = Integer.getInteger("clocks", 10_000);
    private final Duration spread = Duration.ofSeconds(Long.getLong("spread", 60));
    private final Duration lead = Duration.ofSeconds(Long.getLong("lead", 120));

    @Inject
    FlagTimers timers;

    @Inject
    AgroalDataSource database;

    @Inject
    MeterRegistry meters;

    @Test
    void flagLatencyWithManyRunningClocks() throws Exception {
        // The test plays game-service (GameCreated) and reads what clock-service publishes, as the super user.
        KafkaCredentials admin = KafkaBrokerResource.runningAdmin();
        Instant firstDeadline = Instant.now().truncatedTo(ChronoUnit.MILLIS).plus(lead);
        Map<UUID, Instant> deadlines = new HashMap<>();
        List<GameCreated> games = new ArrayList<>(clocks);
        for (int index = 0; index < clocks; index++) {
            Instant deadline = firstDeadline.plusNanos(spread.toNanos() / clocks * index)
                    .truncatedTo(ChronoUnit.MILLIS);
            GameCreated game = TestGames.created(CONTROL, deadline.minus(BASE));
            games.add(game);
            deadlines.put(game.gameId(), deadline);
        }
        GameClock model = GameClock.start(games.get(0).timeControl(), Instant.EPOCH);
        Duration grace = Duration.between(model.deadline().orElseThrow(), model.graceEnd().orElseThrow());

        long heapBefore = heapAfterGc();
        Map<String, long[]> histogramBefore = timerClasses();
        Map<UUID, Instant> arrivals = new ConcurrentHashMap<>();
        Map<UUID, FlagFell> fell = new ConcurrentHashMap<>();
        AtomicBoolean reading = new AtomicBoolean(true);
        Thread reader = new Thread(() -> read(admin, deadlines.keySet(), arrivals, fell, reading),
                "benchmark-flag-reader");
        reader.start();

        Instant setupStart = Instant.now();
        Map<String, Object> producerConfig = new HashMap<>(admin.clientConfig());
        producerConfig.put(ProducerConfig.ACKS_CONFIG, "all");
        producerConfig.put(ProducerConfig.LINGER_MS_CONFIG, 5);
        try (KafkaProducer<String, String> producer =
                     new KafkaProducer<>(producerConfig, new StringSerializer(), new StringSerializer())) {
            for (GameCreated game : games) {
                EventEnvelope<GameCreated> event = TestGames.envelope(game);
                producer.send(new ProducerRecord<>(Topics.GAME_EVENTS, event.subject(), CODEC.encodeToString(event)));
            }
        }
        while (timers.size() < clocks && Instant.now().isBefore(firstDeadline)) {
            TimeUnit.MILLISECONDS.sleep(100);
        }
        Instant setupEnd = Instant.now();
        assertTrue(setupEnd.isBefore(firstDeadline), "every clock must run before the first flag; raise -Dlead");
        TimeUnit.SECONDS.sleep(3); // the ClockStarted relay's tail, so the heap holds the clocks, not the relay's batches
        long heapRunning = heapAfterGc();
        Map<String, long[]> histogramRunning = timerClasses();
        int running = timers.size();

        Instant end = firstDeadline.plus(spread).plus(grace).plusSeconds(60);
        while (fell.size() < clocks && Instant.now().isBefore(end)) {
            TimeUnit.MILLISECONDS.sleep(200);
        }
        reading.set(false);
        reader.join();

        Map<UUID, Instant> noticed = noticedAt();
        long[] untilNoticed = new long[noticed.size()];
        int noticedIndex = 0;
        for (Map.Entry<UUID, Instant> flag : noticed.entrySet()) {
            untilNoticed[noticedIndex++] = Duration.between(deadlines.get(flag.getKey()).plus(grace), flag.getValue())
                    .toNanos() / 1000;
        }
        Arrays.sort(untilNoticed);
        long[] sinceFact = new long[fell.size()];
        long[] sinceDeadline = new long[fell.size()];
        int wrong = 0;
        int index = 0;
        for (Map.Entry<UUID, FlagFell> flag : fell.entrySet()) {
            Instant deadline = deadlines.get(flag.getKey());
            if (!flag.getValue().equals(new FlagFell(flag.getKey(), 0, Side.WHITE, deadline))) {
                wrong++;
            }
            Instant arrival = arrivals.get(flag.getKey());
            sinceFact[index] = Duration.between(deadline.plus(grace), arrival).toNanos() / 1000;
            sinceDeadline[index] = Duration.between(deadline, arrival).toNanos() / 1000;
            index++;
        }
        Arrays.sort(sinceFact);
        Arrays.sort(sinceDeadline);

        StringBuilder report = new StringBuilder();
        report.append(String.format(Locale.ROOT, "clocks %d (%s), deadlines over %d s (%.0f flags/s), grace %d ms%n",
                clocks, CONTROL, spread.toSeconds(), clocks / (double) Math.max(1, spread.toSeconds()),
                grace.toMillis()));
        report.append(String.format(Locale.ROOT, "setup (GameCreated consumed, timers set): %.1f s; timers running: %d;"
                + " check threads: %s%n", Duration.between(setupStart, setupEnd).toMillis() / 1000.0, running,
                ConfigProvider.getConfig().getValue("teamchess.clock.flag-timers.check-threads", String.class)));
        report.append(String.format(Locale.ROOT, "flags received %d, wrong %d%n",
                fell.size(), wrong));
        report.append(percentiles("arrival - (deadline + grace)", sinceFact));
        report.append(percentiles("  of which: check's now     ", untilNoticed));
        report.append(percentiles("arrival - deadline          ", sinceDeadline));
        report.append(meter("teamchess.clock.flag.check.lateness"));
        report.append(meter("teamchess.clock.flag.check.duration"));
        HistogramSnapshot batches = meters.get("teamchess.clock.flag.check.batch").summary().takeSnapshot();
        report.append(String.format(Locale.ROOT, "flag check batches: %d, mean %.2f games, max %.0f%n",
                batches.count(), batches.mean(), batches.max()));
        report.append(String.format(Locale.ROOT, "heap after GC: before %.1f MB, %d clocks running %.1f MB: %d bytes per clock%n",
                heapBefore / 1e6, running, heapRunning / 1e6, (heapRunning - heapBefore) / Math.max(1, running)));
        report.append("timer objects (instances, bytes) added by the running clocks:\n");
        long timerBytes = 0;
        for (Map.Entry<String, long[]> entry : histogramRunning.entrySet()) {
            long[] before = histogramBefore.getOrDefault(entry.getKey(), new long[2]);
            long instances = entry.getValue()[0] - before[0];
            long bytes = entry.getValue()[1] - before[1];
            timerBytes += bytes;
            report.append(String.format(Locale.ROOT, "  %-75s %8d %10d%n", entry.getKey(), instances, bytes));
        }
        report.append(String.format(Locale.ROOT, "  timer structure: %d bytes per running clock%n",
                timerBytes / Math.max(1, running)));
        report.append("load average at the end: ").append(Files.readString(Path.of("/proc/loadavg")).trim()).append('\n');
        System.out.println("\n=== FlagLatencyBenchmark ===\n" + report);
        Path out = Path.of("target", "flag-benchmark.txt");
        Files.writeString(out, report.toString());

        assertEquals(clocks, fell.size(), "every flag fell");
        assertEquals(0, wrong, "every flag is the model's: ply 0, White, the deadline");
    }

    private static void read(KafkaCredentials login, Set<UUID> games, Map<UUID, Instant> arrivals,
            Map<UUID, FlagFell> fell, AtomicBoolean reading) {
        Map<String, Object> config = new HashMap<>(login.clientConfig());
        config.put(ConsumerConfig.GROUP_ID_CONFIG, "benchmark-" + UUID.randomUUID());
        config.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
        config.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, false);
        config.put(ConsumerConfig.FETCH_MAX_WAIT_MS_CONFIG, 10);
        try (KafkaConsumer<String, String> consumer =
                     new KafkaConsumer<>(config, new StringDeserializer(), new StringDeserializer())) {
            consumer.subscribe(List.of(Topics.CLOCK_EVENTS));
            while (reading.get()) {
                for (ConsumerRecord<String, String> record : consumer.poll(Duration.ofMillis(50))) {
                    Instant arrival = Instant.now();
                    if (record.value().contains("FlagFell")) {
                        EventEnvelope<EventPayload> event = CODEC.decode(record.value());
                        if (event.data() instanceof FlagFell flag && games.contains(flag.gameId())) {
                            arrivals.putIfAbsent(flag.gameId(), arrival);
                            fell.putIfAbsent(flag.gameId(), flag);
                        }
                    }
                }
            }
        }
    }

    /** When each check found its flag (flag_fall.noticed_at, the check's "now" after it held the row). */
    private Map<UUID, Instant> noticedAt() throws SQLException {
        Map<UUID, Instant> noticed = new HashMap<>();
        try (Connection connection = database.getConnection();
                PreparedStatement query = connection.prepareStatement("SELECT game_id, noticed_at FROM flag_fall");
                ResultSet rows = query.executeQuery()) {
            while (rows.next()) {
                noticed.put(rows.getObject(1, UUID.class), rows.getObject(2, OffsetDateTime.class).toInstant());
            }
        }
        return noticed;
    }

    /** The service's own timer of its checks (percentiles over the last two minutes). */
    private String meter(String name) {
        HistogramSnapshot snapshot = meters.get(name).timer().takeSnapshot();
        StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "%s: count %d, mean %.1f ms", name,
                snapshot.count(), snapshot.mean(TimeUnit.MILLISECONDS)));
        for (ValueAtPercentile value : snapshot.percentileValues()) {
            line.append(String.format(Locale.ROOT, ", p%.0f %.1f", value.percentile() * 100,
                    value.value(TimeUnit.MILLISECONDS)));
        }
        return line.append(String.format(Locale.ROOT, ", max %.1f ms%n", snapshot.max(TimeUnit.MILLISECONDS)))
                .toString();
    }

    private static String percentiles(String label, long[] micros) {
        if (micros.length == 0) {
            return label + ": none\n";
        }
        return String.format(Locale.ROOT, "%s: min %.1f, p50 %.1f, p90 %.1f, p99 %.1f, max %.1f ms%n", label,
                micros[0] / 1000.0, at(micros, 0.50), at(micros, 0.90), at(micros, 0.99),
                micros[micros.length - 1] / 1000.0);
    }

    private static double at(long[] sorted, double quantile) {
        return sorted[(int) Math.min(sorted.length - 1, Math.ceil(quantile * sorted.length) - 1)] / 1000.0;
    }

    private static long heapAfterGc() throws InterruptedException {
        for (int round = 0; round < 3; round++) {
            System.gc();
            TimeUnit.MILLISECONDS.sleep(200);
        }
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }

    /** Instances and bytes of the classes a flag timer is made of, from the JVM's class histogram. */
    private static Map<String, long[]> timerClasses() throws Exception {
        String histogram = (String) ManagementFactory.getPlatformMBeanServer().invoke(
                new ObjectName("com.sun.management:type=DiagnosticCommand"), "gcClassHistogram",
                new Object[] {new String[0]}, new String[] {String[].class.getName()});
        Map<String, long[]> classes = new HashMap<>();
        for (String line : histogram.split("\n")) {
            String[] columns = line.trim().split("\\s+");
            if (columns.length >= 4 && columns[0].endsWith(":") && isTimerClass(columns[3])) {
                classes.merge(columns[3], new long[] {Long.parseLong(columns[1]), Long.parseLong(columns[2])},
                        (a, b) -> new long[] {a[0] + b[0], a[1] + b[1]});
            }
        }
        return classes;
    }

    private static boolean isTimerClass(String name) {
        return name.startsWith("org.teamchess.clock.service.FlagTimers")
                || name.equals("java.util.concurrent.ScheduledThreadPoolExecutor$ScheduledFutureTask")
                || name.equals("java.util.concurrent.ConcurrentHashMap$Node")
                || name.equals("java.util.concurrent.Executors$RunnableAdapter")
                || name.equals("java.util.UUID")
                || name.equals("java.time.Instant")
                || name.equals("[Ljava.util.concurrent.RunnableScheduledFuture;")
                || name.equals("[Ljava.util.concurrent.ConcurrentHashMap$Node;");
    }
}
