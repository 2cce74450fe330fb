"""The example that learns (docs/learning.md, "An example that learns"): what opponents did, fitted from a history;
the fitted policy against its plain self on the same deals; uploaded, and played in the league."""

from __future__ import annotations

import json
import urllib.request
from pathlib import Path

from admiralty import history, learn
from admiralty.bot import build_zip, play_game
from admiralty.env import LeagueEnv
from admiralty.fitted import MODEL_FILE, FittedPolicy

HERE = Path(__file__).resolve().parent
#: A student's first bot, played from the package's tests folder (the engine's working folder is python/)
HABIT = "tests.policies:CreatureOfHabit"


def test_the_fitted_boards_show_where_the_opponents_placed_and_fired_first(server, python):
    lines = []
    for opponent in ("builtin:sequential", f"native:{python} -m admiralty.bot {HABIT}"):
        env = LeagueEnv(opponent, "classic", placement="agent", server=server)
        for deal in range(12):
            play_game(env, FittedPolicy(), 100 + deal)
            record = json.loads(env.record())
            record["game"] = len(lines) + 1  # a play --log names no league game: number them, as a download would
            lines.append(json.dumps(record))
        env.close()

    model = learn.fit(history.read_text("\n".join(lines)), seat="A")

    assert (model.games, model.ruleset, model.ships.shape) == (24, "classic", (10, 10))
    # sequential fires row by row from the top: its first shots are the top rows', the bottom row's come last
    assert model.fire[0].sum() > 5 * model.fire[-1].sum()
    # the creature of habit places only in the top half, sequential anywhere: the top half holds most ships
    assert model.ships[:5].sum() > 1.5 * model.ships[5:].sum()


def test_a_policy_fitted_to_its_season_beats_its_plain_self_there_and_plays_there_as_the_next_version(
    league, server, python, tmp_path
):
    learners = league.call("POST", "/api/teams", {"name": "Learners"})
    habits = league.call("POST", "/api/teams", {"name": "Habits"})
    plain_zip = tmp_path / "plain.zip"
    plain = build_zip(plain_zip, "admiralty.fitted:FittedPolicy", name="learner")
    learner = league.upload(learners["token"], "/api/bots", plain, plain_zip)
    habit_zip = tmp_path / "habit.zip"
    habitual = build_zip(habit_zip, "policies:CreatureOfHabit", [HERE / "policies.py"], name="habit")
    habit = league.upload(habits["token"], "/api/bots", habitual, habit_zip)
    builtins = {bot["name"]: bot["id"] for bot in league.call("GET", "/api/bots") if bot["kind"] == "builtin"}
    for bot in (learner, habit):
        validated(league, bot["id"], 1)
    settings = {"name": "fitted to its opponents", "ruleset": "classic", "gamesPerMatchup": 20}
    season = league.call("POST", "/api/seasons", settings)["id"]
    for bot in (learner["id"], habit["id"], builtins["sequential"], builtins["density"]):
        league.call("POST", f"/api/seasons/{season}/entries", {"botId": bot})
    league.round(season)

    # the learner's history, fitted: the five commands of docs/for-teams.md, from Python
    download = tmp_path / "learner.ndjson.gz"
    assert history.fetch(league.url, learner["id"], learners["token"], download, season=season) == 60
    model = learn.fit(history.read(download))
    assert model.games == 60

    # the same deals with the fitted policy and the plain one: the fit is worth more than twice its error where the
    # habit is, and costs nothing beyond its error where there is none to learn (a fit of 10 games against the habit
    # gained as little as 0.14 a deal, short of twice the error of 40 deals and of 100 in one run of three: 20 games
    # a matchup and 100 deals)
    opponents = [f"native:{python} -m admiralty.bot {HABIT}", "builtin:sequential", "builtin:density"]
    results = {r.opponent: r for r in learn.paired_series(model, opponents, 100, 1, server)}
    against_habit = results[f"native:{python} -m admiralty.bot {HABIT}"]
    assert against_habit.gain > 2 * against_habit.standard_error > 0, against_habit
    assert sum(r.gain for r in results.values()) > 0, results

    # uploaded as the learner's next version, it passes validation and plays its season's next round
    model.save(tmp_path / MODEL_FILE)
    fitted_zip = tmp_path / "fitted.zip"
    definition = build_zip(fitted_zip, "admiralty.fitted:from_model", [tmp_path / MODEL_FILE])
    version = league.upload(learners["token"], f"/api/bots/{learner['id']}/versions", definition, fitted_zip)
    assert version["version"] == 2
    validated(league, learner["id"], 2)
    league.round(season)
    assert history.fetch(league.url, learner["id"], learners["token"], download, season=season) == 60
    games = history.read(download).games
    second = games[games["version"] == 2]
    assert len(second) == 60
    assert second["reason"].isin(["fleet_sunk", "turn_cap"]).all(), second[["reason", "detail"]]


def validated(league, bot: int, version: int) -> None:
    def passed() -> bool:
        request = urllib.request.Request(f"{league.url}/api/bots/{bot}")
        with urllib.request.urlopen(request, timeout=30) as response:
            validation = json.loads(response.read()).get("validation") or {}
        assert validation.get("state") in (None, "validating", "passed"), (validation, ending(league, validation))
        return validation.get("version") == version and validation.get("state") == "passed"

    league.until(passed, 300, f"bot {bot}'s version {version} passes its validation")


def ending(league, validation: dict) -> str:
    """How the refused version's first game ended, as the organiser sees it."""
    games = validation.get("games") or []
    if not games:
        return ""
    request = urllib.request.Request(
        f"{league.url}/api/games/{games[0]}", headers={"Authorization": f"Bearer {league.token}"}
    )
    with urllib.request.urlopen(request, timeout=30) as response:
        game = json.loads(response.read())
    return json.dumps({key: game.get(key) for key in ("reason", "detail")})
