package org.teamchess.rules.cli;

/** Placeholder entry point; the command-line tool is being written. */
public final class ChessRulesCli {

    private ChessRulesCli() {
    }

    public static void main(String[] args) {
        System.err.println("chess-rules: no commands yet");
        System.exit(64);
    }
}
