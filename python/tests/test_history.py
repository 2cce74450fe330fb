"""History files read into typed DataFrames with the league's field names."""

from __future__ import annotations

import gzip
import json
import urllib.request

import pandas as pd

from admiralty import history


def test_a_play_log_reads_into_games_strikes_and_placements(play, tmp_path):
    lines = play("--ruleset", "salvo", "--seed", "5", "--games", "4", "builtin:parity", "builtin:random")
    path = tmp_path / "games.jsonl"
    path.write_text("\n".join(lines) + "\n")
    games, strikes, placements = history.read(path)

    records = [json.loads(line) for line in lines]
    assert list(games["index"]) == [1, 2, 3, 4]
    assert list(games.columns) == history.GAME_COLUMNS
    assert list(strikes.columns) == ["index", *history.STRIKE_COLUMNS]
    assert list(placements.columns) == ["index", *history.PLACEMENT_COLUMNS]
    assert len(strikes) == sum(len(r["strikes"]) for r in records)
    assert len(placements) == 4 * 2 * sum(records[0]["ruleset"]["fleet"])
    assert (games["shots_a"] + games["shots_b"]).tolist() == [len(r["strikes"]) for r in records]
    assert list(games["seed"]) == [r["seed"] for r in records]
    assert games["ruleset"].eq("salvo").all()
    assert str(strikes["x"].dtype) == "Int64" and str(strikes["result"].dtype) == "category"
    assert str(games["finished_at"].dtype).startswith("datetime64") and games["finished_at"].dt.tz is not None
    assert games["game"].isna().all() and games["you"].isna().all()
    first = records[0]["strikes"][0]
    row = strikes.iloc[0]
    assert (row["shooter"], row["x"], row["y"], row["result"]) == (first["shooter"], first["x"], first["y"], first["result"])
    sinks = strikes[strikes["result"] == "sunk"]
    assert sinks["sunk_length"].notna().all() and strikes.loc[strikes["result"] != "sunk", "sunk_ship"].isna().all()
    # every cell of every placed ship, each ship its length in cells
    assert (placements.groupby(["index", "owner", "ship"]).size() == placements.groupby(["index", "owner", "ship"])["length"].first()).all()

    packed = tmp_path / "games.jsonl.gz"
    with gzip.open(packed, "wt") as out:
        out.write("\n".join(lines) + "\n")
    again = history.read(packed)
    pd.testing.assert_frame_equal(again.strikes, strikes)
    pd.testing.assert_frame_equal(again.games, games)


def test_a_bots_history_is_fetched_from_the_league_resumed_and_read_as_its_csv_downloads_read(league, tmp_path):
    season = league.call("POST", "/api/seasons", {"name": "learning", "ruleset": "salvo", "gamesPerMatchup": 4})["id"]
    for bot in (1, 5):  # the built-ins random and density
        league.call("POST", f"/api/seasons/{season}/entries", {"botId": bot})
    league.round(season)
    path = tmp_path / "bot-1.ndjson.gz"

    assert history.fetch(league.url, 1, league.token, path, season=season) == 4
    assert history.fetch(league.url, 1, league.token, path, season=season) == 0
    league.round(season)
    assert history.fetch(league.url, 1, league.token, path, season=season) == 4

    games, strikes, placements = history.read(path)
    assert games["game"].is_unique and len(games) == 8
    assert games["you"].notna().all() and set(games["game_result"]) <= {"win", "loss", "draw"}
    assert (games["opponent"] == 5).all() and (games["opponent_name"] == "density").all()
    # the frames of the NDJSON download are the CSV downloads' frames, column for column
    for form, frame in (("csv", strikes), ("placements-csv", placements)):
        request = urllib.request.Request(
            f"{league.url}/api/bots/1/history?format={form}&season={season}",
            headers={"Authorization": f"Bearer {league.token}"},
        )
        csv = tmp_path / f"{form}.csv"
        with urllib.request.urlopen(request) as response:
            csv.write_bytes(response.read())
        downloaded = history.read(csv)
        from_csv = downloaded.strikes if form == "csv" else downloaded.placements
        assert len(from_csv) == len(frame) > 0
        keys = ["game", "seq"] if form == "csv" else ["game", "owner", "ship", "x", "y"]
        ours = frame.drop(columns="index").sort_values(keys, ignore_index=True)
        theirs = from_csv.drop(columns="index").sort_values(keys, ignore_index=True)
        pd.testing.assert_frame_equal(ours, theirs, check_categorical=False)
