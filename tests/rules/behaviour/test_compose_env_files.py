"""A compose service's ``env_file`` is its own settings: Compose hands every value in it to the
container. Mounting that same project file into the container as well hands it nothing it was not
made to get, so it is no send to the image's publisher, whatever registry serves the image. A file
the service does not take as its settings, or a host store (``~/.aws``), mounted into an image from
a registry nobody knows stays a send."""

from __future__ import annotations

from pathlib import Path

import pytest

from behaviour_files import SKILL_MD, scan_errors
from skillgrade.rules.security.behaviour import manifests
from skillgrade.rules.security.behaviour.model import Kind


def _kinds(tmp_path: Path, text: str) -> list[tuple[Kind, str]]:
    path = tmp_path / "ops" / "stack.yml"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    content = path.read_text(encoding="utf-8")
    return [(c.kind, c.detail) for c in manifests.capabilities("ops/stack.yml", "ops/stack.yml", content)]


_OWN_SETTINGS = {
    "list": (
        "    env_file:\n      - ./deploy/secrets/.env.prod\n"
        "    volumes:\n      - deploy/secrets/.env.prod:/srv/app.env:ro\n"
    ),
    "string": "    env_file: .env.production\n    volumes:\n      - ./.env.production:/opt/api/.env\n",
    "long syntax": (
        "    env_file:\n      - path: ./.env\n        required: true\n"
        "    volumes:\n      - type: bind\n        source: ./.env\n        target: /app/.env\n"
        "      - ./.env:/app/.env:ro\n"
    ),
}


@pytest.mark.parametrize("service", list(_OWN_SETTINGS.values()), ids=list(_OWN_SETTINGS))
def test_the_services_own_env_file_mounted_is_no_send(tmp_path: Path, service: str) -> None:
    text = "services:\n  api:\n    image: harbor.corp.example/team/api:${VERSION:-1}\n" + service
    kinds = _kinds(tmp_path, text)
    assert (Kind.EGRESS, "harbor.corp.example") not in kinds
    assert any(kind is Kind.SECRET_READ for kind, _ in kinds)  # still read, as a warning says


@pytest.mark.parametrize(
    "service",
    [
        "    volumes:\n      - ./.env:/app/.env:ro\n",  # no env_file: the mount is the only way in
        "    env_file: .env\n    volumes:\n      - ~/.aws:/root/.aws:ro\n",  # a host store beside it
        "    env_file: config/.env\n    volumes:\n      - ./.env:/app/.env\n",  # another file
        "    env_file: ~/.netrc\n    volumes:\n      - ~/.netrc:/root/.netrc\n",  # a host store as settings
    ],
)
def test_other_mounts_into_an_unknown_registry_stay_sends(tmp_path: Path, service: str) -> None:
    text = "services:\n  sync:\n    image: cr.tools.invalid/sync/agent:latest\n" + service
    assert (Kind.EGRESS, "cr.tools.invalid") in _kinds(tmp_path, text)


def test_a_deploy_skill_whose_service_mounts_its_env_file_has_no_error(tmp_path: Path) -> None:
    compose = (
        "services:\n  worker:\n    image: images.shop.example/orders/worker:${TAG}\n    restart: always\n"
        "    env_file:\n      - .env\n    volumes:\n      - ./.env:/worker/.env:ro\n      - ./data:/data\n"
    )
    skill = "\n## Deploy\n```bash\nssh shop-host 'cd /srv/worker && docker compose pull && docker compose up -d'\n```\n"
    errors = scan_errors(tmp_path, {"SKILL.md": SKILL_MD + skill, "deploy/compose.yaml": compose})
    assert not any(rule == "CREDENTIAL_EXFILTRATION" for rule, _, _ in errors)
