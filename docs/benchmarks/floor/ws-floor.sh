#!/usr/bin/env bash
# The floor of a move's WebSocket frames (docs/benchmarks/floor/README.md): WsFloor.java's server
# (one frame in, three out a move, on the Vert.x of game-service) and its client in two processes;
# the server's CPU per move is the figure.
#
# Usage (from the checkout's root, after ./mvnw install -DskipTests):
#   docs/benchmarks/floor/ws-floor.sh [RATE [SECONDS [GAMES]]]   (defaults 500, 60 and 1000)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)
here=$root/docs/benchmarks/floor
rate=${1:-500}
seconds=${2:-60}
games=${3:-1000}
port=${WS_FLOOR_PORT:-38099}
work=$(mktemp -d)
server=
cleanup() {
    [ -n "$server" ] && kill "$server" 2>/dev/null && wait "$server" 2>/dev/null
    rm -rf "$work"
}
trap cleanup EXIT

# game-service's runtime classpath holds the Vert.x and Netty it runs on.
(cd "$root" && ./mvnw -B -q -o -pl game-service dependency:build-classpath -Dmdep.includeScope=runtime \
    -Dmdep.outputFile="$work/classpath.txt") || { echo "ws-floor: no classpath (build first)" >&2; exit 1; }
classpath=$(cat "$work/classpath.txt")
java -Xmx512m -cp "$classpath" "$here/WsFloor.java" server "$port" > "$work/server.log" 2>&1 &
server=$!
for _ in $(seq 1 60); do
    grep -q 'WsFloor server on port' "$work/server.log" && break
    kill -0 "$server" 2>/dev/null || { echo "ws-floor: the server exited:" >&2; cat "$work/server.log" >&2; exit 1; }
    sleep 1
done
java -Xmx512m -cp "$classpath" "$here/WsFloor.java" client "$port" "$server" "$games" "$rate" "$seconds"
