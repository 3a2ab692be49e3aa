"""Partly folded values, as the JavaScript and PowerShell analysers hold them, asked of the vocabulary.

A folded string holds :data:`UNKNOWN` where a part is not a constant; the vocabulary sees it as a
glob, so ``path.join(os.homedir(), '.ssh', name)`` still names the SSH keys.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from skillgrade.findings import Evidence
from skillgrade.rules.security.behaviour import values, vocabulary
from skillgrade.rules.security.behaviour.model import Capability, Kind, Snippet
from skillgrade.rules.security.behaviour.normalise import base64_bytes
from skillgrade.rules.security.behaviour.values import Origin
from skillgrade.rules.security.behaviour.values import Source as DataSource

UNKNOWN = "\x00"
"""Stands for a part of a folded string that is not a constant (a parameter, a call's result)."""

MAX_TEXT = 200_000
_MAX_SOURCES = 8


@dataclass(frozen=True, slots=True)
class Value:
    text: str = UNKNOWN
    """The folded string, with :data:`UNKNOWN` for every part that is not a constant."""
    sources: tuple[Origin, ...] = ()
    ref: str = ""
    """What the value names when it is a module, a function or an object we know: ``child_process``,
    ``child_process.exec``, ``process.env``, ``XMLHttpRequest#``."""
    items: tuple[Value, ...] | None = None
    props: tuple[tuple[str, Value], ...] | None = None

    @property
    def known(self) -> bool:
        return UNKNOWN not in self.text

    def prop(self, name: str) -> Value | None:
        for key, value in self.props or ():
            if key == name:
                return value
        return None

    def has(self, *kinds: str) -> bool:
        return any(source.source in kinds for source in self.sources)


UNKNOWN_VALUE = Value()


def merge(*groups: Iterable[Origin]) -> tuple[Origin, ...]:
    merged: list[Origin] = []
    for group in groups:
        for source in group:
            if source not in merged and len(merged) < _MAX_SOURCES:
                merged.append(source)
    return tuple(merged)


def concat(values: Iterable[Value]) -> Value:
    values = list(values)
    text = "".join(value.text for value in values)[:MAX_TEXT]
    return Value(text=text, sources=merge(*(value.sources for value in values)))


def bundled_data(path: str) -> Value | None:
    """A bundled JSON file as the value loading it gives (``require('../assets/list.json')``,
    ``JSON.parse`` of its text): strings, numbers, lists and objects, so a path one of its entries
    names is followed like a literal in the code."""
    if not path.lower().endswith((".json", ".yaml", ".yml")):
        return None
    text = values.bundled_text(path)
    if text is None or text.text is None:
        return None
    return parsed_json(text.text) if path.lower().endswith(".json") else parsed_yaml(text.text)


def parsed_json(text: str) -> Value | None:
    import json

    try:
        return _structured(json.loads(text[:MAX_TEXT]), 0)
    except (ValueError, RecursionError):
        return None


def parsed_yaml(text: str) -> Value | None:
    import yaml

    try:
        return _structured(yaml.safe_load(text[:MAX_TEXT]), 0)
    except (yaml.YAMLError, RecursionError):
        return None


def parsed_toml(text: str) -> Value | None:
    """A TOML document (smol-toml's or @iarna/toml's ``parse``) as the value its loader gives."""
    from skillgrade.rules.security.behaviour.manifests import parsed_toml as loads

    try:
        return _structured(loads(text[:MAX_TEXT]), 0)
    except (ValueError, RecursionError):
        return None


def _structured(data: object, depth: int) -> Value:
    if isinstance(data, str):
        return Value(text=data)
    if isinstance(data, bool | int | float):
        return Value(text=str(data).lower() if isinstance(data, bool) else str(data))
    if depth > 8:
        return UNKNOWN_VALUE
    if isinstance(data, list):
        return Value(items=tuple(_structured(item, depth + 1) for item in data[:256]))
    if isinstance(data, dict):
        return Value(props=tuple((str(k), _structured(v, depth + 1)) for k, v in list(data.items())[:256]))
    return UNKNOWN_VALUE


def deep_sources(value: Value) -> tuple[Origin, ...]:
    nested = [value.sources]
    nested.extend(deep_sources(item) for item in value.items or ())
    nested.extend(deep_sources(item) for _key, item in value.props or ())
    return merge(*nested)


def secret_store(path: str) -> str | None:
    """The secret store a partly folded path points into, or ``None``."""
    return vocabulary.secret_store(path.replace(UNKNOWN, "*")) if path.strip(UNKNOWN) else None


def persistence_place(path: str) -> str | None:
    """What runs a partly folded path later, or ``None``."""
    return vocabulary.persistence_target(path.replace(UNKNOWN, "*")) if path.strip(UNKNOWN) else None


def host_of(url: str) -> str | None:
    """The host of the first URL in a partly folded string whose scheme and host are constant."""
    found = vocabulary.urls(url.replace(UNKNOWN, " "))
    return vocabulary.url_host(found[0]) if found else None


_DECODABLE = re.compile(r"^[A-Za-z0-9+/=\s_-]{8,}$")


def decode_base64(text: str) -> str | None:
    """The text a base64 constant decodes to, when it decodes to text; ``None`` otherwise."""
    if UNKNOWN in text or not _DECODABLE.match(text):
        return None
    raw = base64_bytes(text)
    if raw is None:
        return None
    for encoding in ("utf-8", "utf-16-le"):
        try:
            decoded = raw.decode(encoding)
        except UnicodeDecodeError:
            continue
        if decoded and all(ch.isprintable() or ch in "\r\n\t" for ch in decoded):
            return decoded
    return None


def share_written(path: str, sources: tuple[Origin, ...], text: str = UNKNOWN, appending: bool = False) -> None:
    """A file written with data from somewhere (a secret, the environment, a download), or with a
    known short text (a host, a path: a value handed to the next step): the skill's other snippets,
    in any language, see it through :data:`values.SHARED_FILES` when they read it."""
    shared = values.SHARED_FILES.get()
    name = _file_name(path)
    known = text if UNKNOWN not in text and len(text) <= 4096 else None
    if shared is not None and sources and not name and _file_name(_folder_of(path)):
        # a file of a known folder under a name made at run time (each secret copied into a staging
        # folder by its own name): the folder, read whole by another step (tar, zip, cp -r), holds it
        values.put_shared(
            shared,
            vocabulary.home_path(_folder_of(path).replace(UNKNOWN, "*")) + "/*",
            values.Value(None, tuple(sources)),
            True,
        )
        return
    if shared is None or not (sources or known) or not name:
        return
    written = values.Value(known, tuple(sources))
    values.put_shared(shared, vocabulary.home_path(path.replace(UNKNOWN, "*")), written, appending)


def shared_text(path: str) -> str | None:
    """The known text another snippet of the skill wrote into the file ``path`` names (matched by
    file name, as :func:`shared_read` matches), or ``None``."""
    shared = values.SHARED_FILES.get()
    name = _file_name(path)
    if not shared or not name:
        return None
    return next((v.text for w, v in shared.items() if v.text is not None and _file_name(w) == name), None)


def shared_paths_named(text: str) -> list[str]:
    """The files another snippet of the skill wrote with known text whose whole path ``text`` names
    (``"ProgramArguments": ["/bin/bash", "~/Library/Application Support/x/run.sh"]``, a path with a
    space in it no word pattern keeps whole)."""
    shared = values.SHARED_FILES.get()
    if not shared:
        return []
    return [
        written
        for written, value in shared.items()
        if value.text is not None and "/" in written and len(written) > 6 and _names_whole(text, written)
    ]


def _names_whole(text: str, path: str) -> bool:
    at = text.find(path)
    while at >= 0:
        after = text[at + len(path) : at + len(path) + 1]
        if not after or after in " \t\n'\";&|)]>":
            return True
        at = text.find(path, at + 1)
    return False


def shared_read(path: str) -> tuple[Origin, ...]:
    """What another snippet of the skill wrote into the file ``path`` names (matched by file name,
    since a folder is often a temporary one the analysers cannot fold)."""
    shared = values.SHARED_FILES.get()
    name = _file_name(path)
    if not shared:
        return ()
    if not name:
        return _listed_read(path, shared)
    found: list[Origin] = []
    for written, value in shared.items():
        if _file_name(written) == name or (written.endswith("/*") and _file_name(written[:-2]) == name):
            found.extend(value.origins)  # the file, or a staging folder of that name read whole
    return merge(found)


def _folder_of(path: str) -> str:
    return path.replace("\\", "/").rstrip("/").rsplit("/", 1)[0] if "/" in path.replace("\\", "/") else ""


def _listed_read(path: str, shared: dict[str, values.Value]) -> tuple[Origin, ...]:
    """A file of a known folder whose name the code got from listing it (``path.join(dir, f)`` for
    each ``f`` of ``readdirSync(dir)``): what the skill's snippets wrote into that folder, or into a
    folder under it (a walk that descends into each folder it lists reaches those too)."""
    folder, _, name = vocabulary.home_path(path.replace(UNKNOWN, "*")).rpartition("/")
    if "*" in folder:  # under a base known at run time only (`path.join(process.cwd(), '.cache')`)
        tail = _known_tail(folder)
        if not tail or name.strip("*"):
            return ()
        return merge(o for written, value in shared.items() if f"/{tail}/" in f"/{written}" for o in value.origins)
    if not folder.strip("/~.") or name.strip("*"):
        return ()
    under = folder + "/"
    return merge(o for written, value in shared.items() if written.startswith(under) for o in value.origins)


def _known_tail(folder: str) -> str:
    """The folders of ``folder`` after its last part made at run time (``.cache/out`` of
    ``*/.cache/out``): matched wherever the skill wrote them, as a file is matched by its name; ``""``
    when it ends in such a part or its tail is too short to tell one folder from another."""
    parts = folder.split("/")
    known = parts[max(index for index, part in enumerate(parts) if "*" in part) + 1 :]
    tail = "/".join(known)
    return tail if len(known) > 1 or len(tail.strip(".")) > 2 else ""


_MODULE_SUFFIXES = (".ts", ".mts", ".cts", ".tsx", ".js", ".mjs", ".cjs", ".jsx")


def module_secrets(specifier: str) -> tuple[Origin, ...]:
    """The secrets a bundled module reads, when ``specifier`` imports it by a relative path
    (``./lib/x``, ``../x.js``): calling what it exports returns what it read."""
    outputs = values.SCRIPT_OUTPUTS.get()
    if not outputs or not specifier.startswith(("./", "../")):
        return ()
    wanted = "/".join(part for part in specifier.split("/") if part not in (".", ".."))
    wanted = _without_suffix(wanted)
    for rel, origins in outputs.items():
        stem = _without_suffix(rel)
        if any(s == wanted or s.endswith("/" + wanted) for s in (stem, stem.removesuffix("/index"))):
            return merge(origins)
    return ()


def _without_suffix(path: str) -> str:
    for suffix in _MODULE_SUFFIXES:
        if path.endswith(suffix):
            return path[: -len(suffix)]
    return path


def _file_name(path: str) -> str:
    name = path.replace("\\", "/").rsplit("/", 1)[-1]
    return "" if UNKNOWN in name or "*" in name else name


ENV_READ = "reads the whole environment"
"""What the evidence of a whole-environment read says; reaching a sink, it is also an env dump."""


def record(found: list[Capability], snippet: Snippet, kind: Kind, detail: str, chain: tuple[Evidence, ...]) -> None:
    """One capability added to ``found`` with its chain in the order it happens, once; a chain that
    carries the whole environment to a sink records the dump too."""
    for evidence in chain:
        if evidence.what == ENV_READ and kind is not Kind.ENV_DUMP:
            record(found, snippet, Kind.ENV_DUMP, "the whole environment", (evidence,))
    # this snippet's own lines in line order; a link in another file of the skill (a secret another script
    # staged, a function of the skill's module that runs the code) keeps its place in the chain
    unique = list(dict.fromkeys(chain))
    own = sorted((e for e in unique if e.path == snippet.path), key=lambda evidence: evidence.line or 0)
    mine = iter(own)
    ordered = [next(mine) if e.path == snippet.path else e for e in unique]
    capability = Capability(kind=kind, detail=detail, chain=tuple(ordered), snippet=snippet)
    if capability not in found:
        found.append(capability)


def add_other_branches(found: list[Capability], again: list[Capability]) -> None:
    """What a walk taking the other branch of each choice found, added to ``found`` where it says
    something new: another kind or detail (the mirror beside the official installer), or a chain
    with more links or on other lines than any of the same kind and detail (the environment the
    other branch sent). The same finding reached by another path is not added twice."""
    for capability in again:
        lines = {evidence.line for evidence in capability.chain}
        if not any(
            known.kind is capability.kind
            and known.detail == capability.detail
            and len(known.chain) >= len(capability.chain)
            and lines <= {evidence.line for evidence in known.chain}
            for known in found
        ):
            found.append(capability)


def code_origin(code: Value) -> tuple[Kind, str, tuple[Evidence, ...], str] | None:
    """What running ``code`` runs, when it was downloaded or decoded: the kind, its detail, the chain
    so far and the verb for the run (``None`` for code of no known origin)."""
    fetched = [s for s in code.sources if s.source is DataSource.FETCHED]
    decoded = [s for s in code.sources if s.source is DataSource.DECODED]
    chain = tuple(s.evidence for s in code.sources)
    if fetched:
        return Kind.EXEC_FETCHED, fetched[0].detail, chain, "runs what it downloaded"
    if decoded:
        return Kind.EXEC_DECODED, ", ".join(dict.fromkeys(s.detail for s in decoded)), chain, "runs what it decoded"
    return None


def dns_carrier(name: Value) -> tuple[str, tuple[Evidence, ...]] | None:
    """A DNS name built from data: the constant suffix it is looked up under and where the data was
    read, or ``None`` for a constant name or one with no domain."""
    carried = tuple(s.evidence for s in name.sources if s.source in (DataSource.SECRET, DataSource.ENV))
    if name.known and not carried:
        return None
    suffix = name.text.rsplit(UNKNOWN, 1)[-1].lstrip(".") or "?"
    if not carried and "." not in suffix:
        return None
    return suffix, carried
