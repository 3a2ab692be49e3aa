"""What a browser extension (or a userscript) can read that a web page cannot: the browser's own
stores through the extension APIs (``chrome.*``, ``browser.*``), and, from a content script injected
into every site, each site's cookies and web storage.

An extension that reads the cookies of its own site and calls its own backend is the everyday case;
a read is scoped to a site when its call names one (``cookies.get({url})``, ``getAll({domain})``) or
when the extension's manifest grants only named hosts (``host_permissions``): such data sent to a
host of the same site stays quiet, sent anywhere else it is browser data theft. A read over every
site (``<all_urls>``, no domain given) is data of every site, wherever it goes.
"""

from __future__ import annotations

import json
import re
from pathlib import PurePosixPath

from skillgrade.rules.security.behaviour.values import BUNDLED

STORE_CALLS: dict[str, str] = {
    "cookies.getAll": "the browser's cookies",
    "cookies.get": "the browser's cookies",
    "cookies.getAllCookieStores": "the browser's cookies",
    "history.search": "the browser's history",
    "history.getVisits": "the browser's history",
    "bookmarks.getTree": "the browser's bookmarks",
    "bookmarks.getSubTree": "the browser's bookmarks",
    "bookmarks.getRecent": "the browser's bookmarks",
    "bookmarks.search": "the browser's bookmarks",
    "bookmarks.getChildren": "the browser's bookmarks",
    "topSites.get": "the browser's most visited sites",
    "tabs.captureVisibleTab": "a screenshot of the open tab",
    "sessions.getRecentlyClosed": "the browser's recent sessions",
    "downloads.search": "the browser's download history",
}
"""Extension API calls (after ``chrome.``/``browser.``) whose result, or callback's argument, is one of
the browser's stores."""
STORE_EVENTS: dict[str, str] = {
    "webRequest.onBeforeSendHeaders": "the request headers of every site (cookies, Authorization)",
    "webRequest.onSendHeaders": "the request headers of every site (cookies, Authorization)",
    "webRequest.onBeforeRequest": "what the browser sends to every site (form posts)",
    "webRequest.onAuthRequired": "the browser's logins for sites that ask for one",
    "cookies.onChanged": "the browser's cookies",
    "history.onVisited": "the browser's history",
}
"""Extension events whose listener is handed browser data (``….addListener(fn)``)."""
PAGE_STORES = {
    "cookie": "the cookies of every site the user visits",
    "storage": "the web storage of every site the user visits",
}
_API_ROOTS = ("chrome", "browser")
MENTIONS = re.compile(
    r"\b(?:chrome|browser)\.(?:cookies|history|bookmarks|topSites|tabs|sessions|downloads|webRequest|runtime\.on\w+)\b"
    r"|document\.cookie|\b(?:local|session)Storage\b"
)
"""A script that may read a browser store (the walk's cheap pre-check)."""
_BROAD = re.compile(r"^(?:<all_urls>|\*://\*/\S*|https?://\*/\S*|\*)$")
_USERSCRIPT_BROAD = re.compile(r"^//\s*@(?:match|include)\s+(?:<all_urls>|\*://\*/\S*|https?://\*/\S*|\*)\s*$", re.M)


def api_call(ref: str) -> str | None:
    """The store an extension API reference reads (``chrome.cookies.getAll`` → the cookies), or ``None``."""
    root, _, rest = ref.partition(".")
    return STORE_CALLS.get(rest) if root in _API_ROOTS else None


def api_event(ref: str) -> str | None:
    """The data an extension event's listener is handed (``chrome.webRequest.onSendHeaders.addListener``)."""
    root, _, rest = ref.removesuffix(".addListener").partition(".")
    return STORE_EVENTS.get(rest) if root in _API_ROOTS and ref.endswith(".addListener") else None


_RELAY_EVENTS = frozenset({"runtime.onMessage", "runtime.onConnect", "runtime.onMessageExternal"})
_PAGE_READS = (("document.cookie", "cookie"), ("localStorage", "storage"), ("sessionStorage", "storage"))


def relayed_page_data(rel: str, ref: str) -> tuple[str, str, int] | None:
    """For a listener of the extension's messages (``chrome.runtime.onMessage.addListener``) in
    ``rel``: the every-site store a content script of the same extension reads and sends it
    (``chrome.runtime.sendMessage({c: document.cookie})``), with that script and its line."""
    root, _, rest = ref.removesuffix(".addListener").partition(".")
    if root not in _API_ROOTS or rest not in _RELAY_EVENTS or not ref.endswith(".addListener"):
        return None
    table = BUNDLED.get() or {}
    folder = _manifest_folder(rel)
    for script in sorted(_page_scripts()):
        text = table.get(script, "")
        if folder is None or not (folder == "." or script.startswith(folder + "/")):
            continue
        if "sendMessage" not in text and "postMessage" not in text:
            continue
        for needle, which in _PAGE_READS:
            at = text.find(needle)
            if at >= 0:
                return PAGE_STORES[which], script, text.count("\n", 0, at) + 1
    return None


def same_site(host: str, own: tuple[str, ...]) -> bool:
    """``host`` is one of ``own`` or under the same site (``api.notely.io`` and ``notely.io``)."""
    host = host.lower().lstrip(".")
    return any(host == site or host.endswith("." + site) or site.endswith("." + host) for site in map(_site, own))


def _site(host: str) -> str:
    labels = host.lower().strip(".").removeprefix("*.").split(".")
    return ".".join(labels[-3:] if len(labels) > 2 and len(labels[-2]) <= 3 else labels[-2:])


def granted_hosts(rel: str) -> tuple[str, ...] | None:
    """The hosts the extension that ships ``rel`` is granted, when it grants only named hosts; ``None``
    when it grants every site or no extension manifest is found above ``rel``."""
    manifest = _manifest_of(rel)
    if manifest is None:
        return None
    patterns = [
        p
        for key in ("host_permissions", "permissions", "optional_host_permissions")
        for p in _strings(manifest.get(key))
    ]
    patterns = [p for p in patterns if "/" in p or p == "<all_urls>"]
    if not patterns or any(_BROAD.match(p) for p in patterns):
        return None
    hosts = tuple(dict.fromkeys(m.group(1) for p in patterns if (m := re.match(r"[\w*]+://([^/]+)/", p))))
    return hosts or None


def reads_every_page(rel: str, text: str) -> bool:
    """The script runs inside every site the user visits: a content script of an extension matching
    every URL, or a userscript (``// @match *://*/*``)."""
    if "==UserScript==" in text[:4096]:
        return _USERSCRIPT_BROAD.search(text[:4096]) is not None
    return rel in _page_scripts()


def _all_manifests() -> tuple[tuple[str, dict[str, object]], ...]:
    """The skill's extension manifests, parsed (asked only once a browser store is read)."""
    found = []
    for rel, text in (BUNDLED.get() or {}).items():
        if PurePosixPath(rel).name == "manifest.json" and "manifest_version" in text:
            try:
                data = json.loads(text)
            except ValueError:
                continue
            if isinstance(data, dict):
                found.append((rel, data))
    return tuple(found)


def _manifest_of(rel: str) -> dict[str, object] | None:
    found = _nearest_manifest(rel)
    return found[1] if found else None


def _manifest_folder(rel: str) -> str | None:
    found = _nearest_manifest(rel)
    return found[0] if found else None


def _nearest_manifest(rel: str) -> tuple[str, dict[str, object]] | None:
    """The folder and content of the extension manifest nearest above ``rel``."""
    best: tuple[str, dict[str, object]] | None = None
    for manifest_rel, data in _all_manifests():
        folder = str(PurePosixPath(manifest_rel).parent)
        inside = folder == "." or rel.startswith(folder + "/")
        if inside and (best is None or len(folder) > len(best[0])):
            best = (folder, data)
    return best


def _page_scripts() -> frozenset[str]:
    found: set[str] = set()
    for manifest_rel, data in _all_manifests():
        folder = PurePosixPath(manifest_rel).parent
        entries = data.get("content_scripts")
        for entry in entries if isinstance(entries, list) else []:
            if not isinstance(entry, dict) or not any(_BROAD.match(m) for m in _strings(entry.get("matches"))):
                continue
            for script in _strings(entry.get("js")):
                found.add(str(folder / script.removeprefix("./")) if str(folder) != "." else script.removeprefix("./"))
    return frozenset(found)


def _strings(value: object) -> list[str]:
    return [v for v in value if isinstance(v, str)] if isinstance(value, list) else []
