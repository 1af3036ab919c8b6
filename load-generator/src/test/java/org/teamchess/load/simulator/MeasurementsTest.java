package org.teamchess.load.simulator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.teamchess.load.ProcessCpu;
import org.junit.jupiter.api.io.TempDir;

class MeasurementsTest {

    /** A run folder whose one part is this test's own JVM: its CPU and memory are what is measured. */
    @Test
    void aPartsCpuAndMemoryAreReadFromProc(@TempDir Path runDir) throws Exception {
        Files.createDirectories(runDir.resolve("pids"));
        Files.writeString(runDir.resolve("pids/self.pid"), ProcessHandle.current().pid() + "\n");
        Measurements measurements = new Measurements(runDir);
        measurements.start(0);
        long until = System.nanoTime() + 300_000_000L;
        double sink = 0;
        while (System.nanoTime() < until) {
            sink += Math.sqrt(sink + 1); // some CPU for the part to show
        }
        measurements.stop(10);
        assertTrue(sink > 0);

        assertEquals(10, measurements.movesMeasured());
        List<ProcessCpu.Usage> usage = measurements.usage();
        ProcessCpu.Usage self = usage.stream().filter(part -> part.part().equals("self")).findFirst().orElseThrow();
        assertTrue(self.cpuSeconds() > 0.05, () -> "CPU of the busy JVM: " + self);
        assertTrue(self.maxRssKib() > 1024, () -> "memory of the JVM: " + self);
        assertTrue(usage.stream().anyMatch(part -> part.part().equals("postgresql")), usage::toString);
    }
}
