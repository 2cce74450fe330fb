"""History files read into typed DataFrames with the league's field names."""

from __future__ import annotations

import gzip
import json
import urllib.request

import pandas as pd

from admiralty import history
from admiralty.bot import build_zip

from tests.test_learn import HERE, validated


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


def test_a_download_with_logs_reads_into_each_games_own_stderr_lines_with_their_moves_think_times(league, tmp_path):
    talkers = league.call("POST", "/api/teams", {"name": "Talkers"})
    artifact = tmp_path / "talkative.zip"
    definition = build_zip(artifact, "policies:TalkativeHunter", [HERE / "policies.py"], name="talkative")
    bot = league.upload(talkers["token"], "/api/bots", definition, artifact)["id"]
    validated(league, bot, 1)
    path = tmp_path / "talkative.ndjson"

    written = history.fetch(league.url, bot, talkers["token"], path, kind="validation", logs=True)
    games = history.read(path).games
    logs = history.read_logs(path)

    assert written == len(games) > 0
    assert list(logs.columns) == history.LOG_COLUMNS
    assert str(logs["move"].dtype) == "Int64" and str(logs["line"].dtype) == "string"
    # the bot's own seat only (its validation opponent is a built-in, which writes none), every game's lines
    assert set(logs["bot"]) == {bot} and set(logs["bot_name"]) == {"talkative"}
    assert set(logs["game"]) == set(games["game"])
    you = dict(zip(games["game"], games["you"]))
    assert all(you[game] == seat for game, seat in zip(logs["game"], logs["seat"]))
    # what it said of each game: its tag, and its last count of shots
    assert all(tags == ["talkative"] for tags in games["tags"]), games[["game", "tags"]]
    for game, lines in logs.groupby("game"):
        assert lines["line"].iloc[0].startswith("new game, seed ")
        shots = lines[lines["line"].str.startswith("shot ")]
        # its last count: that of its last shot line kept, or the one before it (stderr is read on a thread of its own: a
        # game's very last line may come after the game is stored)
        metrics = games.loc[games["game"] == game, "metrics"].iloc[0]
        assert set(metrics) == {"shots"} and len(shots) - 1 <= metrics["shots"] <= len(shots)
        assert list(shots["line"].str.split(" ").str[1].astype(int)) == list(range(1, len(shots) + 1))
        assert shots["move"].is_monotonic_increasing and (shots["move"] >= 1).all()
        # a move's think time beside each line of it: what the download's thinkMicros say of that move
        record = next(json.loads(line) for line in path.read_text().splitlines() if json.loads(line)["game"] == game)
        times = record["thinkMicros"][you[game]]
        assert [times[m - 1] for m in shots["move"]] == list(shots["think_micros"])

    plain = tmp_path / "plain.ndjson"
    assert history.fetch(league.url, bot, talkers["token"], plain, kind="validation", tag="talkative") == written
    assert history.read_logs(plain).empty
    assert history.fetch(league.url, bot, talkers["token"], tmp_path / "none.ndjson", kind="validation", tag="quiet") == 0
