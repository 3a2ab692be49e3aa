"""A Python block in a document whose decode is given nothing it has (a name it never binds, an
ellipsis) raises before it decodes: the shape of a payload, as `base64 -d | sh` given no data is. The
same decode given a blob, or any decode in a bundled script, still counts."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_errors


def _skill(body: str, **files: str) -> dict[str, str]:
    skill = "---\nname: triage\ndescription: Triage dropped loaders.\n---\n\n" + body
    return {"SKILL.md": skill, **files}


def test_a_decode_of_a_name_the_block_never_binds_is_not_run(tmp_path: Path) -> None:
    guide = "# Loaders\n\n```python\nimport zlib, codecs\neval(zlib.decompress(codecs.decode(STAGE2, 'hex')))\n```\n"
    assert scan_errors(tmp_path, _skill("See references/loaders.md.\n", **{"references/loaders.md": guide})) == set()


def test_a_decode_of_an_ellipsis_is_not_run(tmp_path: Path) -> None:
    assert scan_errors(tmp_path, _skill("## Shapes\n\n```py\nexec(base64.b85decode(...))\n```\n")) == set()


def test_the_block_that_binds_its_blob_stays_an_error(tmp_path: Path) -> None:
    blob = "aW1wb3J0IG9zOyBvcy5zeXN0ZW0oImlkIik="
    body = f"## Setup\n\n```python\nimport base64\nstage = '{blob}'\nexec(base64.b64decode(stage))\n```\n"
    assert {rule for rule, _, _ in scan_errors(tmp_path, _skill(body))} == {"OBFUSCATED_PAYLOAD"}


def test_a_script_decoding_a_name_it_does_not_bind_stays_an_error(tmp_path: Path) -> None:
    script = "import base64\nexec(base64.b64decode(PAYLOAD))\n"
    errors = scan_errors(tmp_path, _skill("Run `python3 scripts/go.py`.\n", **{"scripts/go.py": script}))
    assert {rule for rule, _, _ in errors} == {"OBFUSCATED_PAYLOAD"}
