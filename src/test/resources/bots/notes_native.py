#!/usr/bin/env python3
"""A legal classic native bot that says what it does of its games on stderr: three tags and two metrics a game (the
metric "shots" once a move, so only its last value counts). With "flood", no tag "calm" but, before its first move,
thousands of tags and metrics (most past the league's bound), names out of form, markup and control bytes."""
import json
import sys

flood = len(sys.argv) > 1 and sys.argv[1] == "flood"
shot = 0


def say(line):
    sys.stderr.write(line + "\n")
    sys.stderr.flush()


for line in sys.stdin:
    kind = json.loads(line)["type"]
    if kind == "hello":
        print('{"type":"hello","protocol":1}', flush=True)
    elif kind == "newGame":
        shot = 0
        say("admiralty tag opening-corner")
        say("admiralty tag rows:0-8")
        if not flood:
            say("admiralty tag calm")
        say("admiralty metric confidence=0.82")
        ships = ",".join('{"x":0,"y":%d,"length":%d,"orientation":"across"}' % (2 * i, n)
                         for i, n in enumerate([5, 4, 3, 3, 2]))
        print('{"type":"placement","ships":[%s]}' % ships, flush=True)
    elif kind == "turn":
        if flood and shot == 0:
            for i in range(3000):
                say("admiralty tag flood-%d" % i)
                say("admiralty metric m%d=%d" % (i, i))
            say("admiralty tag <script>alert(1)</script>")
            say("admiralty tag \x1b[31mred")
            say("admiralty metric bad=NaN")
            say("admiralty metric " + "x" * 40 + "=1")
            sys.stderr.buffer.write(b"<b>bold</b> \x1b[2J\x00 after\n")
            sys.stderr.flush()
        shot += 1
        say("admiralty metric shots=%d" % shot)
        print('{"type":"shots","shots":[{"x":%d,"y":%d}]}' % ((shot - 1) % 10, (shot - 1) // 10), flush=True)
    elif kind == "bye":
        break
