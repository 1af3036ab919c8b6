import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;

/**
 * One Kafka record per move, read by two consumer groups (clock-service's and tournament-service's),
 * at a steady rate: the CPU it costs the broker and the clients per record (docs/benchmarks/floor).
 * A single-file program, run by kafka-floor.sh with the broker's classpath:
 * {@code java -cp CLASSPATH KafkaFloor.java BOOTSTRAP BROKER_PID unbatched|batched RATE SECONDS}.
 * <ul>
 * <li>unbatched: the producer sends at once (linger 0), the consumers fetch whatever is there;</li>
 * <li>batched: the producer lingers 5 ms in 64 KiB batches, the consumers fetch at 16 KiB or 100 ms.</li>
 * </ul>
 * The clients' CPU is this whole JVM's (producer, both consumers, their threads, its JIT and GC).
 */
public class KafkaFloor {

    private static final long TICKS_PER_SECOND = 100; // USER_HZ on Linux
    private static final Duration WARM_UP = Duration.ofSeconds(15);
    private static final int GAMES = 1_000;

    public static void main(String[] args) throws Exception {
        String bootstrap = args[0];
        long brokerPid = Long.parseLong(args[1]);
        boolean batched = args[2].equals("batched");
        int rate = Integer.parseInt(args[3]);
        int seconds = Integer.parseInt(args[4]);
        String topic = "floor-" + args[2] + "-" + System.nanoTime();

        try (Admin admin = Admin.create(Map.of("bootstrap.servers", bootstrap))) {
            admin.createTopics(List.of(new NewTopic(topic, 3, (short) 1))).all().get();
        }
        AtomicBoolean running = new AtomicBoolean(true);
        AtomicLong[] consumed = {new AtomicLong(), new AtomicLong()};
        Thread[] readers = new Thread[2];
        for (int group = 0; group < 2; group++) {
            int index = group;
            readers[group] = new Thread(() -> read(bootstrap, topic, "floor-group-" + index, batched, running,
                    consumed[index]), "reader-" + group);
            readers[group].start();
        }

        // A MovePlayed's size: the envelope with ids, the move, the position after it and both clocks.
        byte[][] values = new byte[GAMES][];
        String[] keys = new String[GAMES];
        for (int game = 0; game < GAMES; game++) {
            keys[game] = UUID.randomUUID().toString();
            values[game] = ("{\"eventId\":\"" + UUID.randomUUID() + "\",\"type\":\"MovePlayed\",\"gameId\":\"" + keys[game]
                    + "\",\"occurredAt\":\"2026-11-29T10:00:00.123456Z\",\"ply\":17,\"uci\":\"e2e4\",\"san\":\"e4\","
                    + "\"fenAfter\":\"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\","
                    + "\"whiteRemainingMs\":118234,\"blackRemainingMs\":119876,\"version\":1}")
                    .getBytes(StandardCharsets.UTF_8);
        }
        Properties producerSettings = new Properties();
        producerSettings.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
        producerSettings.put(ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, StringSerializer.class.getName());
        producerSettings.put(ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, ByteArraySerializer.class.getName());
        producerSettings.put(ProducerConfig.ACKS_CONFIG, "all");
        producerSettings.put(ProducerConfig.LINGER_MS_CONFIG, batched ? "5" : "0");
        producerSettings.put(ProducerConfig.BATCH_SIZE_CONFIG, batched ? "65536" : "16384");

        long sent = 0;
        long windowSent = 0;
        long[] atStart = null;
        long[] consumedAtStart = null;
        try (KafkaProducer<String, byte[]> producer = new KafkaProducer<>(producerSettings)) {
            long begin = System.nanoTime();
            long windowStart = begin + WARM_UP.toNanos();
            long end = windowStart + Duration.ofSeconds(seconds).toNanos();
            while (System.nanoTime() < end) {
                long now = System.nanoTime();
                if (atStart == null && now >= windowStart) {
                    atStart = new long[] {ticks(brokerPid), ticks(ProcessHandle.current().pid())};
                    consumedAtStart = new long[] {consumed[0].get(), consumed[1].get()};
                    windowSent = sent;
                }
                // Send what is due by now at the rate, then sleep a millisecond.
                long due = (now - begin) * rate / 1_000_000_000L;
                while (sent < due) {
                    int game = (int) (sent % GAMES);
                    producer.send(new ProducerRecord<>(topic, keys[game], values[game]));
                    sent++;
                }
                Thread.sleep(1);
            }
            windowSent = sent - windowSent;
        }
        long[] atEnd = {ticks(brokerPid), ticks(ProcessHandle.current().pid())};
        long read = consumed[0].get() - consumedAtStart[0] + consumed[1].get() - consumedAtStart[1];
        running.set(false);
        for (Thread reader : readers) {
            reader.join();
        }
        double brokerMs = (atEnd[0] - atStart[0]) * 1000.0 / TICKS_PER_SECOND / windowSent;
        double clientsMs = (atEnd[1] - atStart[1]) * 1000.0 / TICKS_PER_SECOND / windowSent;
        System.out.printf(Locale.ROOT, "%-9s %d records in %d s (%d read by the two groups): broker %.3f ms a record,"
                + " clients %.3f ms a record, together %.3f%n", args[2], windowSent, seconds, read, brokerMs, clientsMs,
                brokerMs + clientsMs);
    }

    /** One consumer group reading the topic as a service does: poll, handle, commit now and then. */
    private static void read(String bootstrap, String topic, String group, boolean batched, AtomicBoolean running,
            AtomicLong consumed) {
        Properties settings = new Properties();
        settings.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
        settings.put(ConsumerConfig.GROUP_ID_CONFIG, group);
        settings.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
        settings.put(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());
        settings.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, ByteArrayDeserializer.class.getName());
        settings.put(ConsumerConfig.FETCH_MIN_BYTES_CONFIG, batched ? "16384" : "1");
        settings.put(ConsumerConfig.FETCH_MAX_WAIT_MS_CONFIG, batched ? "100" : "500");
        try (KafkaConsumer<String, byte[]> consumer = new KafkaConsumer<>(settings)) {
            consumer.subscribe(List.of(topic));
            while (running.get()) {
                consumed.addAndGet(consumer.poll(Duration.ofMillis(100)).count());
            }
        }
    }

    /** A process's CPU ticks so far (utime + stime of /proc/PID/stat). */
    private static long ticks(long pid) {
        try {
            String stat = Files.readString(Path.of("/proc/" + pid + "/stat"));
            String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            return Long.parseLong(fields[11]) + Long.parseLong(fields[12]);
        } catch (Exception e) {
            throw new IllegalStateException("cannot read the CPU of process " + pid, e);
        }
    }
}
