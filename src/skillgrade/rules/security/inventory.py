"""Whole-skill coverage: every file is either scanned to its end or reported as not scanned.

:func:`take_inventory` walks the skill's files (and the cache and dependency folders the loader prunes)
and yields, for each, either text to scan (:class:`~skillgrade.rules.security.sources.Source`,
in chunks of at most :data:`CHUNK_BYTES` cut at a line end, so padding never pushes a payload
past what is read) or a finding: compiled bytecode and native executables (``OPAQUE_CODE``),
archives and Office documents, listed from their directory and never extracted
(``BUNDLED_ARCHIVE``), other binary files (``UNSCANNED_FILE``), and any budget that stops the scan
(``SCAN_LIMIT``). Nothing is executed; a file is identified by its first bytes, not its name.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Iterator
from pathlib import Path, PurePosixPath

from skillgrade.findings import Category, Finding, Severity
from skillgrade.record import dataclass
from skillgrade.rules.base import Rule
from skillgrade.rules.security import license_text
from skillgrade.rules.security.sources import Source
from skillgrade.skill.loader import MAX_FILES_PER_SKILL
from skillgrade.skill.model import Skill
from skillgrade.skill.walk import SKIPPED_DIRS

OPAQUE_CODE = Rule(
    "OPAQUE_CODE",
    Severity.ERROR,
    Category.SECURITY,
    "the skill ships code nobody can review: compiled bytecode, a native executable or a locked archive",
    "Ship the source instead (and delete __pycache__/ before publishing); never ship password-protected archives.",
    "Compiled Python (.pyc, .pyo), Java classes, WebAssembly and native executables or libraries "
    "(ELF, PE/.exe/.dll, Mach-O) run without their source being readable, so a reviewer, a scanner "
    "and the agent see none of what they do: the published bypass hides the payload in a .pyc. "
    "Files are identified by their first bytes, whatever their name. A .pyc in __pycache__/ next to "
    "its source is a warning (Python may still run a stale or forged cache; delete it); one without "
    "a source, or an unchecked hash-based .pyc (PEP 552, which Python runs without looking at the "
    "source), is an error. Password-protected (encrypted) archives and Office files with macros "
    "(vbaProject.bin, .docm/.xlsm/.pptm) are errors too: their content cannot be inspected, which is "
    "why malware campaigns ship them. Nothing is executed or extracted.\n\n"
    "FAIL:\n"
    "    scripts/helper.pyc      (no scripts/helper.py)\n"
    "    assets/tool.zip         (entries encrypted)\n\n"
    "PASS:\n"
    "    scripts/helper.py",
    security_severity=8.0,
    precision="high",
)

BUNDLED_ARCHIVE = Rule(
    "BUNDLED_ARCHIVE",
    Severity.WARNING,
    Category.SECURITY,
    "an archive or Office document is bundled; its content is listed but not scanned",
    "Commit the files themselves rather than an archive, so they can be reviewed and scanned.",
    "Zip, tar, gzip, bzip2, xz, 7z and rar archives, Java/Python packages (.jar, .whl) and Office "
    "documents (.docx, .xlsx, .pptx, OpenDocument) are containers: what they hold is not text the "
    "scanner reads, and a skill can tell the agent to unpack and run it. The finding names the "
    "type, the size and, for zip and tar, the entries (read from the archive's directory; nothing "
    "is extracted to disk). Entries that are executables, scripts or bytecode are named first. An "
    "encrypted archive or a macro-enabled Office file is OPAQUE_CODE instead.\n\n"
    "FAIL:\n"
    "    assets/bundle.zip  (zip, 40 KiB, 3 entries: install.sh, …)\n\n"
    "PASS:\n"
    "    scripts/install.sh",
    security_severity=4.0,
    precision="very-high",
)

UNSCANNED_FILE = Rule(
    "UNSCANNED_FILE",
    Severity.WARNING,
    Category.SECURITY,
    "a file of the skill is binary or unreadable and was not scanned",
    "Remove files the skill does not need; keep instructions and code as UTF-8 text.",
    "Every file of a skill is either scanned to its end or reported. Binary data that is not a "
    "known harmless format, files that cannot be read, and dependency or version-control folders "
    "inside the skill (node_modules/, .venv/, .git/ …, which are not walked) are warnings. "
    "Images, fonts, audio, video and PDF files whose first bytes match their format are reported "
    "at info severity, naming the type and size, so the inventory is complete without noise.\n\n"
    "FAIL:\n"
    "    assets/data.bin  (binary data, 12 KiB)\n\n"
    "PASS (info):\n"
    "    assets/logo.png  (PNG image, 4 KiB)",
    security_severity=2.0,
    precision="very-high",
)

SCAN_LIMIT = Rule(
    "SCAN_LIMIT",
    Severity.ERROR,
    Category.SECURITY,
    "the security scan stopped at a limit before reading every file of the skill",
    "Split the skill, or remove bulk data it does not need: a skill must be small enough to review.",
    "The scan reads at most 4,000 files and 64 MiB of text per skill (text files of any size are "
    "read in 1 MiB chunks, so padding a file never hides its end), and the loader lists at most "
    "2,000 files. A skill past a limit is reported with what was left unread: an error, because "
    "a scanner that stops silently is the first thing a malicious skill exploits.\n\n"
    "FAIL:\n"
    "    80 MiB of generated text in references/\n\n"
    "PASS:\n"
    "    a skill of a few hundred KiB, every file scanned",
    security_severity=6.5,
    precision="very-high",
)

MAX_FILES = 4000
"""Files examined per skill (SKILL.md included)."""
MAX_TEXT_BYTES = 64 * 1024 * 1024
"""Bytes of text read per skill."""
CHUNK_BYTES = 1024 * 1024
"""Text is scanned in pieces of about this size, each cut at a line end."""
MAX_LISTED_ENTRIES = 2000
"""Archive entries read from a directory before the listing stops."""
_MAGIC_BYTES = 512

_ARCHIVE_SUFFIXES = {
    ".zip": "zip",
    ".jar": "Java archive",
    ".war": "Java archive",
    ".whl": "Python wheel",
    ".egg": "Python egg",
    ".tar": "tar",
    ".tgz": "tar.gz",
    ".gz": "gzip",
    ".bz2": "bzip2",
    ".xz": "xz",
    ".7z": "7z",
    ".rar": "rar",
    ".nupkg": "NuGet package",
    ".vsix": "VS Code extension",
}
_OFFICE_SUFFIXES = {
    ".docx": "Word document",
    ".docm": "Word document with macros",
    ".dotx": "Word template",
    ".dotm": "Word template with macros",
    ".xlsx": "Excel workbook",
    ".xlsm": "Excel workbook with macros",
    ".xltm": "Excel template with macros",
    ".pptx": "PowerPoint presentation",
    ".pptm": "PowerPoint presentation with macros",
    ".potx": "PowerPoint template",
    ".odt": "OpenDocument text",
    ".ods": "OpenDocument spreadsheet",
    ".odp": "OpenDocument presentation",
    ".doc": "Word 97 document",
    ".xls": "Excel 97 workbook",
    ".ppt": "PowerPoint 97 presentation",
}
_MACRO_SUFFIXES = frozenset({".docm", ".dotm", ".xlsm", ".xltm", ".pptm"})
_MEDIA = (
    # (first bytes, name, suffixes it may have)
    (b"\x89PNG\r\n\x1a\n", "PNG image", (".png",)),
    (b"\xff\xd8\xff", "JPEG image", (".jpg", ".jpeg")),
    (b"GIF8", "GIF image", (".gif",)),
    (b"%PDF-", "PDF document", (".pdf",)),
    (b"wOFF", "WOFF font", (".woff",)),
    (b"wOF2", "WOFF2 font", (".woff2",)),
    (b"\x00\x01\x00\x00", "TrueType font", (".ttf",)),
    (b"OTTO", "OpenType font", (".otf",)),
    (b"\x00\x00\x01\x00", "icon", (".ico",)),
    (b"ID3", "MP3 audio", (".mp3",)),
    (b"OggS", "Ogg media", (".ogg", ".oga", ".ogv")),
    (b"fLaC", "FLAC audio", (".flac",)),
    (b"\x1aE\xdf\xa3", "WebM/Matroska video", (".webm", ".mkv")),
    (b"BM", "bitmap image", (".bmp",)),
    (b"II*\x00", "TIFF image", (".tif", ".tiff")),
    (b"MM\x00*", "TIFF image", (".tif", ".tiff")),
)
_RIFF_MEDIA = {b"WEBP": ("WebP image", ".webp"), b"WAVE": ("WAV audio", ".wav"), b"AVI ": ("AVI video", ".avi")}
_EXECUTABLE_MAGIC = (
    (b"\x7fELF", "ELF executable or library"),
    (b"MZ", "Windows (PE) executable or library"),
    (b"\xfe\xed\xfa\xce", "Mach-O executable"),
    (b"\xfe\xed\xfa\xcf", "Mach-O executable"),
    (b"\xce\xfa\xed\xfe", "Mach-O executable"),
    (b"\xcf\xfa\xed\xfe", "Mach-O executable"),
    (b"\x00asm", "WebAssembly module"),
    (b"dex\n", "Android bytecode"),
)
_CODE_ENTRY_SUFFIXES = (
    ".sh", ".bash", ".zsh", ".ps1", ".bat", ".cmd", ".exe", ".dll", ".so", ".dylib", ".py", ".pyc", ".js",
    ".vbs", ".scr", ".app", ".command", ".jar", ".msi", ".bin",
)  # fmt: skip


@dataclass(frozen=True, slots=True)
class _File:
    rel: str
    path: Path
    size: int


def take_inventory(skill: Skill) -> Iterator[Source | Finding]:
    """Everything the security rules must look at in ``skill``: text to scan, or a finding about a file."""
    files_left = MAX_FILES
    bytes_left = MAX_TEXT_BYTES
    if skill.text is not None:
        files_left -= 1
        bytes_left -= len(skill.text)
        yield Source(skill.skill_md.name, skill.display_path, skill.text, is_skill_md=True)
    elif skill.read_problem is not None and skill.read_problem.code in ("too-large", "not-utf8"):
        # no client loads it, and the load rules say so; it is still scanned, like any text file
        entry = _stat(skill.root, skill.skill_md.name)
        if entry is not None:
            files_left -= 1
            bytes_left -= entry.size
            yield from _read_text(entry, skill.display_path)
    nested = tuple(rel[: -len("SKILL.md")] for rel in skill.files if rel.endswith("/SKILL.md"))
    candidates = [rel for rel in skill.files if rel != skill.skill_md.name and not rel.startswith(nested)]
    if len(skill.files) >= MAX_FILES_PER_SKILL:
        yield SCAN_LIMIT.finding(
            skill.display_path,
            None,
            f"the skill folder has more than {MAX_FILES_PER_SKILL:,} files: the rest were not listed or scanned",
        )
    unread: list[str] = []
    unread_bytes = 0
    for rel in [*candidates, *_pruned_files(skill, nested)]:
        entry = _stat(skill.root, rel)
        if entry is None:
            continue
        if files_left <= 0 or (entry.size > bytes_left and entry.size > 0):
            unread.append(rel)
            unread_bytes += entry.size
            continue
        files_left -= 1
        for item in _examine(entry, skill):
            if isinstance(item, Source):
                bytes_left -= len(item.text)
            yield item
    if unread:
        yield SCAN_LIMIT.finding(
            skill.display_path,
            None,
            f"scan limit reached ({MAX_FILES:,} files or {MAX_TEXT_BYTES // 1024 // 1024} MiB of text per skill): "
            f"{len(unread)} file(s), {_size(unread_bytes)}, not scanned, first {skill.display_file(unread[0])}",
        )


def _pruned_files(skill: Skill, nested: tuple[str, ...]) -> Iterator[str]:
    """Files in the cache folders the loader skips (``__pycache__``), and a marker for other skipped folders."""
    stack = [(str(skill.root), "")]
    while stack:
        current, prefix = stack.pop()
        try:
            with os.scandir(current) as entries:
                folders = sorted((e.name, e.path) for e in entries if e.is_dir(follow_symlinks=False))
        except OSError:
            continue
        for name, path in folders:
            rel = prefix + name
            if (rel + "/").startswith(nested):
                continue
            if name == "__pycache__":
                yield from _listing(Path(path), rel)
            elif name in SKIPPED_DIRS or os.path.exists(os.path.join(path, "pyvenv.cfg")):
                yield rel + "/"
            else:
                stack.append((path, rel + "/"))


def _listing(folder: Path, rel: str) -> Iterator[str]:
    try:
        names = sorted(e.name for e in os.scandir(folder) if e.is_file(follow_symlinks=False))
    except OSError:
        return
    yield from (f"{rel}/{name}" for name in names[:MAX_LISTED_ENTRIES])


def _stat(root: Path, rel: str) -> _File | None:
    path = root / rel.rstrip("/")
    try:
        info = os.stat(path, follow_symlinks=False) if rel.endswith("/") else os.stat(path)
    except OSError:
        return None
    if rel.endswith("/"):
        return _File(rel, path, 0)
    if not stat.S_ISREG(info.st_mode):
        return None  # never open a FIFO or a device
    return _File(rel, path, info.st_size)


def _examine(entry: _File, skill: Skill) -> Iterator[Source | Finding]:
    shown = skill.display_file(entry.rel)
    if entry.rel.endswith("/"):
        yield UNSCANNED_FILE.finding(shown, None, f"folder {entry.rel} inside the skill is not walked or scanned")
        return
    if entry.size == 0:
        return
    try:
        with entry.path.open("rb") as handle:
            head = handle.read(_MAGIC_BYTES)
    except OSError as exc:
        yield UNSCANNED_FILE.finding(shown, None, f"cannot be read ({exc.strerror or exc}): not scanned")
        return
    suffix = PurePosixPath(entry.rel).suffix.lower()
    finding = _binary_finding(entry, head, suffix, shown, skill)
    if finding is not None:
        yield finding
        return
    yield from _read_text(entry, shown)


def _binary_finding(entry: _File, head: bytes, suffix: str, shown: str, skill: Skill) -> Finding | None:
    size = _size(entry.size)
    if suffix in (".pyc", ".pyo") or _pyc_magic(head):
        return _pyc_finding(entry, head, shown, skill)
    if head.startswith(b"\xca\xfe\xba\xbe") and suffix != ".jar":
        message = f"compiled Java class or Mach-O universal binary ({size}): not reviewable"
        return OPAQUE_CODE.finding(shown, None, message)
    for magic, name in _EXECUTABLE_MAGIC:
        if head.startswith(magic) and (magic != b"MZ" or _is_pe(head)):
            return OPAQUE_CODE.finding(shown, None, f"{name} ({size}): compiled code, not reviewable")
    if head.startswith((b"PK\x03\x04", b"PK\x05\x06")):
        return _zip_finding(entry, suffix, shown)
    if head.startswith(b"\xd0\xcf\x11\xe0"):
        kind = _OFFICE_SUFFIXES.get(suffix, "OLE compound document (old Office format)")
        return BUNDLED_ARCHIVE.finding(shown, None, f"{kind} ({size}): may hold macros; not scanned")
    tar_kind = _compressed_kind(head) or ("tar" if head[257:262] == b"ustar" else None)
    if tar_kind is not None:
        return _tar_finding(entry, tar_kind, shown)
    media = _media(head, suffix)
    if media is not None:
        return UNSCANNED_FILE.finding(shown, None, f"{media} ({size}): not text, not scanned", severity=Severity.INFO)
    if b"\x00" in head or suffix in _ARCHIVE_SUFFIXES or suffix in _OFFICE_SUFFIXES:
        kind = _ARCHIVE_SUFFIXES.get(suffix) or _OFFICE_SUFFIXES.get(suffix) or "binary data"
        return UNSCANNED_FILE.finding(shown, None, f"{kind} ({size}) in an unrecognised format: not scanned")
    return None


def _pyc_magic(head: bytes) -> bool:
    # CPython bytecode: a two-byte version number, then b"\r\n"; versions since 3.0 are 3000-3999
    return len(head) >= 16 and head[2:4] == b"\r\n" and 3000 <= int.from_bytes(head[:2], "little") < 4000


def _pyc_finding(entry: _File, head: bytes, shown: str, skill: Skill) -> Finding:
    size = _size(entry.size)
    path = PurePosixPath(entry.rel)
    flags = int.from_bytes(head[4:8], "little") if len(head) >= 8 else 0
    unchecked = flags & 0b01 and not flags & 0b10
    if path.parent.name == "__pycache__":
        source = str(path.parent.parent / (path.name.split(".", 1)[0] + ".py")).removeprefix("./")
    else:
        source = str(path.with_suffix(".py"))
    if unchecked:
        return OPAQUE_CODE.finding(
            shown, None, f"compiled Python bytecode ({size}), unchecked hash-based: Python runs it without its source"
        )
    if source in skill.files_set and path.parent.name == "__pycache__":
        return OPAQUE_CODE.finding(
            shown,
            None,
            f"compiled Python cache of {source} ({size}): Python may run it instead of the source; delete __pycache__/",
            severity=Severity.WARNING,
        )
    return OPAQUE_CODE.finding(shown, None, f"compiled Python bytecode ({size}) without its source: not reviewable")


def _is_pe(head: bytes) -> bool:
    if len(head) < 64:
        return False
    offset = int.from_bytes(head[60:64], "little")
    return offset + 4 <= len(head) and head[offset : offset + 4] == b"PE\x00\x00"


def _compressed_kind(head: bytes) -> str | None:
    if head.startswith(b"\x1f\x8b"):
        return "gzip"
    if head.startswith(b"BZh"):
        return "bzip2"
    if head.startswith(b"\xfd7zXZ\x00"):
        return "xz"
    if head.startswith(b"7z\xbc\xaf\x27\x1c"):
        return "7z"
    if head.startswith(b"Rar!\x1a\x07"):
        return "rar"
    return None


def _media(head: bytes, suffix: str) -> str | None:
    for magic, name, suffixes in _MEDIA:
        if head.startswith(magic) and suffix in suffixes:
            return name
    if head.startswith(b"RIFF") and head[8:12] in _RIFF_MEDIA:
        name, expected = _RIFF_MEDIA[head[8:12]]
        return name if suffix == expected else None
    if head[4:8] == b"ftyp" and suffix in (".mp4", ".m4a", ".mov", ".heic", ".avif"):
        return "MP4/QuickTime media"
    return None


def _zip_finding(entry: _File, suffix: str, shown: str) -> Finding:
    import zipfile  # only a skill that bundles an archive needs it (and tarfile): not the hook's usual run

    size = _size(entry.size)
    kind = _OFFICE_SUFFIXES.get(suffix) or _ARCHIVE_SUFFIXES.get(suffix) or "zip archive"
    try:
        with zipfile.ZipFile(entry.path) as archive:
            infos = archive.infolist()[:MAX_LISTED_ENTRIES]
    except (zipfile.BadZipFile, OSError, ValueError, EOFError) as exc:
        message = f"{kind} ({size}) whose directory cannot be read ({exc}): not scanned"
        return UNSCANNED_FILE.finding(shown, None, message)
    names = [info.filename for info in infos]
    if any(info.flag_bits & 0x1 for info in infos):
        return OPAQUE_CODE.finding(
            shown, None, f"password-protected {kind} ({size}, {_entries(names)}): its content cannot be inspected"
        )
    if suffix in _MACRO_SUFFIXES or any(PurePosixPath(n).name.lower() == "vbaproject.bin" for n in names):
        return OPAQUE_CODE.finding(shown, None, f"{kind} with VBA macros ({size}, {_entries(names)})")
    return BUNDLED_ARCHIVE.finding(shown, None, f"{kind} ({size}, {_entries(names)}): listed, not extracted or scanned")


def _tar_finding(entry: _File, kind: str, shown: str) -> Finding:
    size = _size(entry.size)
    if kind in ("7z", "rar"):
        return BUNDLED_ARCHIVE.finding(shown, None, f"{kind} archive ({size}): cannot be listed; not scanned")
    import tarfile

    names: list[str] = []
    try:
        with tarfile.open(entry.path, mode="r|*") as archive:  # a stream: members are never extracted
            for member in archive:
                names.append(member.name)
                if len(names) >= MAX_LISTED_ENTRIES:
                    break
    except (tarfile.TarError, OSError, EOFError, ValueError):
        if not names:
            return BUNDLED_ARCHIVE.finding(shown, None, f"{kind}-compressed file ({size}): not scanned")
    label = "tar archive" if kind == "tar" else f"tar.{'gz' if kind == 'gzip' else kind} archive"
    message = f"{label} ({size}, {_entries(names)}): listed, not extracted or scanned"
    return BUNDLED_ARCHIVE.finding(shown, None, message)


def _entries(names: list[str]) -> str:
    if not names:
        return "no entries"
    ranked = sorted(names, key=lambda n: (not n.lower().endswith(_CODE_ENTRY_SUFFIXES), names.index(n)))
    shown = ", ".join(ranked[:5]) + (", …" if len(names) > 5 else "")
    more = f"{MAX_LISTED_ENTRIES}+" if len(names) >= MAX_LISTED_ENTRIES else str(len(names))
    return f"{more} entr{'y' if len(names) == 1 else 'ies'}: {shown}"


def _read_text(entry: _File, shown: str) -> Iterator[Source | Finding]:
    """The file in chunks cut at line ends, decoded as UTF-8 (bad bytes replaced, so nothing is skipped)."""
    try:
        with entry.path.open("rb") as handle:
            first_line = 1
            carry = b""
            first = True
            while True:
                block = handle.read(CHUNK_BYTES)
                data = carry + block
                if not data:
                    return
                if first and data.startswith(b"\xef\xbb\xbf"):
                    data = data[3:]
                first = False
                # the last block is taken whole: a file's last line without a newline stays in it
                cut = data.rfind(b"\n") if len(block) == CHUNK_BYTES else len(data) - 1
                if cut < 0:
                    cut = len(data) - 1  # one enormous line: scan it as it is
                piece, carry = data[: cut + 1], data[cut + 1 :]
                text = piece.decode("utf-8", errors="replace").replace("\r\n", "\n").replace("\r", "\n")
                yield Source(entry.rel, shown, _unknown_lines(entry.rel, text), first_line=first_line)
                first_line += text.count("\n")
                if not block and not carry:
                    return
    except OSError as exc:
        yield UNSCANNED_FILE.finding(shown, None, f"cannot be read ({exc.strerror or exc}): not scanned")


def _unknown_lines(rel: str, text: str) -> str:
    """A license file's text with the lines of a license every reader knows blanked (see
    :mod:`.license_text`); any other file's text as it is."""
    return license_text.without_known_license_lines(text) if license_text.names_a_license(rel) else text


def _size(size: int) -> str:
    if size < 1024:
        return f"{size} B"
    if size < 1024 * 1024:
        return f"{size / 1024:.0f} KiB"
    return f"{size / 1024 / 1024:.1f} MiB"
