#!/usr/bin/env python3
"""From a bot's CSV history download, two pictures to learn from:

  opponent-first-shots.png  where opponents fire their first shot of a game (a heat map of the board)
  hit-rate-by-turn.png      how often the bot's own n-th shot of a game hits, for every n

usage: learn.py HISTORY.csv[.gz] [OUT_FOLDER]

HISTORY is GET /api/bots/{id}/history?format=csv, as downloaded (pandas unpacks a .gz name itself). Only the games
of the download's most common ruleset are drawn, so that every game has the same board.
"""
import sys
from pathlib import Path

import matplotlib

matplotlib.use("Agg")  # files only: no display needed
import matplotlib.pyplot as plt
import numpy as np
import pandas as pd


def board_size(ruleset):
    """Width and height of a ruleset as the download writes it: classic, salvo or WxH:FLEET[:salvo]."""
    if ruleset in ("classic", "salvo"):
        return 10, 10
    width, height = ruleset.split(":")[0].split("x")
    return int(width), int(height)


def main(history, out):
    strikes = pd.read_csv(history)
    ruleset = strikes["ruleset"].mode()[0]
    strikes = strikes[strikes["ruleset"] == ruleset]
    width, height = board_size(ruleset)
    theirs = strikes[strikes["shooter"] != strikes["you"]]
    mine = strikes[strikes["shooter"] == strikes["you"]].sort_values(["game", "seq"])
    out.mkdir(parents=True, exist_ok=True)

    first = theirs.sort_values("seq").groupby("game").head(1)
    heat = np.zeros((height, width))
    np.add.at(heat, (first["y"].to_numpy(), first["x"].to_numpy()), 1)
    fig, ax = plt.subplots(figsize=(6, 5))
    shown = ax.imshow(heat, cmap="viridis", origin="upper")
    ax.set(title=f"Opponents' first shot ({len(first)} games, {ruleset})", xlabel="x (column)", ylabel="y (row)")
    fig.colorbar(shown, ax=ax, label="games")
    fig.savefig(out / "opponent-first-shots.png", dpi=100)
    plt.close(fig)

    mine = mine.assign(turn=mine.groupby("game").cumcount() + 1, hit=mine["result"].isin(["hit", "sunk"]))
    rate = mine.groupby("turn")["hit"].mean()
    fig, ax = plt.subplots(figsize=(7, 4))
    ax.plot(rate.index, rate.to_numpy())
    ax.set(title=f"My hit rate by shot number ({mine['game'].nunique()} games)", xlabel="my n-th shot of the game",
           ylabel="share that hit", ylim=(0, 1))
    fig.savefig(out / "hit-rate-by-turn.png", dpi=100)
    plt.close(fig)


if __name__ == "__main__":
    if len(sys.argv) not in (2, 3):
        sys.exit(__doc__)
    main(sys.argv[1], Path(sys.argv[2] if len(sys.argv) == 3 else "."))
