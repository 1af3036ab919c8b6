#!/usr/bin/env python3
# Usage: python3 fair-play-throughput.py [NODES=100000] [GAMES=2] [PLIES=80] [nice]
"""Fair-play analysis throughput: the worker's work for one game, measured in the engine's CPU time.

A game is made by stockfish playing itself at 2,000 nodes a move (varied openings, so the positions
are those of real play, not of a book line), then every position of it is searched as the worker
does: ucinewgame, Threads 1, Hash 16, MultiPV 3, go nodes N. The engine's CPU time is read from
getrusage(RUSAGE_CHILDREN): on a busy machine wall time says little, CPU time is what a core gives.
"""
import resource, subprocess, sys, time

NODES = int(sys.argv[1]) if len(sys.argv) > 1 else 100000
GAMES = int(sys.argv[2]) if len(sys.argv) > 2 else 2
PLIES = int(sys.argv[3]) if len(sys.argv) > 3 else 80
NICE = len(sys.argv) > 4 and sys.argv[4] == "nice"
OPENINGS = [["e2e4", "c7c5"], ["d2d4", "g8f6"], ["c2c4", "e7e5"], ["g1f3", "d7d5"]]

def engine():
    p = subprocess.Popen((["nice", "-n", "10"] if NICE else []) + ["/usr/games/stockfish"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
    def send(c): p.stdin.write(c + "\n"); p.stdin.flush()
    def until(prefix):
        while True:
            line = p.stdout.readline()
            if not line: raise SystemExit("engine died")
            if line.startswith(prefix): return line
    send("uci"); until("uciok")
    for o in ("Threads value 1", "Hash value 16", "MultiPV value 3"): send("setoption name " + o)
    send("isready"); until("readyok")
    return p, send, until

def game(index):
    p, send, until = engine()
    moves = list(OPENINGS[index % len(OPENINGS)])
    send("setoption name MultiPV value 1")
    while len(moves) < PLIES:
        send("position startpos moves " + " ".join(moves)); send("go nodes 2000")
        best = until("bestmove").split()[1]
        if best == "(none)": break
        moves.append(best)
    send("quit"); p.wait()
    return moves

games = [game(i) for i in range(GAMES)]
before = resource.getrusage(resource.RUSAGE_CHILDREN)
start = time.time()
positions = 0
for moves in games:
    p, send, until = engine()
    send("ucinewgame"); send("isready"); until("readyok")
    for i in range(len(moves) + 1):
        send("position startpos moves " + " ".join(moves[:i])); send("go nodes %d" % NODES)
        until("bestmove"); positions += 1
    send("quit"); p.wait()
after = resource.getrusage(resource.RUSAGE_CHILDREN)
cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
per_game = cpu / len(games)
print(f"nodes={NODES} games={len(games)} plies/game={sum(len(m) for m in games)/len(games):.0f} positions={positions}")
print(f"engine CPU {cpu:.1f} s, {cpu/positions*1000:.0f} ms/position, {per_game:.1f} s/game -> {60/per_game:.2f} games/min/core; wall {time.time()-start:.1f} s")
