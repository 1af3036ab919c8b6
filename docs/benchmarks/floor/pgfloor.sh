#!/usr/bin/env bash
# The floor of a move's durable write (docs/benchmarks/floor/README.md): PostgreSQL's CPU per row
# inserted at a steady rate, durably (synchronous_commit on), as a move's row is, in two shapes:
# one row per transaction, and 20 rows per transaction (a group commit). The row and its indexes
# are shaped like game-service's game_move. Nothing else should use the cluster while it runs: the
# CPU counted is every process of the local cluster (backends, WAL writer, checkpointer, ...).
#
# Usage: docs/benchmarks/floor/pgfloor.sh [ROWS_PER_SECOND [SECONDS]]   (defaults 500 and 60)
# Needs: psql and pgbench (Debian's postgresql), the superuser postgres reachable on
# 127.0.0.1:5432 as deploy/prerequisites sets it up (PGHOST/PGPORT/PGUSER/PGPASSWORD override).
set -euo pipefail
rate=${1:-500}
seconds=${2:-60}
export PGHOST=${PGHOST:-127.0.0.1} PGPORT=${PGPORT:-5432} PGUSER=${PGUSER:-postgres}
pgbench=$(command -v pgbench || ls /usr/lib/postgresql/*/bin/pgbench 2>/dev/null | tail -n 1)
[ -x "$pgbench" ] || { echo "pgfloor: pgbench not found (Debian: postgresql)" >&2; exit 1; }
database=teamchess_floor
work=$(mktemp -d)
trap 'rm -rf "$work"; psql -X -q -d postgres -c "drop database if exists $database" >/dev/null 2>&1 || true' EXIT

psql -X -q -d postgres -c "drop database if exists $database" -c "create database $database"
psql -X -q -d "$database" <<'SQL'
create table game_move (
    game_id uuid not null,
    ply integer not null,
    uci varchar(5) not null,
    san varchar(10) not null,
    fen_after varchar(100) not null,
    clock_white_ms bigint,
    clock_black_ms bigint,
    played_at timestamptz not null,
    primary key (game_id, ply)
);
create index game_move_played_at on game_move (played_at);
SQL

# Each transaction writes rows of a new game id, as many games' moves do.
cat > "$work/one.sql" <<'SQL'
insert into game_move values (gen_random_uuid(), 1, 'e2e4', 'e4',
    'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1', 120000, 120000, now());
SQL
cat > "$work/twenty.sql" <<'SQL'
insert into game_move select gen_random_uuid(), ply, 'e2e4', 'e4',
    'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1', 120000, 120000, now()
    from generate_series(1, 20) as ply;
SQL

# The CPU ticks (USER_HZ, 100 a second) of the whole cluster: the postmaster's own, its live
# children's (backends, WAL writer, checkpointer, ...) and those of the children it has reaped
# (cutime and cstime), which hold the backend of a pgbench run that has ended.
cluster_ticks() {
    local postmaster total pid
    postmaster=$(pgrep -o -x postgres || true)
    [ -n "$postmaster" ] || { echo "pgfloor: no postgres process on this machine" >&2; exit 1; }
    # Fields 14-17 of /proc/PID/stat (utime, stime, cutime, cstime), counted after the command's ")".
    total=$(sed 's/.*) //' "/proc/$postmaster/stat" | awk '{ print $12 + $13 + $14 + $15 }')
    for pid in $(pgrep -P "$postmaster"); do
        [ -r "/proc/$pid/stat" ] || continue
        total=$((total + $(sed 's/.*) //' "/proc/$pid/stat" 2>/dev/null | awk '{ print $12 + $13 }')))
    done
    echo "$total"
}

measure() { # measure LABEL SCRIPT ROWS_PER_TRANSACTION
    local label=$1 script=$2 rows=$3 tps before after done_tx
    tps=$(awk -v r="$rate" -v n="$rows" 'BEGIN { printf "%.2f", r / n }')
    # A short warm-up, then the measured window; pgbench's own CPU is not the cluster's.
    "$pgbench" -n -c 1 -R "$tps" -T 10 -f "$script" "$database" >/dev/null 2>&1
    before=$(cluster_ticks)
    "$pgbench" -n -c 1 -R "$tps" -T "$seconds" -f "$script" "$database" > "$work/out" 2>&1
    sleep 1 # the run's backend has ended and been reaped: its CPU is in the postmaster's cutime
    after=$(cluster_ticks)
    done_tx=$(sed -n 's/^number of transactions actually processed: \([0-9]*\).*/\1/p' "$work/out")
    awk -v l="$label" -v t=$((after - before)) -v tx="$done_tx" -v n="$rows" -v s="$seconds" 'BEGIN {
        printf "%-32s %7d rows in %ds   PostgreSQL %.2f s of CPU   %.3f ms a row   %.3f ms a transaction\n",
            l, tx * n, s, t / 100, t * 10 / (tx * n), t * 10 / tx }'
}

echo "pgfloor: $rate rows a second for $seconds s each, synchronous_commit on ($(psql -X -tA -d postgres -c 'show server_version'))"
measure "one row per transaction" "$work/one.sql" 1
measure "20 rows per transaction" "$work/twenty.sql" 20
