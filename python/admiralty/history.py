"""A bot's history: :func:`fetch` downloads it from the league, :func:`read` reads any download or ``play --log``
file into pandas DataFrames, and :func:`read_logs` the bots' stderr lines of a download fetched with ``logs=True``.

``fetch`` asks for the NDJSON download (the game-record form, docs/game-record.schema.json: the one that holds
everything), gzip-compressed in transit, streamed to the file as it comes, and resumes: run again on the same file,
it asks only for games finished since the newest it holds (less a margin, as games are stored in batches) and
appends those it lacks.

``read`` gives three DataFrames with the league's field names (those of the CSV downloads, docs/api.md) and typed
columns (nullable integers, categories, UTC times): ``games`` (one row per game), ``strikes`` (one per shot, the
columns of ``format=csv``) and ``placements`` (one per cell of each placed ship, the columns of
``format=placements-csv``). Every frame also has ``index``, the game's number in its matchup (in ``play --log``, in
the run, where ``game`` is null: group a local log's games by ``index``). ``games`` also has ``tags`` (a list) and
``metrics`` (a dict of each metric's last value): what the downloading bot said of each game (``admiralty tag``,
``admiralty metric``).

``read_logs`` gives one more frame, one row per line a bot wrote to stderr in a game (``LOG_COLUMNS``): the game,
the seat and its bot, the move the line came after (0 while placing) with that move's think time, and the line as the
league kept it (escaped where it was not text). A team's download holds its own bots' lines only, the organiser's
both seats'; a file fetched without ``logs=True`` gives an empty frame.
"""

from __future__ import annotations

import datetime as dt
import gzip
import io
import json
import os
import urllib.parse
import urllib.request
import zlib
from collections.abc import Iterator
from pathlib import Path
from typing import IO, Any, NamedTuple

import pandas as pd

#: How far before the newest game it holds a resumed download starts: games are stored in batches, so one that
#: finished a little earlier may be stored a little later.
RESUME_MARGIN = dt.timedelta(minutes=30)

STRIKE_COLUMNS = [
    "game", "season", "side", "seq", "shooter", "x", "y", "result", "sunk_ship", "sunk_length", "you", "opponent",
    "opponent_name", "game_result", "first_mover", "ruleset", "kind", "version", "opponent_version",
]  # fmt: skip
PLACEMENT_COLUMNS = [
    "game", "season", "owner", "ship", "length", "orientation", "x", "y", "you", "opponent", "opponent_name",
    "game_result", "first_mover", "ruleset", "kind", "version", "opponent_version",
]  # fmt: skip

_INT = "Int64"
_TYPES: dict[str, Any] = {
    "game": _INT, "season": _INT, "matchup": _INT, "index": _INT, "seq": _INT, "x": _INT, "y": _INT,
    "sunk_ship": _INT, "sunk_length": _INT, "opponent": _INT, "version": _INT, "opponent_version": _INT,
    "ship": _INT, "length": _INT, "seed": _INT, "bot_a": _INT, "bot_b": _INT, "bot_a_version": _INT,
    "bot_b_version": _INT, "shots_a": _INT, "shots_b": _INT,
    "side": "category", "you": "category", "shooter": "category", "result": "category", "game_result": "category",
    "first_mover": "category", "ruleset": "category", "kind": "category", "owner": "category",
    "orientation": "category", "winner": "category", "reason": "category",
    "opponent_name": "string", "bot_a_name": "string", "bot_b_name": "string", "detail": "string",
    "elo_before": "Float64", "elo_after": "Float64", "seat": "category", "bot": _INT, "bot_name": "string",
    "move": _INT, "think_micros": _INT, "line": "string",
}  # fmt: skip

LOG_COLUMNS = ["game", "season", "index", "seat", "bot", "bot_name", "move", "think_micros", "line"]


class History(NamedTuple):
    """A history as three DataFrames (see the module's documentation)."""

    games: pd.DataFrame
    strikes: pd.DataFrame
    placements: pd.DataFrame


def fetch(
    url: str,
    bot: int,
    token: str,
    path: str | Path,
    season: int | None = None,
    kind: str | None = None,
    since: str | dt.datetime | None = None,
    resume: bool = True,
    logs: bool = False,
    tag: str | None = None,
) -> int:
    """Downloads bot ``bot``'s history from the league at ``url`` (``http://localhost:8080``) with a team's (or the
    organiser's) ``token`` into ``path`` (NDJSON; gzip when its name ends ``.gz``), of one ``season``, of ``kind``
    (``season``, ``gate``, ``challenge``, ``validation``, a list, ``all``), finished at or after ``since``. With
    ``resume`` and a file already there, appends the games it lacks. With ``logs``, each game holds what the caller's
    own bots wrote to stderr in it (:func:`read_logs`); with ``tag``, only the games the bot tagged so. Returns how many
    games it wrote."""
    path = Path(path)
    known: set[int] = set()
    if resume and path.exists():
        newest = None
        for game in _records(path):
            known.add(game["game"])
            finished = _time(game["finishedAt"])
            newest = finished if newest is None or finished > newest else newest
        if newest is not None:
            since = max(_time(since), newest - RESUME_MARGIN) if since is not None else newest - RESUME_MARGIN
    query: dict[str, Any] = {"format": "ndjson"}
    if season is not None:
        query["season"] = season
    if kind is not None:
        query["kind"] = kind
    if logs:
        query["logs"] = "true"
    if tag is not None:
        query["tag"] = tag
    if since is not None:
        moment = _time(since)
        query["since"] = moment.astimezone(dt.timezone.utc).isoformat().replace("+00:00", "Z")
    request = urllib.request.Request(
        f"{url.rstrip('/')}/api/bots/{bot}/history?{urllib.parse.urlencode(query)}",
        headers={"Authorization": f"Bearer {token}", "Accept-Encoding": "gzip", "Accept": "application/x-ndjson"},
    )
    written = 0
    opener = gzip.open if path.suffix == ".gz" else open
    partial = path.with_name(path.name + ".part")
    with urllib.request.urlopen(request) as response, opener(partial, "wb") as out:
        for line in _lines(response, response.headers.get("Content-Encoding") == "gzip"):
            game = json.loads(line)
            if game["game"] in known:
                continue
            out.write(line if line.endswith(b"\n") else line + b"\n")
            written += 1
    # the new games are appended only once the download is whole, so a broken one leaves the file as it was
    with open(path, "ab") as target, open(partial, "rb") as new:
        while chunk := new.read(1 << 20):
            target.write(chunk)
    os.remove(partial)
    return written


def _lines(response: IO[bytes], gzipped: bool) -> Iterator[bytes]:
    """The response's lines as they arrive, unpacked on the fly when it is gzip."""
    unpack = zlib.decompressobj(16 + zlib.MAX_WBITS) if gzipped else None
    rest = b""
    while chunk := response.read(1 << 16):
        data = rest + (unpack.decompress(chunk) if unpack else chunk)
        lines = data.split(b"\n")
        rest = lines.pop()
        yield from (line for line in lines if line.strip())
    if unpack:
        rest += unpack.flush()
    if rest.strip():
        yield rest


def _time(value: str | dt.datetime) -> dt.datetime:
    if isinstance(value, dt.datetime):
        return value if value.tzinfo else value.replace(tzinfo=dt.timezone.utc)
    return dt.datetime.fromisoformat(value.replace("Z", "+00:00"))


def _open(path: Path) -> IO[str]:
    with open(path, "rb") as probe:
        gzipped = probe.read(2) == b"\x1f\x8b"
    return gzip.open(path, "rt", encoding="utf-8") if gzipped else open(path, encoding="utf-8")


def _records(path: Path) -> Iterator[dict[str, Any]]:
    with _open(path) as lines:
        for line in lines:
            if line.strip():
                yield json.loads(line)


def read(*paths: str | Path) -> History:
    """Reads downloads and logs into one :class:`History`: NDJSON (a download or ``play --log``, plain or gzip) gives
    all three frames; a strikes CSV (``format=csv``) or placements CSV (``format=placements-csv``) gives its own
    frame (the others stay empty)."""
    games, strikes, placements = [], [], []
    for path in map(Path, paths):
        with _open(path) as text:
            first = text.readline()
        if first.startswith("{"):
            frames = _from_records(_records(path))
            games.append(frames.games)
            strikes.append(frames.strikes)
            placements.append(frames.placements)
        elif first.startswith("game,season,owner,"):
            placements.append(pd.read_csv(path, dtype=str, keep_default_na=False, na_values=[""]))
        elif first.startswith("game,season,side,"):
            strikes.append(pd.read_csv(path, dtype=str, keep_default_na=False, na_values=[""]))
        else:
            raise ValueError(f"{path}: neither NDJSON game records nor a history CSV")
    return History(
        _typed(games, GAME_COLUMNS), _typed(strikes, ["index", *STRIKE_COLUMNS]),
        _typed(placements, ["index", *PLACEMENT_COLUMNS]),
    )  # fmt: skip


GAME_COLUMNS = [
    "game", "season", "matchup", "index", "kind", "ruleset", "seed", "first_mover", "bot_a", "bot_a_name",
    "bot_a_version", "bot_b", "bot_b_name", "bot_b_version", "winner", "reason", "detail", "shots_a", "shots_b",
    "started_at", "finished_at", "you", "opponent", "opponent_name", "game_result", "version", "opponent_version",
    "elo_before", "elo_after", "tags", "metrics",
]  # fmt: skip


def _typed(frames: list[pd.DataFrame], columns: list[str]) -> pd.DataFrame:
    frames = [frame for frame in frames if not frame.empty]
    frame = pd.concat(frames, ignore_index=True) if frames else pd.DataFrame(columns=columns)
    for column in columns:
        if column not in frame:
            frame[column] = None
    frame = frame[columns]
    out = {}
    for column in columns:
        kind = _TYPES.get(column)
        values = frame[column]
        if column in ("started_at", "finished_at"):
            out[column] = pd.to_datetime(values, utc=True, format="ISO8601")
        elif kind == _INT:
            out[column] = pd.to_numeric(values, errors="raise").astype(_INT)
        elif kind is not None:
            out[column] = values.astype("string").astype(kind) if kind == "category" else values.astype(kind)
        else:
            out[column] = values
    return pd.DataFrame(out, columns=columns)


def _spec(ruleset: dict[str, Any]) -> str:
    from admiralty.rules import Ruleset

    return Ruleset.parse(ruleset).spec


def _from_records(records: Iterator[dict[str, Any]]) -> History:
    games, strikes, placements = [], [], []
    for g in records:
        you = g.get("you")
        opponent = g.get("opponent") or {}
        ruleset = _spec(g["ruleset"])
        mine = g["botA"] if you == "A" else g["botB"] if you == "B" else {}
        side = {
            "you": you, "opponent": opponent.get("id"), "opponent_name": opponent.get("name"),
            "game_result": g.get("result"), "first_mover": g["firstMover"], "ruleset": ruleset, "kind": g.get("kind"),
            "version": mine.get("version"), "opponent_version": opponent.get("version"),
        }  # fmt: skip
        key = {"index": g["index"], "game": g["game"], "season": g["season"]}
        shots = {"A": 0, "B": 0}
        for s in g["strikes"]:
            shots[s["shooter"]] += 1
            strikes.append({
                **key, "side": you, "seq": s["seq"], "shooter": s["shooter"], "x": s["x"], "y": s["y"],
                "result": s["result"], "sunk_ship": s.get("sunkShip"), "sunk_length": s.get("sunkLength"), **side,
            })  # fmt: skip
        for owner in "AB":
            placement = g[f"placement{owner}"]
            for i, ship in enumerate((placement or {}).get("ships", [])):
                down = ship["orientation"] == "down"
                for k in range(ship["length"]):
                    placements.append({
                        **key, "owner": owner, "ship": i, "length": ship["length"], "orientation": ship["orientation"],
                        "x": ship["x"] + (0 if down else k), "y": ship["y"] + (k if down else 0), **side,
                    })  # fmt: skip
        games.append({
            **key, "matchup": g["matchup"], "kind": g.get("kind"), "ruleset": ruleset, "seed": g["seed"],
            "first_mover": g["firstMover"], "bot_a": g["botA"]["id"], "bot_a_name": g["botA"]["name"],
            "bot_a_version": g["botA"]["version"], "bot_b": g["botB"]["id"], "bot_b_name": g["botB"]["name"],
            "bot_b_version": g["botB"]["version"], "winner": g["winner"], "reason": g["reason"], "detail": g["detail"],
            "shots_a": shots["A"], "shots_b": shots["B"], "started_at": g["startedAt"], "finished_at": g["finishedAt"],
            **side, "elo_before": g.get("eloBefore"), "elo_after": g.get("eloAfter"), "tags": g.get("tags") or [],
            "metrics": g.get("metrics") or {},
        })  # fmt: skip
    return History(pd.DataFrame(games), pd.DataFrame(strikes), pd.DataFrame(placements))


def read_logs(*paths: str | Path) -> pd.DataFrame:
    """The stderr lines of NDJSON downloads fetched with ``logs=True``, one row per line (``LOG_COLUMNS``), in the
    order the bots wrote them, game by game."""
    rows = []
    for path in map(Path, paths):
        for g in _records(path):
            for seat, log in sorted((g.get("logs") or {}).items()):
                bot = g[f"bot{seat}"]
                times = (g.get("thinkMicros") or {}).get(seat) or []
                for line in log["lines"]:
                    move = line["move"]
                    rows.append({
                        "game": g["game"], "season": g["season"], "index": g["index"], "seat": seat, "bot": bot["id"],
                        "bot_name": bot["name"], "move": move,
                        "think_micros": times[move - 1] if 0 < move <= len(times) else None, "line": line["text"],
                    })  # fmt: skip
    return _typed([pd.DataFrame(rows)], LOG_COLUMNS)


def read_text(text: str) -> History:
    """Reads game records given as text (for example :meth:`admiralty.env.LeagueEnv.record`'s lines)."""
    return _typed_history(_from_records(json.loads(line) for line in io.StringIO(text) if line.strip()))


def _typed_history(frames: History) -> History:
    return History(
        _typed([frames.games], GAME_COLUMNS), _typed([frames.strikes], ["index", *STRIKE_COLUMNS]),
        _typed([frames.placements], ["index", *PLACEMENT_COLUMNS]),
    )  # fmt: skip


def main(argv: list[str]) -> int:
    """``python -m admiralty.history URL BOT FILE [--season ID] [--kind KIND] [--logs]``, the token in ``$ADMIRALTY_TOKEN``."""
    import argparse

    parser = argparse.ArgumentParser(
        prog="python -m admiralty.history", description="Downloads a bot's history (resuming a file already there)."
    )
    parser.add_argument("url", help="the league, e.g. https://league.example.org")
    parser.add_argument("bot", type=int, help="the bot's id")
    parser.add_argument("file", help="NDJSON file to write or extend (gzip when it ends .gz)")
    parser.add_argument("--season", type=int)
    parser.add_argument("--kind", help="season (default), gate, challenge, validation, a list, or all")
    parser.add_argument("--logs", action="store_true", help="with your bots' stderr lines of each game")
    args = parser.parse_args(argv)
    token = os.environ.get("ADMIRALTY_TOKEN")
    if not token:
        parser.error("set ADMIRALTY_TOKEN to your team's token")
    written = fetch(args.url, args.bot, token, args.file, season=args.season, kind=args.kind, logs=args.logs)
    print(f"{args.file}: {written} new games")
    return 0


if __name__ == "__main__":
    import sys

    sys.exit(main(sys.argv[1:]))
