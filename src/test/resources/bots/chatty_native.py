#!/usr/bin/env python3
"""A legal classic native bot that talks on stderr: a line as it places, one per move, and, with "flood", megabytes
without a line break (NUL and escape bytes among them) before its first move."""
import json
import sys

flood = len(sys.argv) > 1 and sys.argv[1] == "flood"
shot = 0
for line in sys.stdin:
    kind = json.loads(line)["type"]
    if kind == "hello":
        print('{"type":"hello","protocol":1}', flush=True)
    elif kind == "newGame":
        shot = 0
        sys.stderr.write("placing in rows 0-8\n")
        sys.stderr.flush()
        ships = ",".join('{"x":0,"y":%d,"length":%d,"orientation":"across"}' % (2 * i, n)
                         for i, n in enumerate([5, 4, 3, 3, 2]))
        print('{"type":"placement","ships":[%s]}' % ships, flush=True)
    elif kind == "turn":
        if flood and shot == 0:
            for _ in range(768):
                sys.stderr.buffer.write(b"\x00\x1b[31m" * 1024)
            sys.stderr.flush()
        sys.stderr.write("move %d: firing at %d,%d\n" % (shot + 1, shot % 10, shot // 10))
        sys.stderr.flush()
        print('{"type":"shots","shots":[{"x":%d,"y":%d}]}' % (shot % 10, shot // 10), flush=True)
        shot += 1
    elif kind == "bye":
        break
