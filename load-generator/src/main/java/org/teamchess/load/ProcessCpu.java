package org.teamchess.load;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The CPU seconds and the largest resident memory of every process of a platform on this machine
 * while measuring (docs/benchmarks.md): each part recorded in {@code <run folder>/pids} with every
 * process under it (Keycloak's pid is its start script's), and PostgreSQL's processes (the whole
 * local cluster: backends, WAL writer, checkpointer, autovacuum). Each sample reads /proc once.
 */
public final class ProcessCpu {

    /** One process (or group) of the platform: CPU seconds used while measuring, largest RSS seen. */
    public record Usage(String part, double cpuSeconds, long maxRssKib) {
    }

    private static final double TICKS_PER_SECOND = 100.0; // USER_HZ on Linux
    private final Path runDir;
    /** Part -> process id -> CPU ticks: at the start, and when last seen (a killed process keeps its last). */
    private final Map<String, Map<String, Long>> ticksAtStart = new TreeMap<>();
    private final Map<String, Map<String, Long>> ticks = new TreeMap<>();
    private final Map<String, Long> maxRss = new TreeMap<>();

    /** @param runDir the platform's run folder, or null when it is not on this machine (no figures) */
    public ProcessCpu(Path runDir) {
        this.runDir = runDir;
    }

    /**
     * The run folder of a platform on this machine: {@code TEAMCHESS_RUN_DIR} when set, else the
     * given default; null when it has no pid files.
     */
    public static Path runFolder(Path byDefault) {
        String variable = System.getenv("TEAMCHESS_RUN_DIR");
        Path folder = variable != null && !variable.isBlank() ? Path.of(variable) : byDefault;
        return folder != null && Files.isDirectory(folder.resolve("pids")) ? folder : null;
    }

    /** From now the processes' CPU counts. */
    public synchronized void start() {
        ticksAtStart.clear();
        ticks.clear();
        maxRss.clear();
        sample(ticksAtStart);
    }

    /** Samples memory and CPU now: every few seconds while measuring, and once at the end. */
    public synchronized void sample() {
        sample(ticks);
    }

    /**
     * The CPU seconds every process of the platform running now has used since it started: the
     * difference of two calls is the platform's CPU between them (progress lines), give or take a
     * process that ended meanwhile.
     */
    public synchronized double totalSecondsNow() {
        Map<String, Map<String, Long>> now = new TreeMap<>();
        sample(now);
        return now.values().stream().flatMap(processes -> processes.values().stream()).mapToLong(Long::longValue)
                .sum() / TICKS_PER_SECOND;
    }

    /**
     * Each part's CPU since {@link #start()} to the last {@link #sample()}, summed over its
     * processes (one started meanwhile, after a drill or a new PostgreSQL backend, from its start;
     * one killed, to when it was last seen).
     */
    public synchronized List<Usage> usage() {
        List<Usage> usage = new ArrayList<>();
        ticks.forEach((part, processes) -> {
            Map<String, Long> before = ticksAtStart.getOrDefault(part, Map.of());
            long used = processes.entrySet().stream()
                    .mapToLong(process -> process.getValue() - before.getOrDefault(process.getKey(), 0L)).sum();
            usage.add(new Usage(part, used / TICKS_PER_SECOND, maxRss.getOrDefault(part, 0L)));
        });
        return usage;
    }

    private void sample(Map<String, Map<String, Long>> into) {
        if (runDir == null) {
            return;
        }
        Map<String, ProcessStat> processes = everyProcess();
        Map<String, List<String>> children = new TreeMap<>();
        processes.forEach((pid, stat) -> children.computeIfAbsent(stat.parent(), key -> new ArrayList<>()).add(pid));
        try (DirectoryStream<Path> pids = Files.newDirectoryStream(runDir.resolve("pids"), "*.pid")) {
            for (Path file : pids) {
                String part = file.getFileName().toString().replaceFirst("\\.pid$", "");
                read(part, withDescendants(Files.readString(file).strip(), children), processes, into);
            }
        } catch (IOException | NumberFormatException e) {
            // no run folder here (a remote platform): no CPU figures
        }
        List<String> postgres = processes.entrySet().stream().filter(process -> process.getValue().command()
                .equals("postgres")).map(Map.Entry::getKey).toList();
        read("postgresql", postgres, processes, into);
    }

    /** One process as /proc/PID/stat gives it: its parent, its command, CPU ticks (utime + stime) and RSS. */
    private record ProcessStat(String parent, String command, long ticks, long rssKib) {
    }

    /** The process and every process under it. */
    private static List<String> withDescendants(String pid, Map<String, List<String>> children) {
        List<String> all = new ArrayList<>(List.of(pid));
        for (int next = 0; next < all.size(); next++) {
            all.addAll(children.getOrDefault(all.get(next), List.of()));
        }
        return all;
    }

    /** Every process of the machine, each read once per sample. */
    private static Map<String, ProcessStat> everyProcess() {
        Map<String, ProcessStat> processes = new TreeMap<>();
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(Path.of("/proc"), "[0-9]*")) {
            for (Path process : entries) {
                try {
                    String stat = Files.readString(process.resolve("stat"));
                    String command = stat.substring(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
                    String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
                    processes.put(process.getFileName().toString(), new ProcessStat(fields[1], command,
                            Long.parseLong(fields[11]) + Long.parseLong(fields[12]),
                            Long.parseLong(fields[21]) * 4)); // pages of 4 KiB
                } catch (IOException | RuntimeException e) {
                    // gone meanwhile
                }
            }
        } catch (IOException e) {
            // no /proc: not Linux
        }
        return processes;
    }

    /**
     * Notes each process's CPU ticks and the group's resident memory, if larger; a process not in
     * this sample has gone (a drill killed it): its last figures stand.
     */
    private void read(String part, List<String> pids, Map<String, ProcessStat> sampled,
            Map<String, Map<String, Long>> into) {
        Map<String, Long> processes = into.computeIfAbsent(part, name -> new TreeMap<>());
        long rss = 0;
        for (String pid : pids) {
            ProcessStat stat = sampled.get(pid);
            if (stat != null) {
                processes.put(pid, stat.ticks());
                rss += stat.rssKib();
            }
        }
        maxRss.merge(part, rss, Math::max);
    }
}
