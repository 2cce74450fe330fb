"""A policy's upload: the zip build_zip makes runs as a league process bot on the league's own python3, in its
sandbox, with only the files it holds."""

from __future__ import annotations

import json
import subprocess
import zipfile
from pathlib import Path

from admiralty.bot import build_zip

HERE = Path(__file__).resolve().parent


def test_the_built_zip_plays_as_a_native_bot_in_the_sandbox(jar, tmp_path):
    definition = build_zip(tmp_path / "bot.zip", "policies:SeededHunter", [HERE / "policies.py"], name="hunter")
    assert definition == {
        "name": "hunter",
        "kind": "process",
        "dialect": "native",
        "command": ["python3", "-m", "admiralty.bot", "policies:SeededHunter"],
    }
    folder = tmp_path / "unpacked"
    with zipfile.ZipFile(tmp_path / "bot.zip") as archive:
        names = set(archive.namelist())
        archive.extractall(folder)
    package = {f"admiralty/{name}" for name in ("__init__.py", "bot.py", "board.py", "rules.py", "fitted.py")}
    assert names == package | {"policies.py"}
    log = tmp_path / "games.jsonl"
    command = " ".join(definition["command"]).replace("python3", "/usr/bin/python3", 1)
    done = subprocess.run(
        ["java", "-jar", jar, "--games", "4", "--seed", "9", "--log", str(log), f"native:{command}", "builtin:random"],
        cwd=folder, capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert done.returncode == 0, done.stdout + done.stderr
    games = [json.loads(line) for line in log.read_text().splitlines()]
    assert [g["reason"] for g in games] == ["fleet_sunk"] * 4
