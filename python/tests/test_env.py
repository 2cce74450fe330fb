"""The environments play the league's games: a game from seed S is ``play --seed S``'s game, move for move."""

from __future__ import annotations

import json

import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env
from pettingzoo.test import api_test

from admiralty.bot import play_game
from admiralty.env import LeagueAEC, LeagueEnv, LeagueVectorEnv
from admiralty.rules import Ruleset, Ship
from tests.policies import PlacingHunter, SeededHunter

#: What two plays of the same game may differ in: when they were played and how long each move took.
TIMES = ("startedAt", "finishedAt", "thinkMicros")


def same_game(record: str, logged: str, names: bool = True) -> None:
    ours, theirs = json.loads(record), json.loads(logged)
    for key in TIMES + (() if names else ("botA", "botB")):
        ours.pop(key), theirs.pop(key)
    assert ours == theirs


def ships(placement: dict) -> list[Ship]:
    return [Ship(s["x"], s["y"], s["length"], s["orientation"] == "down") for s in placement["ships"]]


@pytest.mark.parametrize(
    ("ruleset", "seat", "games"),
    [("classic", "A", 50), ("classic", "B", 10), ("salvo", "A", 20), ("9x7:4,3,3,1:salvo", "B", 10), ("6x6:3,2,2,1", "A", 10)],
)
def test_a_game_replayed_in_the_environment_is_the_game_play_plays_from_the_same_seed(server, play, ruleset, seat, games):
    logged = play("--ruleset", ruleset, "--seed", "46", "--games", str(games), "builtin:hunter", "builtin:density")
    opponent = "builtin:density" if seat == "A" else "builtin:hunter"
    env = LeagueEnv(opponent, ruleset, seat=seat, name="hunter" if seat == "A" else "density", server=server)
    for n, line in enumerate(logged, 1):
        game = json.loads(line)
        _, info = env.reset(seed=46 if n == 1 else None, options={"placement": ships(game[f"placement{seat}"])})
        assert info["setup"].game == n and info["setup"].moves_first == (game["firstMover"] == seat)
        mine = [s for s in game["strikes"] if s["shooter"] == seat]
        terminated = False
        for strike in mine:
            assert not terminated
            _, reward, terminated, truncated, info = env.step(strike["y"] * env.rules.width + strike["x"])
            assert not truncated
        assert terminated
        assert reward == (0 if game["winner"] is None else 1 if game["winner"] == seat else -1)
        same_game(env.record(), line)
    env.close()


@pytest.mark.parametrize("policy", [SeededHunter, PlacingHunter])
def test_a_policy_plays_the_same_games_as_a_league_bot_as_in_the_environment(server, play, python, policy):
    """The policy object that acts in the environment plays in play (so in the league) as a native bot, unchanged."""
    logged = play("--seed", "7", "--games", "12", f"native:{python} -m admiralty.bot tests.policies:{policy.__name__}", "builtin:parity")
    env = LeagueEnv("builtin:parity", placement="agent" if getattr(policy, "places", False) else "random", server=server)
    mine = policy()
    for n, line in enumerate(logged, 1):
        outcome = play_game(env, mine, seed=7 if n == 1 else None)
        assert outcome.reason == json.loads(line)["reason"]
        same_game(env.record(), line, names=False)
    env.close()


def test_both_seats_in_the_pettingzoo_environment_replay_plays_games(server, play):
    logged = play("--ruleset", "salvo", "--seed", "3", "--games", "6", "builtin:parity", "builtin:random")
    aec = LeagueAEC("salvo", placement="agent", server=server)
    for n, line in enumerate(logged, 1):
        game = json.loads(line)
        aec.reset(seed=3 if n == 1 else None)
        cells = aec.rules.cells
        for side in "AB":
            for ship in game[f"placement{side}"]["ships"]:
                assert aec.agent_selection == side
                down = ship["orientation"] == "down" and ship["length"] > 1
                aec.step(down * cells + ship["y"] * aec.rules.width + ship["x"])
        for strike in game["strikes"]:
            assert aec.agent_selection == strike["shooter"]
            assert aec.observe(strike["shooter"])["action_mask"].any()
            aec.step(strike["y"] * aec.rules.width + strike["x"])
        assert all(aec.terminations.values())
        winner = game["winner"]
        assert aec.rewards == {side: 0 if winner is None else 1 if side == winner else -1 for side in "AB"}
        logged_record = dict(json.loads(line), botA=None, botB=None)
        ours = dict(json.loads(aec.record()), botA=None, botB=None)
        for key in TIMES:
            ours.pop(key), logged_record.pop(key)
        assert ours == logged_record
    aec.close()


@pytest.mark.parametrize(("ruleset", "placement"), [("classic", "random"), ("salvo", "agent"), ("5x4:3,2,1:salvo", "random")])
def test_the_gymnasium_environment_passes_gymnasiums_checker(server, ruleset, placement):
    env = LeagueEnv("builtin:hunter", ruleset, placement=placement, server=server)
    check_env(env, skip_render_check=True)
    env.close()


@pytest.mark.parametrize(("ruleset", "placement"), [("classic", "random"), ("7x5:3,2,1,1:salvo", "agent")])
def test_the_pettingzoo_environment_passes_pettingzoos_api_test(server, ruleset, placement):
    api_test(LeagueAEC(ruleset, placement=placement, server=server), num_cycles=300)


def test_the_vectorised_environment_plays_the_single_environments_games(server):
    """Environment i of a vector seeded S is a LeagueEnv seeded S + i: the same games for the same actions."""
    vector = LeagueVectorEnv(3, "builtin:density", "salvo", server=server)
    singles = [LeagueEnv("builtin:density", "salvo", server=server) for _ in range(3)]
    observations, infos = vector.reset(seed=100)
    single_infos = []
    for i, single in enumerate(singles):
        observation, info = single.reset(seed=100 + i)
        single_infos.append(info)
        assert (observation["own"] == observations["own"][i]).all()
    rng = np.random.default_rng(1)
    ended = np.zeros(3, bool)
    finished = 0
    for _ in range(400):
        actions = [int(rng.choice(np.flatnonzero(mask))) for mask in infos["action_mask"]]
        observations, rewards, terminations, truncations, infos = vector.step(actions)
        assert not truncations.any()
        for i, single in enumerate(singles):
            if ended[i]:
                observation, single_infos[i] = single.reset()
                reward, terminated = 0.0, False
            else:
                observation, reward, terminated, _, single_infos[i] = single.step(actions[i])
            assert reward == rewards[i] and terminated == terminations[i]
            for key in observation:
                assert (observation[key] == observations[key][i]).all(), key
            assert (single_infos[i]["action_mask"] == infos["action_mask"][i]).all()
        finished += int(terminations.sum())
        ended = terminations
    assert finished >= 3
    vector.close()
    for single in singles:
        single.close()


def test_a_ruleset_spec_round_trips():
    for spec in ("classic", "salvo", "12x8:5,4,3,1", "7x5:3,2,1,1:salvo"):
        assert Ruleset.parse(spec).spec == spec
    assert Ruleset.parse({"width": 10, "height": 10, "fleet": [5, 4, 3, 3, 2], "firing": "salvo"}).spec == "salvo"
