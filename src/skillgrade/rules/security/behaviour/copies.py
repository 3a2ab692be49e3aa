"""Scripts a skill puts in place to run later, and what a start-up entry naming one of them does.

An installer often copies one of the skill's own scripts out of its folder (``cp scripts/x.sh
~/.local/share/y/x.sh``, ``install -m 755 …``, ``shutil.copy``) or writes one whole from a
here-document, then adds a line to a shell start-up file, a cron table, a launch agent, a systemd
unit or a git hook that sources or runs that copy. The entry alone looks like set-up (``source
~/.local/share/y/x.sh``); what it runs is the placed script. The analysers record each script they
see placed (:func:`copied`, :func:`written`); when one writes a start-up entry, :func:`started`
reads the script the entry names with the model's own analysers and gives the chain of what it does
that a standing entry makes dangerous: it runs downloaded or decoded code, opens a connection, or
sends data out (a beacon, secrets), each time the entry fires.
"""

from __future__ import annotations

import contextvars
import re
from pathlib import PurePosixPath

from skillgrade.findings import Evidence
from skillgrade.record import dataclass
from skillgrade.rules.security.behaviour import values, vocabulary
from skillgrade.rules.security.behaviour.model import Capability, Kind, Presentation, Snippet


@dataclass(frozen=True, slots=True)
class Placed:
    """A script put somewhere by the skill: its text, where that text is shown, and where it was put."""

    rel: str
    """The name the script's language is told from (the bundled file, or the path written)."""
    path: str
    """The file its text is in, as findings show it."""
    text: str
    first_line: int
    placed: Evidence
    """The copy or the write that put it there."""
    spelled: bool = True
    """Its lines stand in ``path`` from ``first_line`` on; when not (a text put together at run time),
    what it does is shown on the line of ``placed``."""


class Placements:
    """The scripts a skill's snippets placed (by the path placed at, home spelled ``~``), and what
    each does, read once."""

    def __init__(self) -> None:
        self.scripts: dict[str, Placed] = {}
        self.judged: dict[tuple[str, int, str], tuple[Evidence, ...]] = {}
        """What each placed text does, by where it is shown and the text itself: a loop writing several
        hooks at one line places different scripts that start on the same line."""


PLACED: contextvars.ContextVar[Placements | None] = contextvars.ContextVar("placed_scripts", default=None)
"""Set for one skill's scan; ``None`` elsewhere (and while a placed script itself is read)."""

_RUNNING = frozenset({Kind.EXEC_FETCHED, Kind.EXEC_DECODED, Kind.RAW_SOCKET, Kind.DNS_TUNNEL})
"""What a placed script does that a standing entry repeats: runs code from elsewhere, opens a
connection, tunnels data (a send to a host it names counts too, see :func:`_named_remote`)."""
_MAX_SCRIPT = 65536


def copied(destination: str, source: str, out: values.Emitter, line: int) -> None:
    """``source``, when it names one of the skill's own files, copied to ``destination`` by the
    snippet ``out`` reads, at its ``line`` (into a folder, the copy keeps its name)."""
    rel = values.bundled_rel(source) if PLACED.get() is not None and destination else None
    if rel is not None:
        copied_at(destination, source, out.snippet, out.at(line, f"copies {rel} to {destination}"))
    elif PLACED.get() is not None and destination and "*" in source:
        # `cp hooks/* "$dest/"`: each matched file lands in the folder under its own name
        for matched in values.bundled_folder_files(source):
            into = destination.rstrip("/") + "/" + PurePosixPath(matched).name
            copied_at(into, matched, out.snippet, out.at(line, f"copies {matched} to {destination}"))


def copied_at(destination: str, source: str, snippet: Snippet, evidence: Evidence, filled: str | None = None) -> None:
    """:func:`copied` for an analyser that words its own ``evidence`` of the copy (or of a write of
    the text it read from the file; ``filled``: that text with placeholders replaced first, a
    template's, which is what is placed)."""
    table = PLACED.get()
    rel = values.bundled_rel(source) if table is not None and destination else None
    text = (values.BUNDLED.get() or {}).get(rel) if rel is not None else None
    if table is None or rel is None or text is None or len(text) > _MAX_SCRIPT:
        return
    # a filled template keeps its file's line numbers while no value put in spans lines
    spelled = filled is None or filled.count("\n") == text.count("\n")
    text = filled if filled is not None else text
    prefix = snippet.path.removesuffix(snippet.rel) if snippet.rel and snippet.path.endswith(snippet.rel) else ""
    placed = Placed(rel, prefix + rel, text, 1, evidence, spelled)
    where = vocabulary.home_path(destination)
    table.scripts[where.rstrip("/")] = placed
    table.scripts[where.rstrip("/") + "/" + PurePosixPath(rel).name] = placed


def written(
    destination: str, text: str, out: values.Emitter, line: int, body_line: int | None = None, *, spelled: bool = True
) -> None:
    """A script of more than one line written whole to ``destination`` (a here-document, a string
    constant) by the snippet ``out`` reads, at its ``line``: the body starts on the snippet's
    ``body_line``, by default the next line (a here-document's); ``spelled`` is false when the
    snippet does not spell the text out (a template filled, pieces joined)."""
    table = PLACED.get()
    if table is None or not destination or "\n" not in text.strip() or len(text) > _MAX_SCRIPT:
        return
    evidence = out.at(line, f"writes the script {destination}")
    body = out.at(body_line, "") if body_line is not None else None
    first = body.line if body is not None and body.path == evidence.path else None
    where = vocabulary.home_path(destination)
    table.scripts[where] = Placed(where, evidence.path, text, first or (evidence.line or 0) + 1, evidence, spelled)


def started(entry: str, place: str, write: Evidence) -> tuple[Evidence, ...] | None:
    """The chain of a start-up entry (``write``, putting ``entry`` at ``place``) that runs a script the
    skill placed, when that script does what a standing entry must not: where the script was placed,
    the entry, then what the script does. The entry names the script's path, or is the script."""
    table = PLACED.get()
    if not table or not table.scripts:
        return None
    named = vocabulary.home_path(entry[:16000].replace("${HOME}", "~").replace("$HOME", "~"))
    at = vocabulary.home_path(place)
    for where, placed in table.scripts.items():
        if where != at and not _names(named, where):
            continue
        does = _standing_risk(placed, table)
        if does:
            same = (placed.placed.path, placed.placed.line) == (write.path, write.line)
            return (write, *does) if same else (placed.placed, write, *does)
    return None


def held_in(folder: str) -> tuple[Evidence, ...]:
    """The chain of a script the skill placed straight in ``folder`` (the hooks folder a git setting
    names, which git runs on every commit, checkout or merge) that does what a standing entry must
    not: where it was placed, then what it does; empty when none does."""
    table = PLACED.get()
    if not table or not table.scripts:
        return ()
    at = vocabulary.home_path(folder).rstrip("/") + "/"
    for where, placed in table.scripts.items():
        if where.startswith(at) and "/" not in where[len(at) :]:
            does = _standing_risk(placed, table)
            if does:
                return (placed.placed, *does)
    return ()


_COMMAND_ENTRIES = frozenset({"cron", "a shell start-up file"})
"""Start-up places whose entries are shell commands (a crontab line, a line of ``~/.bashrc``)."""
_CRON_SCHEDULE = re.compile(r"(?m)^[ \t]*(?:@\w+[ \t]+|[\d*/,-]+(?:[ \t]+[\d*/,A-Za-z-]+){4}[ \t]+)")
"""A crontab line's schedule (five fields, or ``@reboot``) before its command."""


def entry_opens(entry: str, label: str, write: Evidence) -> tuple[Evidence, ...] | None:
    """The chain of a start-up entry (``write``, putting ``entry`` in ``label``) whose own command
    keeps a way into this machine open for someone else each time it fires: a reverse tunnel or a
    remote shell to a host it names, read by the shell analyser as the command it is."""
    if label not in _COMMAND_ENTRIES or not entry.strip() or len(entry) > _MAX_SCRIPT:
        return None
    command = _CRON_SCHEDULE.sub("", entry) if label == "cron" else entry
    placed = Placed("entry.sh", write.path, command, write.line or 1, write)
    for capability in contextvars.copy_context().run(_capabilities_alone, placed):
        if capability.kind is Kind.RAW_SOCKET and "(remote shell" in capability.detail and capability.chain:
            return (write, *capability.chain)
    return None


def _names(text: str, path: str) -> bool:
    """``text`` names ``path`` whole (a path with a space in it too, ``~/Library/Application Support/…``),
    or names the file of that name with a folder before it (``$DIR/beacon.sh``)."""
    for wanted in (path, "/" + PurePosixPath(path).name):
        if len(wanted) < 5 or (wanted != path and "." not in wanted):
            continue
        for match in re.finditer(re.escape(wanted), text):
            after = text[match.end() : match.end() + 1]
            if not after or after in " \t\n'\";&|)]<>":
                return True
    return False


def _standing_risk(placed: Placed, table: Placements) -> tuple[Evidence, ...]:
    """The chain of the first thing the placed script does that a standing entry must not, read by
    the analyser of its language on its own (no table of the skill's other files is changed)."""
    key = (placed.path, placed.first_line, placed.text)
    if key not in table.judged:
        table.judged[key] = ()  # a script that places itself is read once
        table.judged[key] = contextvars.copy_context().run(_read_alone, placed)
    return table.judged[key]


def _read_alone(placed: Placed) -> tuple[Evidence, ...]:
    for capability in _capabilities_alone(placed):
        remote = capability.kind is Kind.EGRESS and _named_remote(capability.detail)
        if (capability.kind in _RUNNING or remote) and capability.chain:
            if placed.spelled:
                return capability.chain
            return tuple(_on_the_write(link, placed) for link in capability.chain)
    return ()


def _on_the_write(link: Evidence, placed: Placed) -> Evidence:
    """A link in a text the file does not spell out, shown on the line that wrote that text (its own
    line numbers would point past the file, or at unrelated lines)."""
    return Evidence(link.path, placed.placed.line, link.what) if link.path == placed.path else link


def _capabilities_alone(placed: Placed) -> list[Capability]:
    """What the placed text does, read by its language's analyser with none of the skill's shared
    tables (run in a copied context: the tables are cleared for this reading only)."""
    from skillgrade.rules.security.behaviour import extract, languages

    PLACED.set(None)
    for shared in (values.SHARED_FILES, values.SCRIPT_OUTPUTS, values.SHARED_VARIABLES):
        shared.set(None)
    values.SCRIPT_INPUT_SENDS.set(None)
    values.SCRIPT_ARGUMENT_SENDS.set(None)
    found: list[Capability] = []
    for snippet in extract.snippets(placed.rel, placed.path, placed.text, placed.first_line, False):
        if snippet.presentation is Presentation.SCRIPT:  # placed Markdown is read as orders where it is put
            found.extend(languages.analyse(snippet))
    return found


def _named_remote(host: str) -> bool:
    """A host the script itself names, not this machine: where a beacon reports. A send to an address
    the user gives at run time (``curl "$@"`` in a helper function) is the user's own request."""
    return host != "?" and not vocabulary.is_local_host(host.split(":")[0])
