#!/usr/bin/env python3
"""A native-protocol bot that misbehaves in the way named by its first argument, for the league's tests.

Until it misbehaves it plays legally: ships on rows 0-4 of a classic board, shots in reading order. What it
prints when it misbehaves carries SECRET, which must reach its transcript and never a public forfeit detail.
"""
import json
import os
import socket
import sys
import time

mode = sys.argv[1]
# The league validates every new version in a scratch data folder (bots/.scratch/...) before it plays anything else:
# there this bot plays legally, so that it reaches the matchups its test makes it misbehave in.
if os.sep + ".scratch" + os.sep in os.environ.get("ADMIRALTY_DATA_DIR", ""):
    mode = "legal"
arg = sys.argv[2] if len(sys.argv) > 2 else None
shot = 0
turns = 0
game = 0
game_turns = 0


def say(obj):
    print(json.dumps(obj) if not isinstance(obj, str) else obj, flush=True)


def data(name):
    return os.path.join(os.environ["ADMIRALTY_DATA_DIR"], name)


def record(name, value):
    with open(data(name), "w") as f:
        json.dump(value, f)


def fill(pattern, files, mib_each):
    """Writes files of mib_each MiB until one fails; returns the bytes written and the error, if any."""
    written = 0
    chunk = b"x" * (1024 * 1024)
    try:
        for i in range(files):
            fd = os.open(pattern % i, os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
            try:
                for _ in range(mib_each):
                    written += os.write(fd, chunk)
            finally:
                os.close(fd)
    except OSError as e:
        return written, e.strerror
    return written, None


def fork_all():
    """Forks children that sleep, until the limit stops it; returns how many it got."""
    children = 0
    try:
        for _ in range(10000):
            if os.fork() == 0:
                time.sleep(600)
                os._exit(0)
            children += 1
    except OSError as e:
        sys.stderr.write("fork stopped after %d children: %s\n" % (children, e))
    return children


SECRET = "SECRET-STDOUT-5e2a"

if mode == "exit-at-start":
    sys.exit(3)
if mode == "env":
    with open(os.path.join(os.environ["ADMIRALTY_DATA_DIR"], "env.json"), "w") as f:
        json.dump(dict(os.environ), f)
if mode == "network":
    try:
        socket.create_connection(("127.0.0.1", int(arg)), timeout=1).close()
        sys.stderr.write("network: connected\n")
    except OSError as e:
        sys.stderr.write("network: refused %s\n" % e)
if mode == "write-outside":
    for path in arg.split(","):
        try:
            with open(path, "w") as f:
                f.write("escaped")
        except OSError as e:
            sys.stderr.write("write-outside: %s\n" % e)
if mode == "big-file":
    with open(os.path.join(os.environ["ADMIRALTY_DATA_DIR"], "big.bin"), "wb") as f:
        for _ in range(int(arg)):
            f.write(b"x" * 1024 * 1024)
            f.flush()
if mode == "memory":
    hog = bytearray(int(arg) * 1024 * 1024)
if mode == "fork":
    record("fork.json", {"children": fork_all(), "uid": os.getuid()})
if mode == "fork-together":
    # as many children as it may have, held while another session of the same bot, in another matchup at the same
    # time, does the same: each session records what it got, under its uid, in the data folder they share
    record("fork-%d.json" % os.getuid(), {"children": fork_all(), "uid": os.getuid(), "gid": os.getgid()})
    deadline = time.time() + 8
    while len([f for f in os.listdir(os.environ["ADMIRALTY_DATA_DIR"]) if f.startswith("fork-")]) < 2:
        if time.time() > deadline:
            break
        time.sleep(0.05)
if mode == "sleepers":
    # a bot within its limits that holds arg sleeping children all matchup long, and plays slowly
    import subprocess
    sleepers = []
    try:
        for _ in range(int(arg)):
            sleepers.append(subprocess.Popen(["sleep", "600"]))
    except OSError as e:
        sys.stderr.write("sleepers: %s\n" % e)
    record("sleepers.json", {"children": len(sleepers), "uid": os.getuid()})
if mode == "fill-tmp":
    written, error = fill("/tmp/fill-%d", int(arg) // 8, 8)
    record("tmp.json", {"written": written, "error": error})
if mode == "hoard":
    files, mib = arg.split(",")
    fill(data("hoard-%d.bin"), int(files), int(mib))
if mode == "hoard-here":
    files, mib = arg.split(",")
    fill("hoard-%d.bin", int(files), int(mib))
if mode == "memory-children":
    # children that each take arg MiB, more together than the bot's memory: each says so if it got them
    count, mib = (int(n) for n in arg.split(","))
    for i in range(count):
        if os.fork() == 0:
            hog = b"x" * (mib * 1024 * 1024)
            open(data("child-%d" % i), "w").close()
            time.sleep(600)
            os._exit(0)
if mode == "empty-files":
    for i in range(int(arg)):
        open(data("empty-%d" % i), "w").close()
if mode == "keep":
    with open(data("keep.txt"), "a") as f:
        f.write("kept\n")

for line in sys.stdin:
    if not line.strip():
        continue
    message = json.loads(line)
    kind = message["type"]
    if kind == "hello":
        if mode == "hang":
            time.sleep(600)
        say({"type": "hello", "protocol": 1})
    elif kind == "newGame":
        game = message["game"]
        game_turns = 0
        ships = [{"x": 0, "y": row, "length": length, "orientation": "across"} for row, length in enumerate(message["ruleset"]["fleet"])]
        if mode == "wrong-fleet":
            ships = ships[:-1]
        if mode == "bad-ship":
            ships[0]["orientation"] = SECRET
        say({"type": "placement", "ships": ships})
    elif kind == "turn":
        turns += 1
        game_turns += 1
        if turns == 3 and mode == "crash-mid":
            sys.stderr.write("crashing on purpose: " + SECRET + "\n")
            sys.exit(77)
        if game_turns == 1 and mode == "nul" and (arg is None or game == int(arg)):
            # bytes that are no text: a NUL, and an escape sequence on stderr, which only its transcript shows escaped
            sys.stderr.buffer.write(b"about to answer \x00 with \x1b[31m" + SECRET.encode() + b"\n")
            sys.stderr.flush()
            sys.stdout.buffer.write(b'{"type":"shots","shots":[{"x":0,"y":0}]}\x00\n')
            sys.stdout.flush()
            continue
        if turns == 3 and mode == "garbage":
            say("this is not json: " + SECRET)
            continue
        if turns == 3 and mode == "huge-line":
            sys.stdout.write("x" * (10 * 1024 * 1024) + "\n")
            sys.stdout.flush()
            continue
        if turns == 3 and mode == "slow":
            time.sleep(float(arg))
        if turns == 3 and mode == "off-board":
            say({"type": "shots", "shots": [{"x": 10, "y": 0}]})
            continue
        if mode == "sleepers":
            time.sleep(0.1)
        cells = []
        for _ in range(message["shots"]):
            cells.append({"x": shot % 10, "y": (shot // 10) % 10})
            shot += 1
        say({"type": "shots", "shots": cells})
    elif kind == "bye":
        if mode == "hoard-at-bye":
            files, mib = arg.split(",")
            fill(data("late-%d.bin"), int(files), int(mib))
        break
