package org.teamchess.system.security;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What the suite did and found: the size of the matrix, each kind of case's outcomes, the statuses
 * seen, and every finding (what must never happen) with the request that caused it.
 */
public final class SuiteReport {

    /** Something the suite forbids: a 5xx, an error that is not a problem, a forged caller let in, a refused write that stored something, a hygiene case not refused naming its field. */
    public record Finding(String kind, String operation, String caller, String testCase, int status, String detail) {
    }

    private final Map<String, Map<String, Integer>> outcomes = new TreeMap<>();
    private final Map<Integer, Integer> statuses = new TreeMap<>();
    private final List<Finding> findings = new ArrayList<>();
    private final List<Finding> warnings = new ArrayList<>();
    private int requests;
    private int operations;
    private int callers;
    private final Map<String, Integer> operationsPerService = new TreeMap<>();

    void operations(List<ApiOperation> all, int callerCount) {
        operations = all.size();
        callers = callerCount;
        for (ApiOperation operation : all) {
            operationsPerService.merge(operation.service(), 1, Integer::sum);
        }
    }

    void record(String category, int status, String outcome) {
        requests++;
        statuses.merge(status, 1, Integer::sum);
        outcomes.computeIfAbsent(category, c -> new TreeMap<>()).merge(outcome, 1, Integer::sum);
    }

    void finding(Finding finding) {
        findings.add(finding);
    }

    void warning(Finding finding) {
        warnings.add(finding);
    }

    public List<Finding> findings() {
        return findings;
    }

    int requests() {
        return requests;
    }

    public String markdown(Duration took, long seed) {
        StringBuilder out = new StringBuilder();
        out.append("# Security suite report\n\n");
        out.append("Operations: ").append(operations).append(' ').append(operationsPerService)
                .append("; callers: ").append(callers).append("; requests: ").append(requests)
                .append("; seed: ").append(seed).append("; took: ").append(took.toSeconds()).append(" s\n\n");
        out.append("| category | outcome | requests |\n|---|---|---|\n");
        outcomes.forEach((category, counts) -> counts.forEach((outcome, count) ->
                out.append("| ").append(category).append(" | ").append(outcome).append(" | ").append(count).append(" |\n")));
        out.append("\nStatuses: ").append(statuses).append("\n\n");
        out.append("## Findings (").append(findings.size()).append(")\n\n");
        appendAll(out, findings);
        out.append("\n## Warnings (").append(warnings.size()).append(")\n\n");
        out.append("400 answers to a fuzzed field that do not name it in `errors`:\n\n");
        appendAll(out, warnings);
        return out.toString();
    }

    private static void appendAll(StringBuilder out, List<Finding> list) {
        int shown = 0;
        for (Finding finding : list) {
            if (shown++ == 200) {
                out.append("- ... and ").append(list.size() - 200).append(" more\n");
                break;
            }
            out.append("- ").append(finding.kind()).append(": `").append(finding.operation()).append("` as ")
                    .append(finding.caller()).append(", case `").append(finding.testCase()).append("` -> ")
                    .append(finding.status()).append(": ").append(finding.detail().replace('\n', ' ')).append('\n');
        }
    }

    public void write(Path file, Duration took, long seed) throws IOException {
        Files.createDirectories(file.getParent());
        Files.writeString(file, markdown(took, seed), StandardCharsets.UTF_8);
    }
}
