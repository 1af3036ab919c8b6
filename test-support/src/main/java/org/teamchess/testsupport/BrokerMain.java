package org.teamchess.testsupport;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Entry point of the broker's child JVM, started by {@link KafkaBroker}: formats the storage with
 * {@code kafka.tools.StorageTool format -t <cluster-id> -c <server.properties>} and the further
 * arguments (the {@code --add-scram} logins), then runs
 * {@code kafka.Kafka <server.properties>}, in one JVM to save a second JVM start.
 *
 * <p>It exits when its standard input closes. The parent test JVM holds the other end of that pipe,
 * so a test run that is killed (SIGKILL, a Surefire timeout) takes its broker with it instead of
 * leaving it running.
 */
public final class BrokerMain {

    private BrokerMain() {
    }

    /**
     * @param arguments the cluster id, the path of server.properties, then further arguments of
     *                  {@code StorageTool format}
     * @throws ReflectiveOperationException when Kafka 4.3's {@code StorageTool.execute} or
     *                                      {@code kafka.Kafka} is not on the classpath
     */
    public static void main(String[] arguments) throws ReflectiveOperationException {
        if (arguments.length < 2) {
            throw new IllegalArgumentException("Usage: BrokerMain <cluster-id> <server.properties> [format arguments]");
        }
        String clusterId = arguments[0];
        String properties = arguments[1];
        Thread parentWatch = new Thread(BrokerMain::exitWhenParentIsGone, "parent-watch");
        parentWatch.setDaemon(true);
        parentWatch.start();

        List<String> format = new ArrayList<>(List.of("format", "-t", clusterId, "-c", properties));
        format.addAll(Arrays.asList(arguments).subList(2, arguments.length));
        // Kafka is on the child's classpath only, not on this module's: reflection, not imports.
        int formatted = (int) Class.forName("kafka.tools.StorageTool")
                .getMethod("execute", String[].class, PrintStream.class)
                .invoke(null, format.toArray(String[]::new), System.out);
        if (formatted != 0) {
            System.exit(formatted);
        }
        Class.forName("kafka.Kafka").getMethod("main", String[].class)
                .invoke(null, (Object) new String[] {properties});
    }

    private static void exitWhenParentIsGone() {
        InputStream parent = System.in;
        try {
            while (parent.read() != -1) {
                // The parent never writes; reading only waits for the end of the stream.
            }
        } catch (IOException e) {
            // A broken pipe means the same as the end of the stream: the parent is gone.
        }
        System.exit(0);
    }
}
