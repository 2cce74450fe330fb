"""The league's game as environments: Gymnasium (your seat against a league bot), a vectorised Gymnasium environment
(many games in one engine process, one line per step), and a PettingZoo AEC environment (both seats).

The rules are the league's own: every environment drives the league's engine, ``play --env`` (see
:mod:`admiralty.server`), so game n from seed S is the game ``play --seed S`` plays as its n-th, move for move.

Observation (one seat's, a ``Dict``): ``tracking`` (height x width: 0 unknown, 1 miss, 2 hit, 3 the cell whose strike
sank a ship), ``afloat`` (1 for each opponent fleet ship still afloat), ``own`` (height x width: 0 water, 1 own ship,
2 water the opponent fired at, 3 own ship hit) and ``volley`` (cells aimed at in this salvo, not yet fired).

Action: a cell ``y * width + x``. With ``placement="agent"`` the space is twice as large: while the fleet is placed,
action ``cell`` puts the next fleet ship across from that top-left cell and ``cells + cell`` down (once it is placed,
``cells + cell`` fires at ``cell``). A placement the league refuses (a ship off the board, ships overlapping)
forfeits the game, as it would in the league. The action mask
(``info["action_mask"]``, ``action_masks()``, or PettingZoo's ``observation["action_mask"]``) allows the cells not yet
fired at (all cells once none is left), and while placing, the positions that leave room for the rest of the fleet.
In salvo each action aims one shot; the volley is fired when it has as many as are due.

Reward: ``win_reward`` times +1 for a win, -1 for a loss (a forfeit included), 0 for a draw, at the game's end, plus
``shot_reward`` for every shot the agent aims (for example -0.01: the fewer shots, the better; the league's skill
score is the mean shots to sink a fleet). Episodes end (``terminated``) when the game ends by the league's rules,
the turn cap (a draw) included; ``truncated`` is never set.

Seeds: ``reset(seed=S)`` starts the matchup seeded S at its first game (``options={"game": n}`` its n-th); a reset
without a seed plays the matchup's next game, as ``play --seed S --games N`` does. ``options={"placement": ships}``
places the agent's fleet as given (a list of :class:`admiralty.rules.Ship`).
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Sequence
from typing import Any

import gymnasium
import numpy as np
from gymnasium import spaces
from gymnasium.vector import AutoresetMode, VectorEnv
from pettingzoo import AECEnv

from admiralty.board import GameSetup, SeatView
from admiralty.board import spaces as seat_space
from admiralty.rules import Ruleset, Ship, game_seed, random_fleet, seat_seed
from admiralty.server import Server, check

__all__ = ["GameSetup", "LeagueEnv", "LeagueVectorEnv", "LeagueAEC", "env", "Outcome"]


@dataclasses.dataclass(frozen=True)
class Outcome:
    """How a game ended: ``winner`` ``A``, ``B`` or None (a draw), ``reason`` as in game records."""

    winner: str | None
    reason: str
    detail: str | None


class _Match:
    """One environment on a server: its seats' views, what is due, and the reading of the server's answers."""

    def __init__(
        self,
        server: Server,
        rules: Ruleset,
        seats: str,
        name: str,
        opponent: str | None,
        views: dict[str, SeatView] | None = None,
    ) -> None:
        self.server = server
        self.rules = rules
        self.seats = seats
        self.id = server.new_id()
        check(server.ask(f"open {self.id} {rules.spec} {seats} {name}" + (f" {opponent}" if opponent else "")))
        self.views = views or {side: SeatView(rules, side) for side in seats}
        self.matchup: int | None = None
        self.game = 0
        self.first = "A"
        self.seeds: dict[str, int] = {}
        self.due: tuple[str, str, int] = ("place", "A", 0)
        self.outcome: Outcome | None = None

    def reset_command(self, matchup: int, game: int) -> str:
        self.matchup, self.game = matchup, game
        self.outcome = None
        for view in self.views.values():
            view.reset()
        return f"reset {self.id} {matchup} {game}"

    def seed_of(self, side: str) -> int:
        """The seat's own seed, known before the server says it (the league derives it the same way)."""
        assert self.matchup is not None
        return seat_seed(game_seed(self.matchup, self.game), side)

    def setup(self, side: str) -> GameSetup:
        return GameSetup(self.rules, side, self.first == side, self.seeds[side], self.game)

    def place_command(self, side: str, ships: Sequence[Ship]) -> str:
        view = self.views[side]
        if view.fleet != list(ships):
            view.fleet = []
            for ship in ships:
                view.place(ship)
        return f"place {self.id} " + " ".join(ship.word for ship in ships)

    def fire_command(self, side: str) -> str:
        width = self.rules.width
        return f"fire {self.id} " + " ".join(f"{cell % width}.{cell // width}" for cell in self.views[side].take_volley())

    def read(self, answer: str) -> None:
        """Takes in one answer: the game's start, the strikes, and what is due."""
        words = answer.split(" ")
        i = 1
        if words[1] == "start":
            self.first = words[2]
            self.seeds = {side: int(seed) for side, seed in zip("AB", words[3:5]) if seed != "-"}
            i = 5
        views = self.views
        while i < len(words):
            word = words[i]
            if len(word) < 2 or word[1] != ".":
                break
            shooter, x, y, result = word.split(".")
            ship = int(result[1:]) if result[0] == "s" else None
            for view in views.values():
                view.strike(shooter, int(x), int(y), result[0], ship)
            i += 1
        state = words[i]
        if state == "fire":
            self.due = ("fire", words[i + 1], int(words[i + 2]))
        elif state == "place":
            self.due = ("place", words[i + 1], 0)
        elif state == "over":
            winner = None if words[i + 1] == "draw" else words[i + 1]
            self.outcome = Outcome(winner, words[i + 2], " ".join(words[i + 3 :]) or None)
            self.due = ("over", "", 0)
        else:
            raise RuntimeError(f"cannot read the answer {answer!r}")

    def record(self) -> str:
        """The finished game in the game-record form (one line of ``play --log``)."""
        answer = check(self.server.ask(f"record {self.id}"))
        return answer.split(" ", 2)[2]

    def close(self) -> None:
        try:
            self.server.ask(f"close {self.id}")
        except Exception:  # noqa: BLE001 - a server already gone has closed it
            pass


def _result(outcome: Outcome, side: str) -> int:
    return 0 if outcome.winner is None else (1 if outcome.winner == side else -1)


def _render(view: SeatView) -> str:
    marks = ".o*#"
    rows = ["".join(marks[v] for v in row) for row in view.tracking]
    return "\n".join(rows)


class LeagueEnv(gymnasium.Env):
    """Your seat (``seat``, ``A`` or ``B``) against ``opponent``, any of ``play``'s BOT strings (``builtin:density``,
    ``native:python3 my_bot.py``, ``jar:bot.jar``, ...), under ``ruleset`` (``classic``, ``salvo``, ``WxH:FLEET[:salvo]``).
    ``placement`` is ``random`` (the environment places the agent's fleet at random from its seat's seed) or
    ``agent`` (the first actions of each episode place it). ``server`` shares a running :class:`Server`; otherwise the
    environment starts its own (``sandbox``: how process bots run, ``bubblewrap`` or ``none``)."""

    metadata = {"render_modes": ["ansi"]}

    def __init__(
        self,
        opponent: str = "builtin:random",
        ruleset: str | Ruleset = "classic",
        seat: str = "A",
        placement: str = "random",
        win_reward: float = 1.0,
        shot_reward: float = 0.0,
        name: str = "agent",
        server: Server | None = None,
        sandbox: str = "bubblewrap",
        render_mode: str | None = None,
    ) -> None:
        if seat not in ("A", "B"):
            raise ValueError(f"seat is A or B, was {seat!r}")
        if placement not in ("random", "agent"):
            raise ValueError(f"placement is random or agent, was {placement!r}")
        self.rules = Ruleset.parse(ruleset)
        self.seat = seat
        self.placement = placement
        self.win_reward = win_reward
        self.shot_reward = shot_reward
        self.render_mode = render_mode
        self._owns_server = server is None
        self.server = server or Server(sandbox=sandbox)
        self._match = _Match(self.server, self.rules, seat, name, opponent)
        self.view = self._match.views[seat]
        self.actions = self.rules.cells * (2 if placement == "agent" else 1)
        self.action_space = spaces.Discrete(self.actions)
        self.observation_space = seat_space(self.rules)
        self.setup: GameSetup | None = None

    @property
    def outcome(self) -> Outcome | None:
        """How the last game ended, once it has."""
        return self._match.outcome

    def reset(self, *, seed: int | None = None, options: dict[str, Any] | None = None):
        super().reset(seed=seed)
        options = options or {}
        match = self._match
        if seed is not None:
            matchup, game = seed, options.get("game", 1)
        elif match.matchup is None:
            matchup, game = int(self.np_random.integers(2**62)), options.get("game", 1)
        else:
            matchup, game = match.matchup, options.get("game", match.game + 1)
        match.read(check(self.server.ask(match.reset_command(matchup, game))))
        self.setup = match.setup(self.seat)
        ships = options.get("placement")
        if ships is None and self.placement == "random":
            ships = random_fleet(self.rules, random.Random(self.setup.seed))
        if ships is not None:
            match.read(check(self.server.ask(match.place_command(self.seat, ships))))
        return self.view.observation(), self._info()

    def step(self, action: int):
        match, view = self._match, self.view
        if match.outcome is not None:
            # the game ended before the agent moved (a forfeit at placement): this step only tells it
            return self.view.observation(), self.win_reward * _result(match.outcome, self.seat), True, False, self._info()
        action = int(action)
        if not 0 <= action < self.actions:
            raise ValueError(f"action {action} is not in 0..{self.actions - 1}")
        reward = 0.0
        if match.due[0] == "place":
            view.place(view.ship_of(action))
            if not view.placing:
                match.read(check(self.server.ask(match.place_command(self.seat, view.fleet))))
        else:
            view.aim(action % self.rules.cells)
            reward += self.shot_reward
            if len(view.aimed) == match.due[2]:
                match.read(check(self.server.ask(match.fire_command(self.seat))))
        terminated = match.outcome is not None
        if terminated:
            reward += self.win_reward * _result(match.outcome, self.seat)
        return view.observation(), reward, terminated, False, self._info()

    def action_masks(self) -> np.ndarray:
        """The actions allowed now (for masked policies such as sb3-contrib's MaskablePPO)."""
        if self._match.due[0] == "place" and self._match.outcome is None:
            return self.view.placement_mask()[: self.actions]
        return self.view.fire_mask(self.actions)

    def _info(self) -> dict[str, Any]:
        info: dict[str, Any] = {"action_mask": self.action_masks(), "setup": self.setup}
        if self._match.outcome is not None:
            info["outcome"] = self._match.outcome
        return info

    def record(self) -> str:
        """The last finished game in the game-record form (a line of ``play --log``; :func:`admiralty.history.read`
        reads it)."""
        return self._match.record()

    def render(self) -> str | None:
        return _render(self.view) if self.render_mode == "ansi" else None

    def close(self) -> None:
        self._match.close()
        if self._owns_server:
            self.server.close()


class LeagueVectorEnv(VectorEnv):
    """``num_envs`` games of :class:`LeagueEnv` (placement at random) in one engine process, every step one line.
    Episodes reset in the next step (Gymnasium's ``NEXT_STEP`` autoreset): the step after a game's end starts that
    environment's next game of its matchup and ignores its action. ``seed`` in :meth:`reset` seeds environment i's
    matchup with ``seed + i``."""

    metadata = {"autoreset_mode": AutoresetMode.NEXT_STEP}

    def __init__(
        self,
        num_envs: int,
        opponent: str = "builtin:random",
        ruleset: str | Ruleset = "classic",
        seat: str = "A",
        win_reward: float = 1.0,
        shot_reward: float = 0.0,
        server: Server | None = None,
        sandbox: str = "bubblewrap",
    ) -> None:
        self.num_envs = num_envs
        self.rules = rules = Ruleset.parse(ruleset)
        self.seat = seat
        self.win_reward = win_reward
        self.shot_reward = shot_reward
        self._owns_server = server is None
        self.server = server or Server(sandbox=sandbox)
        shape = (num_envs, rules.height, rules.width)
        self._arrays = {
            "tracking": np.zeros(shape, np.int8),
            "afloat": np.ones((num_envs, len(rules.fleet)), np.int8),
            "own": np.zeros(shape, np.int8),
            "volley": np.zeros(shape, np.int8),
        }
        self._matches = []
        for i in range(num_envs):
            view = SeatView(rules, seat, {key: value[i] for key, value in self._arrays.items()})
            self._matches.append(_Match(self.server, rules, seat, "agent", opponent, {seat: view}))
        self.single_observation_space = seat_space(rules)
        self.single_action_space = spaces.Discrete(rules.cells)
        self.observation_space = gymnasium.vector.utils.batch_space(self.single_observation_space, num_envs)
        self.action_space = spaces.MultiDiscrete(np.full(num_envs, rules.cells))
        self._ended = np.zeros(num_envs, bool)

    def reset(self, *, seed: int | Sequence[int] | None = None, options: dict[str, Any] | None = None):
        if seed is None:
            seeds = [int(s) for s in np.random.default_rng().integers(2**62, size=self.num_envs)]
        elif isinstance(seed, int):
            seeds = [seed + i for i in range(self.num_envs)]
        else:
            seeds = list(seed)
        game = (options or {}).get("game", 1)
        commands, owners = [], []
        for i, match in enumerate(self._matches):
            self._start(match, seeds[i], game, commands)
            owners += [i, i]
        self._answer(commands, owners)
        self._ended[:] = False
        return self._observation(), {"action_mask": self._masks()}

    def _start(self, match: _Match, matchup: int, game: int, commands: list[str]) -> None:
        commands.append(match.reset_command(matchup, game))
        ships = random_fleet(self.rules, random.Random(match.seed_of(self.seat)))
        commands.append(match.place_command(self.seat, ships))

    def _answer(self, commands: list[str], owners: list[int]) -> None:
        if commands:
            for i, answer in zip(owners, self.server.batch(commands)):
                self._matches[i].read(answer)

    def step(self, actions):
        n = self.num_envs
        rewards = np.zeros(n, np.float64)
        commands, owners = [], []
        for i, (match, action) in enumerate(zip(self._matches, actions)):
            if self._ended[i]:
                assert match.matchup is not None
                self._start(match, match.matchup, match.game + 1, commands)
                owners += [i, i]
                continue
            view = match.views[self.seat]
            view.aim(int(action))
            rewards[i] = self.shot_reward
            if len(view.aimed) == match.due[2]:
                commands.append(match.fire_command(self.seat))
                owners.append(i)
        self._answer(commands, owners)
        terminations = np.zeros(n, bool)
        for i in set(owners):
            # an environment reset in this step shows an outcome only when its new game ended at once (a forfeit)
            match = self._matches[i]
            if match.outcome is not None:
                terminations[i] = True
                rewards[i] += self.win_reward * _result(match.outcome, self.seat)
        self._ended = terminations
        return self._observation(), rewards, terminations, np.zeros(n, bool), {"action_mask": self._masks()}

    def _observation(self) -> dict[str, np.ndarray]:
        return {key: value.copy() for key, value in self._arrays.items()}

    def _masks(self) -> np.ndarray:
        n = self.num_envs
        free = (self._arrays["tracking"].reshape(n, -1) == 0) & (self._arrays["volley"].reshape(n, -1) == 0)
        empty = ~free.any(axis=1)
        if empty.any():
            free[empty] = self._arrays["volley"].reshape(n, -1)[empty] == 0
        return free.astype(np.int8)

    def close_extras(self, **kwargs: Any) -> None:
        for match in self._matches:
            match.close()
        if self._owns_server:
            self.server.close()


def env(**kwargs: Any) -> LeagueAEC:
    """The PettingZoo AEC environment (PettingZoo's ``env()`` convention)."""
    return LeagueAEC(**kwargs)


class LeagueAEC(AECEnv):
    """Both seats, ``A`` and ``B``, as PettingZoo agents, under ``ruleset``; the agent selected is the seat due to
    place or fire (in salvo, again until its volley is aimed). Observations are ``{"observation": ..., "action_mask":
    ...}``. ``placement`` as in :class:`LeagueEnv`, for both seats."""

    metadata = {"name": "admiralty_v0", "render_modes": ["ansi"], "is_parallelizable": False}

    def __init__(
        self,
        ruleset: str | Ruleset = "classic",
        placement: str = "random",
        win_reward: float = 1.0,
        shot_reward: float = 0.0,
        server: Server | None = None,
        render_mode: str | None = None,
    ) -> None:
        super().__init__()
        if placement not in ("random", "agent"):
            raise ValueError(f"placement is random or agent, was {placement!r}")
        self.rules = Ruleset.parse(ruleset)
        self.placement = placement
        self.win_reward = win_reward
        self.shot_reward = shot_reward
        self.render_mode = render_mode
        self._owns_server = server is None
        self.server = server or Server(sandbox="none")
        self._match = _Match(self.server, self.rules, "AB", "agent", None)
        self.possible_agents = ["A", "B"]
        self.actions = self.rules.cells * (2 if placement == "agent" else 1)
        self._observation_space = spaces.Dict(
            {"observation": seat_space(self.rules), "action_mask": spaces.Box(0, 1, (self.actions,), np.int8)}
        )
        self._action_space = spaces.Discrete(self.actions)
        self._seed: int | None = None

    def observation_space(self, agent: str) -> spaces.Space:
        return self._observation_space

    def action_space(self, agent: str) -> spaces.Space:
        return self._action_space

    @property
    def outcome(self) -> Outcome | None:
        return self._match.outcome

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        options = options or {}
        match = self._match
        if seed is not None:
            matchup, game = seed, options.get("game", 1)
        elif match.matchup is None:
            matchup, game = random.getrandbits(62), options.get("game", 1)
        else:
            matchup, game = match.matchup, options.get("game", match.game + 1)
        match.read(check(self.server.ask(match.reset_command(matchup, game))))
        if self.placement == "random":
            for side in "AB":
                if match.due[0] == "place":
                    ships = random_fleet(self.rules, random.Random(match.seeds[side]))
                    match.read(check(self.server.ask(match.place_command(side, ships))))
        self.agents = self.possible_agents[:]
        self.rewards = {agent: 0.0 for agent in self.agents}
        self._cumulative_rewards = {agent: 0.0 for agent in self.agents}
        self.terminations = {agent: False for agent in self.agents}
        self.truncations = {agent: False for agent in self.agents}
        self.infos = {agent: {"setup": match.setup(agent)} for agent in self.agents}
        self._select()

    def _select(self) -> None:
        match = self._match
        if match.outcome is not None:
            for agent in self.agents:
                self.terminations[agent] = True
                self.rewards[agent] += self.win_reward * _result(match.outcome, agent)
                self.infos[agent]["outcome"] = match.outcome
            return
        self.agent_selection = match.due[1]

    def observe(self, agent: str) -> dict[str, Any]:
        view = self._match.views[agent]
        if self._match.due == ("place", agent, 0) and view.placing:
            mask = view.placement_mask()[: self.actions]
        else:
            mask = view.fire_mask(self.actions)
        return {"observation": view.observation(), "action_mask": mask}

    def step(self, action: int | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        match = self._match
        view = match.views[agent]
        self._cumulative_rewards[agent] = 0.0
        for other in self.agents:
            self.rewards[other] = 0.0
        action = int(action)
        if match.due[0] == "place":
            view.place(view.ship_of(action))
            if not view.placing:
                match.read(check(self.server.ask(match.place_command(agent, view.fleet))))
        else:
            view.aim(action % self.rules.cells)
            self.rewards[agent] += self.shot_reward
            if len(view.aimed) == match.due[2]:
                match.read(check(self.server.ask(match.fire_command(agent))))
        self._select()
        self._accumulate_rewards()

    def record(self) -> str:
        return self._match.record()

    def render(self) -> str | None:
        if self.render_mode != "ansi":
            return None
        return "\n\n".join(f"{side}:\n{_render(self._match.views[side])}" for side in "AB")

    def close(self) -> None:
        self._match.close()
        if self._owns_server:
            self.server.close()
