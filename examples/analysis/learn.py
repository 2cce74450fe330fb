#!/usr/bin/env python3
"""From a bot's history downloads, pictures to learn from:

  opponent-first-shots.png  where opponents fire their first shot of a game (a heat map of the board)
  hit-rate-by-turn.png      how often the bot's own n-th shot of a game hits, for every n
  opponent-ships.png        where opponents put their ships (a heat map: how often each cell held a ship),
                            drawn when the placements download is given with --placements

usage: learn.py HISTORY.csv[.gz] [OUT_FOLDER] [--placements PLACEMENTS.csv[.gz]]

HISTORY is GET /api/bots/{id}/history?format=csv and PLACEMENTS the same with format=placements-csv, as downloaded
(pandas unpacks a .gz name itself). Only the games of the download's most common ruleset are drawn, so that every
game has the same board.
"""
import argparse
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


def heat_map(heat, title, label, path):
    fig, ax = plt.subplots(figsize=(6, 5))
    shown = ax.imshow(heat, cmap="viridis", origin="upper")
    ax.set(title=title, xlabel="x (column)", ylabel="y (row)")
    fig.colorbar(shown, ax=ax, label=label)
    fig.savefig(path, dpi=100)
    plt.close(fig)


def strikes_pictures(history, out):
    strikes = pd.read_csv(history)
    ruleset = strikes["ruleset"].mode()[0]
    strikes = strikes[strikes["ruleset"] == ruleset]
    width, height = board_size(ruleset)
    theirs = strikes[strikes["shooter"] != strikes["you"]]
    mine = strikes[strikes["shooter"] == strikes["you"]].sort_values(["game", "seq"])

    first = theirs.sort_values("seq").groupby("game").head(1)
    heat = np.zeros((height, width))
    np.add.at(heat, (first["y"].to_numpy(), first["x"].to_numpy()), 1)
    heat_map(heat, f"Opponents' first shot ({len(first)} games, {ruleset})", "games", out / "opponent-first-shots.png")

    mine = mine.assign(turn=mine.groupby("game").cumcount() + 1, hit=mine["result"].isin(["hit", "sunk"]))
    rate = mine.groupby("turn")["hit"].mean()
    fig, ax = plt.subplots(figsize=(7, 4))
    ax.plot(rate.index, rate.to_numpy())
    ax.set(title=f"My hit rate by shot number ({mine['game'].nunique()} games)", xlabel="my n-th shot of the game",
           ylabel="share that hit", ylim=(0, 1))
    fig.savefig(out / "hit-rate-by-turn.png", dpi=100)
    plt.close(fig)


def placements_picture(placements, out):
    cells = pd.read_csv(placements)
    ruleset = cells["ruleset"].mode()[0]
    cells = cells[cells["ruleset"] == ruleset]
    width, height = board_size(ruleset)
    theirs = cells[cells["owner"] != cells["you"]]
    # the one line: how many games each cell held an opponent's ship, rows y, columns x
    heat = pd.crosstab(theirs["y"], theirs["x"]).reindex(index=range(height), columns=range(width), fill_value=0)
    games = theirs["game"].nunique()
    heat_map(heat.to_numpy() / max(games, 1), f"Opponents' ships ({games} games, {ruleset})",
             "share of games with a ship there", out / "opponent-ships.png")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("history", help="the strikes download (format=csv)")
    parser.add_argument("out", nargs="?", default=".", help="the folder the pictures go to (default: here)")
    parser.add_argument("--placements", help="the placements download (format=placements-csv)")
    args = parser.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    strikes_pictures(args.history, out)
    if args.placements:
        placements_picture(args.placements, out)


if __name__ == "__main__":
    main()
