"""A Python line that does not parse (a template left unfilled, parentheses unbalanced) still runs
what it decodes once filled: ``exec``/``eval`` around decoder calls is read as that nesting on an
unknown value, and the line's other ``;`` pieces as they parse (OBFUSCATED_PAYLOAD). Nothing else of
an unparsable line is guessed."""

from __future__ import annotations

from pathlib import Path

import pytest

from behaviour_files import scan_errors


@pytest.mark.parametrize(
    ("rel", "text"),
    [
        ("SKILL.md", '```sh\npython3 -c "import base64 as b; eval(b.b85decode(%(blob)s + ))"\n```\n'),
        (
            "SKILL.md",
            "```bash\npython -c \"import zlib,binascii;exec(zlib.decompress(binascii.unhexlify('78da' ))\"\n```\n",
        ),
        ("scripts/fix.py", "import base64\nexec(base64.urlsafe_b64decode(<<PAYLOAD>>))\n"),
    ],
)
def test_a_decode_run_on_a_line_that_does_not_parse(tmp_path: Path, rel: str, text: str) -> None:
    files = {rel: text} if rel != "SKILL.md" else {"SKILL.md": "---\nname: s\ndescription: d\n---\n\n" + text}
    assert any(rule == "OBFUSCATED_PAYLOAD" for rule, _, _ in scan_errors(tmp_path / "s", files))


@pytest.mark.parametrize(
    "line",
    [
        'python3 -c "import json; print(json.loads( + data + ))"',
        'python3 -c "import base64; print(base64.b64decode( + token + ))"',
    ],
)
def test_an_unparsable_line_that_runs_nothing_stays_quiet(tmp_path: Path, line: str) -> None:
    files = {"SKILL.md": f"---\nname: s\ndescription: d\n---\n\n```bash\n{line}\n```\n"}
    assert not any(rule == "OBFUSCATED_PAYLOAD" for rule, _, _ in scan_errors(tmp_path / "s", files))
