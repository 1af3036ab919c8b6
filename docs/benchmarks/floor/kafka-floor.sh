#!/usr/bin/env bash
# The floor of a move's trip over Kafka (docs/benchmarks/floor/README.md): a broker of its own (the
# platform's version and settings, kafka-floor.properties) and KafkaFloor.java, which produces
# records shaped like MovePlayed at a steady rate to a topic that two consumer groups read, as the
# game topic is read by clock-service and tournament-service. It reports the broker's CPU and the
# clients' CPU per record, unbatched and then batched.
#
# Usage (from the checkout's root, after ./mvnw install -DskipTests, with the platform stopped or
# at least its broker's ports free):
#   docs/benchmarks/floor/kafka-floor.sh [RECORDS_PER_SECOND [SECONDS]]   (defaults 500 and 60)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)
here=$root/docs/benchmarks/floor
rate=${1:-500}
seconds=${2:-60}
port=${KAFKA_FLOOR_PORT:-39092}
controller_port=$((port + 1))
classpath_file=$root/deploy/kafka/target/classpath.txt
[ -f "$classpath_file" ] || { echo "kafka-floor: no $classpath_file: run ./mvnw -B -q install -DskipTests first" >&2; exit 1; }
classpath=$(cat "$classpath_file")
work=$(mktemp -d)
broker=
cleanup() {
    [ -n "$broker" ] && kill "$broker" 2>/dev/null && wait "$broker" 2>/dev/null
    rm -rf "$work"
}
trap cleanup EXIT

sed -e "s|@PORT@|$port|g" -e "s|@CONTROLLER_PORT@|$controller_port|g" -e "s|@DATA_DIR@|$work/data|g" \
    "$here/kafka-floor.properties" > "$work/server.properties"
java -cp "$classpath" kafka.tools.StorageTool format -c "$work/server.properties" \
    -t "$(head -c 16 /dev/urandom | base64 | tr '+/' '-_' | tr -d '=')" > "$work/broker.log" 2>&1 ||
    { echo "kafka-floor: formatting the storage failed:" >&2; tail -n 20 "$work/broker.log" >&2; exit 1; }
# The broker's heap as deploy/platform gives it.
java -Xmx512m -Dlog4j2.configurationFile="$root/deploy/kafka/config/log4j2.xml" -cp "$classpath" \
    kafka.Kafka "$work/server.properties" >> "$work/broker.log" 2>&1 &
broker=$!
for _ in $(seq 1 60); do
    grep -q 'Kafka Server started' "$work/broker.log" 2>/dev/null && break
    kill -0 "$broker" 2>/dev/null || { echo "kafka-floor: the broker exited:" >&2; tail -n 30 "$work/broker.log" >&2; exit 1; }
    sleep 1
done
grep -q 'Kafka Server started' "$work/broker.log" || { echo "kafka-floor: the broker did not start in 60 s" >&2; exit 1; }

for mode in unbatched batched; do
    java -Xmx256m -cp "$classpath" "$here/KafkaFloor.java" "127.0.0.1:$port" "$broker" "$mode" "$rate" "$seconds"
done
