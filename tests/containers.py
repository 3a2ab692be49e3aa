"""A real Docker daemon and the locally built base image, for the container tests.

``scripts/docker install && scripts/docker start && scripts/docker base`` provides both (Debian's
docker.io and a debootstrapped bookworm imported as ``skillgrade-test-base:bookworm``). Without
them the container tests are skipped with the reason; with ``SKILLGRADE_REQUIRE_DOCKER=1`` (set by
``.ci/run``) they fail instead.
"""

from __future__ import annotations

import os
import shutil
import subprocess

import pytest

BASE_IMAGE = os.environ.get("SKILLGRADE_TEST_BASE_IMAGE", "skillgrade-test-base:bookworm")
"""The base image every test image is built FROM (passed as the ``BASE`` build argument)."""


def _unavailable() -> str:
    if shutil.which("docker") is None:
        return "no docker client: run scripts/docker install"
    info = subprocess.run(["docker", "info"], capture_output=True, text=True, timeout=60, check=False)
    if info.returncode != 0:
        return "no Docker daemon answers: run scripts/docker start"
    image = subprocess.run(
        ["docker", "image", "inspect", BASE_IMAGE], capture_output=True, text=True, timeout=60, check=False
    )
    if image.returncode != 0:
        return f"base image {BASE_IMAGE} is missing: run scripts/docker base"
    return ""


@pytest.fixture(scope="session")
def docker_base_image() -> str:
    """The tag of the local base image, once a daemon answers; a skip (or a failure in CI) otherwise."""
    reason = _unavailable()
    if reason:
        if os.environ.get("SKILLGRADE_REQUIRE_DOCKER") == "1":
            pytest.fail(reason)
        pytest.skip(reason)
    return BASE_IMAGE
