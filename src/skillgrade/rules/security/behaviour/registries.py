"""Package sources other ecosystems' tools read from their config files, beside pip's and npm's
(:func:`.manifests._index_settings`): Unity's and OpenUPM's scoped registries (``scopedRegistries``
in ``Packages/manifest.json``, or an entry of one kept to be merged there), vcpkg's registries
(``vcpkg-configuration.json``), arduino-cli's board-manager indexes (``board_manager.additional_urls``).

What comes from these runs: a Unity package's editor scripts run when the project opens, a vcpkg
port's ``portfile.cmake`` runs at install, a board package brings the compilers and upload tools
every build runs. A source on plain HTTP, a bare IP or a look-alike of a public host is reported; a
named HTTPS one is a company's or a vendor's (Adafruit's, Espressif's board index) and stays quiet,
unless it claims a public publisher's own package names (a scoped registry for ``com.unity``: every
Unity package would then resolve from it).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from skillgrade.findings import Evidence
from skillgrade.rules.security.behaviour.model import Capability
from skillgrade.rules.security.behaviour.packages import CLAIMED

_UNITY_SCOPES = ("com.unity",)
"""Package name prefixes Unity's own registry serves (``com.unity.render-pipelines.universal``)."""
_ARDUINO_URLS = re.compile(r"(?m)^\s*additional_urls\s*:\s*(.*)$")
_LISTED = re.compile(r"^\s*-\s*[\"']?(\S+?)[\"']?\s*$")


def yaml_capabilities(rel: str, path: str, text: str) -> Iterator[Capability]:
    """The board indexes an arduino-cli config declares."""
    if "additional_urls" in text:
        yield from _arduino_indexes(rel, path, text)


def json_capabilities(rel: str, path: str, text: str, data: object) -> Iterator[Capability]:
    """The scoped registries and vcpkg registries a parsed JSON config declares."""
    if not isinstance(data, dict):
        return
    if "scopes" in text:
        yield from _scoped_registries(rel, path, text, data)
    if "registr" in text:
        yield from _vcpkg_registries(rel, path, text, data)


def _line_of(text: str, value: str) -> int:
    at = text.find(value)
    return text.count("\n", 0, at) + 1 if at >= 0 else 1


def _scoped_registries(rel: str, path: str, text: str, data: dict[str, object]) -> Iterator[Capability]:
    """``scopedRegistries: [{name, url, scopes}]``, or one such entry on its own (kept to be merged
    into a project's manifest)."""
    from skillgrade.rules.security.behaviour.manifests import _index

    listed = data.get("scopedRegistries")
    entries = listed if isinstance(listed, list) else [data] if "scopes" in data else []
    for entry in entries[:20]:
        url = entry.get("url") if isinstance(entry, dict) else None
        scopes = entry.get("scopes") if isinstance(entry, dict) else None
        if not isinstance(url, str) or not isinstance(scopes, list):
            continue
        owned = [s for s in scopes if isinstance(s, str) and s.lower().startswith(_UNITY_SCOPES)]
        line = _line_of(text, url)
        claim = (
            Evidence(path, _line_of(text, owned[0]), f"{CLAIMED} Unity's own registry ({', '.join(owned[:3])})")
            if owned
            else None
        )
        yield from _index(
            rel, path, url, line, text.splitlines()[line - 1].strip(), "Unity scoped registry",
            extra=bool(owned), claimed=claim,
        )  # fmt: skip


def _vcpkg_registries(rel: str, path: str, text: str, data: dict[str, object]) -> Iterator[Capability]:
    """vcpkg's ``default-registry`` (where every port comes from) and ``registries`` (the ports they
    list): git repositories (``repository``) or artifact archives (``location``)."""
    from skillgrade.rules.security.behaviour.manifests import _index

    registries = data.get("registries")
    entries = [data.get("default-registry"), *(registries if isinstance(registries, list) else [])]
    for entry in entries[:20]:
        if not isinstance(entry, dict):
            continue
        for key in ("repository", "location"):
            url = entry.get(key)
            if isinstance(url, str) and "://" in url:
                line = _line_of(text, url)
                yield from _index(rel, path, url, line, text.splitlines()[line - 1].strip(), "vcpkg", extra=False)


def _arduino_indexes(rel: str, path: str, text: str) -> Iterator[Capability]:
    """arduino-cli's ``board_manager.additional_urls``: a list below the key, or one value on its line."""
    from skillgrade.rules.security.behaviour.manifests import _index

    lines = text.splitlines()
    for match in _ARDUINO_URLS.finditer(text):
        number = text.count("\n", 0, match.start()) + 1
        inline = match.group(1).strip().strip("[]")
        found = [(number, u.strip().strip("\"'")) for u in inline.split(",") if "://" in u]
        for offset, line in enumerate(lines[number : number + 40], start=number + 1):
            item = _LISTED.match(line)
            if item is None:
                break
            found.append((offset, item.group(1)))
        for at, url in found:
            yield from _index(rel, path, url, at, lines[at - 1].strip(), "arduino-cli board index", extra=False)
