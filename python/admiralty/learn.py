"""Learning from a history what opponents do, and measuring what it is worth as the league would.

``python -m admiralty.learn fit HISTORY [-o model.npz]`` reads a history (a download or ``play --log`` files, as
:func:`admiralty.history.read` reads them) and fits two boards: where the opponents' ships lay (``ships``, their cells'
frequency over the games) and how early they fired at each of your cells (``fire``, each shot weighted
``exp(-k / tau)`` for its rank ``k`` among the opponent's shots of its game). :class:`admiralty.fitted.FittedPolicy`
attacks by the first and places away from the second.

``python -m admiralty.learn compare model.npz --opponent BOT ... [--deals N] [--seed S]`` plays a paired series: for
each deal (matchup seed ``S + i``) its first two games, one moving first and one second, with the fitted policy and
with the same player without the fit (``FittedPolicy()``), against each opponent; the deals are the
same for both, so the difference per deal is what the fit is worth, given with its standard error. The league's own
measures of the two (``play --skill`` and ``play --defence``, as its skill and defence scores) are the commands in
docs/learning.md, "An example that learns".
"""

from __future__ import annotations

import argparse
import dataclasses
import math
from collections.abc import Iterable, Sequence
from pathlib import Path

import numpy as np
import pandas as pd

from admiralty import history
from admiralty.bot import play_game
from admiralty.env import LeagueEnv
from admiralty.fitted import FittedPolicy
from admiralty.rules import Ruleset
from admiralty.server import Server

#: Games numbered apart in each ``play --log`` file read: file n's game i is game n * PLAY_LOG_GAMES + i.
PLAY_LOG_GAMES = 1_000_000
#: How quickly a shot's weight in ``fire`` falls with its rank: the opponent's 20th shot weighs 1/e of its first.
TAU = 20.0


@dataclasses.dataclass(frozen=True)
class Model:
    """The fitted boards (height x width) and the ruleset and games they come from."""

    ships: np.ndarray
    fire: np.ndarray
    ruleset: str
    games: int

    def policy(self) -> FittedPolicy:
        return FittedPolicy(self.ships, self.fire)

    def save(self, path: str | Path) -> None:
        np.savez(path, ships=self.ships, fire=self.fire, ruleset=self.ruleset, games=self.games)


def fit(frames: history.History, tau: float = TAU, seat: str | None = None) -> Model:
    """The boards of the opponents in ``frames``' games of one ruleset (the most played, if several). ``seat`` is
    yours where the records do not say (``play --log`` files: ``A`` for the first BOT of the command)."""
    games, strikes, placements = (_yours(frame, seat) for frame in frames)
    games = games[games["you"].notna()]
    if games.empty:
        raise ValueError("no game says which seat is yours: fit a download of your bot's games, or give seat")
    ruleset = str(games["ruleset"].value_counts().idxmax())
    rules = Ruleset.parse(ruleset)
    key = "game" if games["game"].notna().all() else "index"  # play --log files have no league ids
    if not games[key].is_unique:
        raise ValueError("games without league ids are told apart by their number in the matchup: one matchup a file")
    ids = set(games.loc[games["ruleset"] == ruleset, key])

    theirs = placements[(placements["owner"] != placements["you"]) & placements[key].isin(ids)]
    ships = _board(rules, theirs["x"], theirs["y"], np.ones(len(theirs))) + 1.0  # one of each cell: none ruled out
    shots = strikes[(strikes["shooter"] != strikes["you"]) & strikes[key].isin(ids)]
    rank = shots.sort_values("seq").groupby(key).cumcount().reindex(shots.index)
    fire = _board(rules, shots["x"], shots["y"], np.exp(-rank.to_numpy(float) / tau))
    return Model(ships / len(ids), fire / len(ids), ruleset, len(ids))


def _yours(frame: pd.DataFrame, seat: str | None) -> pd.DataFrame:
    frame = frame.copy()
    frame["you"] = frame["you"].astype("string")
    if seat is not None:
        frame["you"] = frame["you"].fillna(seat)
    for column in ("owner", "shooter"):
        if column in frame:
            frame[column] = frame[column].astype("string")
    return frame


def _board(rules: Ruleset, xs: pd.Series, ys: pd.Series, weights: np.ndarray) -> np.ndarray:
    board = np.zeros((rules.height, rules.width))
    np.add.at(board, (ys.to_numpy(int), xs.to_numpy(int)), weights)
    return board


def load(path: str | Path) -> Model:
    with np.load(path) as saved:
        return Model(saved["ships"], saved["fire"], str(saved["ruleset"]), int(saved["games"]))


@dataclasses.dataclass(frozen=True)
class Paired:
    """A paired series against one opponent: per deal the fitted policy's points less the plain one's (a win 1, a
    draw 1/2, over the deal's two games), their mean and its standard error, and each side's points per game."""

    opponent: str
    differences: np.ndarray
    fitted: float
    plain: float

    @property
    def gain(self) -> float:
        return float(self.differences.mean())

    @property
    def standard_error(self) -> float:
        n = len(self.differences)
        return float(self.differences.std(ddof=1) / math.sqrt(n)) if n > 1 else math.inf


def paired_series(
    model: Model,
    opponents: Iterable[str],
    deals: int,
    seed: int,
    server: Server | None = None,
    sandbox: str = "bubblewrap",
) -> list[Paired]:
    """Each opponent's paired series of ``deals`` deals (see the module)."""
    own = server is None
    server = server or Server(sandbox=sandbox)
    rules = Ruleset.parse(model.ruleset)
    try:
        results = []
        for opponent in opponents:
            env = LeagueEnv(opponent, rules, placement="agent", server=server)
            try:
                fitted = _points(env, model.policy(), deals, seed)
                plain = _points(env, FittedPolicy(), deals, seed)
            finally:
                env.close()
            results.append(Paired(opponent, fitted - plain, float(fitted.mean()) / 2, float(plain.mean()) / 2))
        return results
    finally:
        if own:
            server.close()


def _points(env: LeagueEnv, policy: FittedPolicy, deals: int, seed: int) -> np.ndarray:
    """The policy's points in each deal's two games: game 1 (seat A moves first) and game 2 (it moves second)."""
    points = np.zeros(deals)
    for deal in range(deals):
        for game in (1, 2):
            outcome = play_game(env, policy, seed + deal, {"game": game})
            points[deal] += 0.5 if outcome.winner is None else float(outcome.winner == env.seat)
    return points


def main(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m admiralty.learn", description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    fitting = commands.add_parser("fit", help="fit the boards of a history's opponents")
    fitting.add_argument("history", nargs="+", help="NDJSON downloads, play --log files or CSV downloads")
    fitting.add_argument("-o", "--output", default="model.npz")
    fitting.add_argument("--seat", choices=["A", "B"], help="your seat where the records do not say (play --log)")
    comparing = commands.add_parser("compare", help="a paired series of the fitted policy against the plain one")
    comparing.add_argument("model")
    comparing.add_argument("--opponent", action="append", required=True, help="a BOT string of play's; repeat it")
    comparing.add_argument("--deals", type=int, default=100)
    comparing.add_argument("--seed", type=int, default=1)
    comparing.add_argument("--sandbox", default="bubblewrap", choices=["bubblewrap", "none"])
    args = parser.parse_args(argv)
    if args.command == "fit":
        model = fit(_read_all(args.history), seat=args.seat)
        model.save(args.output)
        print(f"{args.output}: fitted on {model.games} games ({model.ruleset})")
        return 0
    for result in paired_series(load(args.model), args.opponent, args.deals, args.seed, sandbox=args.sandbox):
        print(
            f"{result.opponent}: fitted {result.fitted:.3f}, plain {result.plain:.3f} points a game; gain per deal "
            f"{result.gain:+.3f} +/- {result.standard_error:.3f} ({len(result.differences)} deals of 2 games)"
        )
    return 0


def _read_all(paths: Sequence[str]) -> history.History:
    """The files' games as one history; games without league ids (``play --log``) numbered apart file by file."""
    frames = []
    for number, path in enumerate(paths, 1):
        read = history.read(path)
        if read.games["game"].isna().all():
            read = history.History(*(f.assign(game=f["index"] + number * PLAY_LOG_GAMES) for f in read))
        frames.append(read)
    return history.History(*(pd.concat([f[i] for f in frames], ignore_index=True) for i in range(3)))


if __name__ == "__main__":
    import sys

    sys.exit(main(sys.argv[1:]))
