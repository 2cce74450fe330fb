"""A ``play --env`` process: the league's engine serving many environments over its line protocol.

docs/learning.md describes the protocol. One server may serve any number of environments; each environment of
:mod:`admiralty.env` opens its own unless it is given one to share.
"""

from __future__ import annotations

import glob
import itertools
import os
import shutil
import subprocess
from collections.abc import Sequence
from pathlib import Path

PROTOCOL = "admiralty-env 1"


class ServerError(RuntimeError):
    """The server refused a command (``ID error REASON``) or ended."""


def find_jar() -> str:
    """The play jar: ``$ADMIRALTY_PLAY_JAR``, else ``target/admiralty-*-play.jar`` in this folder or one above it."""
    named = os.environ.get("ADMIRALTY_PLAY_JAR")
    if named:
        return named
    here = Path.cwd().resolve()
    for folder in (here, *here.parents):
        found = sorted(glob.glob(str(folder / "target" / "admiralty-*-play.jar")))
        if found:
            return found[-1]
    raise FileNotFoundError(
        "no play jar: build it (./mvnw package -DskipTests makes target/admiralty-VERSION-play.jar) "
        "and set ADMIRALTY_PLAY_JAR to its path"
    )


class Server:
    """One ``java -jar PLAY_JAR --env`` process. ``sandbox`` is how process bots run (``bubblewrap`` or ``none``);
    ``options`` are more of ``play --env``'s options (``--trusted``, ``--move-timeout MS``)."""

    def __init__(
        self, jar: str | None = None, sandbox: str = "bubblewrap", options: Sequence[str] = (), java: str | None = None
    ) -> None:
        java = java or (
            os.path.join(os.environ["JAVA_HOME"], "bin", "java") if "JAVA_HOME" in os.environ else shutil.which("java")
        )
        if not java:
            raise FileNotFoundError("no java on PATH (a JDK 17 or newer runs the league's engine)")
        command = [java, "-XX:+UseSerialGC", "-jar", jar or find_jar(), "--env"]
        command += ["--sandbox", sandbox, *options]
        self._process = subprocess.Popen(
            command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, encoding="utf-8", bufsize=1 << 16
        )
        self._ids = itertools.count(1)
        hello = self.ask("hello")
        if hello != PROTOCOL:
            self.close()
            raise ServerError(f"the play jar speaks {hello!r}, not {PROTOCOL!r}: a jar of another version?")

    def new_id(self, prefix: str = "e") -> str:
        return f"{prefix}{next(self._ids)}"

    def ask(self, line: str) -> str:
        """Sends one request line and returns its answer line."""
        process = self._process
        if process.poll() is not None:
            raise ServerError(f"the play --env process has ended (exit status {process.returncode})")
        assert process.stdin is not None and process.stdout is not None
        process.stdin.write(line + "\n")
        process.stdin.flush()
        answer = process.stdout.readline()
        if not answer:
            raise ServerError(f"the play --env process ended while answering {line[:200]!r}")
        return answer[:-1]

    def batch(self, commands: Sequence[str]) -> list[str]:
        """Sends commands in one line and returns their answers, each checked for ``error``."""
        answers = self.ask(" | ".join(commands)).split(" | ")
        for answer in answers:
            check(answer)
        return answers

    def close(self) -> None:
        if self._process.poll() is None:
            assert self._process.stdin is not None
            self._process.stdin.close()
            try:
                self._process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self._process.kill()
                self._process.wait()

    def __enter__(self) -> Server:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __del__(self) -> None:
        try:
            self.close()
        except Exception:  # noqa: BLE001 - closing at interpreter exit, nothing to tell
            pass


def check(answer: str) -> str:
    """The answer, or :class:`ServerError` when it is an error."""
    parts = answer.split(" ", 2)
    if len(parts) > 1 and parts[1] == "error":
        raise ServerError(answer)
    return answer
