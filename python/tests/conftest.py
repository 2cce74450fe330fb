"""Fixtures: the play jar (``$ADMIRALTY_PLAY_JAR``, else ``../target/admiralty-*-play.jar``), one engine process
shared by the tests, and ``play`` itself run as a bot author runs it."""

from __future__ import annotations

import json
import os
import secrets
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from admiralty.server import Server, find_jar

HERE = Path(__file__).resolve().parent


@pytest.fixture(scope="session")
def jar() -> str:
    os.chdir(HERE.parent)
    return find_jar()


@pytest.fixture(scope="session")
def server(jar: str):
    with Server(jar, sandbox="none") as shared:
        yield shared


@pytest.fixture
def play(jar: str, tmp_path: Path):
    """Runs ``play`` with ``--sandbox none --log`` and returns the log's lines."""

    def run(*args: str) -> list[str]:
        log = tmp_path / "play.jsonl"
        command = ["java", "-jar", jar, "--sandbox", "none", "--jobs", "1", "--log", str(log), *args]
        done = subprocess.run(command, cwd=HERE.parent, capture_output=True, text=True, timeout=600)
        assert done.returncode == 0, done.stdout + done.stderr
        return log.read_text().splitlines()

    return run


@pytest.fixture(scope="session")
def python() -> str:
    """This interpreter, which has the package: what a native bot of it runs as."""
    return sys.executable


class League:
    """The packaged service, started as its users start it (``java -jar quarkus-run.jar``) on its embedded
    PostgreSQL in a folder of its own, on a free port, with an organiser token of the test's."""

    def __init__(self, jar: str, data: Path) -> None:
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            port = probe.getsockname()[1]
        self.url = f"http://127.0.0.1:{port}"
        self.token = secrets.token_hex(16)
        environment = dict(os.environ, QUARKUS_HTTP_PORT=str(port), ADMIRALTY_DATA_DIR=str(data))
        environment["ADMIRALTY_ADMIN_TOKEN"] = self.token
        environment.pop("QUARKUS_DATASOURCE_JDBC_URL", None)
        self.log = data.parent / "service.log"
        with open(self.log, "wb") as log:
            self.process = subprocess.Popen(["java", "-jar", jar], env=environment, stdout=log, stderr=subprocess.STDOUT)
        self.until(lambda: self._ready(), 300, "the service is ready (its log: " + str(self.log) + ")")

    def _ready(self) -> bool:
        assert self.process.poll() is None, "the service exited:\n" + self.log.read_text()
        try:
            with urllib.request.urlopen(self.url + "/q/health/ready", timeout=2) as response:
                return response.status == 200
        except OSError:  # not listening yet, or not answering yet
            return False

    @staticmethod
    def until(condition, seconds: float, what: str) -> None:
        """Polls ``condition`` until it holds, failing after ``seconds``."""
        deadline = time.monotonic() + seconds
        while not condition():
            assert time.monotonic() < deadline, f"waited {seconds} s for: {what}"
            time.sleep(0.2)

    def call(self, method: str, path: str, body: object | None = None) -> object:
        request = urllib.request.Request(
            self.url + path,
            data=None if body is None else json.dumps(body).encode(),
            method=method,
            headers={"Authorization": f"Bearer {self.token}", "Content-Type": "application/json"},
        )
        with urllib.request.urlopen(request, timeout=30) as response:
            text = response.read()
            return json.loads(text) if text else None

    def call_as(self, token: str, method: str, path: str, body: bytes, content_type: str) -> object:
        request = urllib.request.Request(
            self.url + path, data=body, method=method,
            headers={"Authorization": f"Bearer {token}", "Content-Type": content_type},
        )  # fmt: skip
        with urllib.request.urlopen(request, timeout=60) as response:
            return json.loads(response.read())

    def upload(self, token: str, path: str, definition: dict, artifact: Path) -> dict:
        """Posts a bot's definition and its zip (``POST /api/bots`` or ``/api/bots/{id}/versions``) as a team."""
        boundary = secrets.token_hex(12)
        parts = [
            ("definition", "definition.json", "application/json", json.dumps(definition).encode()),
            ("artifact", artifact.name, "application/zip", artifact.read_bytes()),
        ]
        body = b"".join(
            f'--{boundary}\r\nContent-Disposition: form-data; name="{name}"; filename="{file}"\r\n'
            f"Content-Type: {kind}\r\n\r\n".encode() + data + b"\r\n"
            for name, file, kind, data in parts
        ) + f"--{boundary}--\r\n".encode()
        return self.call_as(token, "POST", path, body, f"multipart/form-data; boundary={boundary}")

    def round(self, season: int) -> None:
        """Queues a round robin in ``season`` and waits until it has been played."""
        self.call("POST", f"/api/seasons/{season}/rounds")

        def played() -> bool:
            progress = self.call("GET", f"/api/seasons/{season}")["progress"]
            return progress["queued"] + progress["running"] == 0

        self.until(played, 300, "the round is played")

    def close(self) -> None:
        self.process.terminate()
        try:
            self.process.wait(30)
        except subprocess.TimeoutExpired:
            self.process.kill()


@pytest.fixture(scope="session")
def league(tmp_path_factory):
    """The service of ``$ADMIRALTY_SERVICE_JAR``, else ``../target/quarkus-app/quarkus-run.jar``."""
    jar = os.environ.get("ADMIRALTY_SERVICE_JAR", str(HERE.parent.parent / "target" / "quarkus-app" / "quarkus-run.jar"))
    service = League(jar, tmp_path_factory.mktemp("league") / "data")
    yield service
    service.close()
