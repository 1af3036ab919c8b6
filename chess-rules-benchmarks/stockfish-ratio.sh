#!/usr/bin/env bash
# Bulk-counted perft from the start position, ours against Debian's Stockfish (go perft), run
# alternately ROUNDS times so both see the same load; prints each round and the medians.
# Usage: chess-rules-benchmarks/stockfish-ratio.sh [depth=6] [rounds=5]  (after ./mvnw package)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"
depth=${1:-6}
rounds=${2:-5}
stockfish=${STOCKFISH:-/usr/games/stockfish}
jar=target/benchmarks.jar

elapsed() { # seconds a command takes, from its standard input
    local start end
    start=$(date +%s.%N)
    "$@" >/dev/null
    end=$(date +%s.%N)
    awk -v a="$start" -v b="$end" 'BEGIN { print b - a }'
}

ours=()
theirs=()
for round in $(seq 1 "$rounds"); do
    read -r nodes seconds < <(java -cp "$jar" org.teamchess.rules.benchmarks.PerftTimer "$depth")
    ours+=("$(awk -v n="$nodes" -v s="$seconds" 'BEGIN { print n / s / 1e6 }')")
    # Stockfish's time minus its own start-up (loading the network), measured the same way.
    total=$(printf 'go perft %s\nquit\n' "$depth" | elapsed "$stockfish")
    startup=$(printf 'quit\n' | elapsed "$stockfish")
    theirs+=("$(awk -v n="$nodes" -v t="$total" -v s="$startup" 'BEGIN { print n / (t - s) / 1e6 }')")
    printf 'round %d: ours %.1f M nodes/s, stockfish %.1f M nodes/s\n' "$round" "${ours[-1]}" "${theirs[-1]}"
done
median() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
m_ours=$(median "${ours[@]}")
m_theirs=$(median "${theirs[@]}")
printf 'median: ours %.1f M nodes/s, stockfish %.1f M nodes/s, ratio stockfish/ours %.2f\n' \
    "$m_ours" "$m_theirs" "$(awk -v a="$m_theirs" -v b="$m_ours" 'BEGIN { print a / b }')"
