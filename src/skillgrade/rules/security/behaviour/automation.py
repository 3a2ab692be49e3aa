"""Browser automation on the user's own browser: what each language's analyser asks about a driver.

A driver (Playwright, Puppeteer, Selenium, undetected-chromedriver, a Chrome command line) started on
the user's real profile folder, or attached to the browser the user already runs (Chrome DevTools
Protocol on a ``--remote-debugging-port``), acts with every session the user is logged into: the
cookies, saved logins and web storage of that profile are the browser's credential store, read as
surely as copying its ``Cookies`` file. A fresh temporary profile, or a folder the skill creates for
itself, holds only what the script itself logs into: nothing of the user's.

The analysers (:mod:`.python`, :mod:`.javascript`, :mod:`.shell`) resolve the values; this module
says which calls, options and flags name a profile, which of those profiles are the user's, and
where the script reads the session's cookies or storage.
"""

from __future__ import annotations

import re

from skillgrade.rules.security.behaviour import vocabulary

MENTIONS = re.compile(
    r"launchPersistentContext|launch_persistent_context|userDataDir|user_data_dir|user-data-dir"
    r"|profile-directory|connectOverCDP|connect_over_cdp|remote-debugging-port|debuggerAddress|debugger_address"
    r"|browserURL|browserWSEndpoint|FirefoxProfile"
)
"""A file that may drive a browser on a given profile or attach to a running one (the cheap pre-check)."""

PROFILE_KEYWORDS = frozenset({"userDataDir", "user_data_dir", "profile", "profile_directory", "firefox_profile"})
"""Options and keyword arguments that name the profile folder a driver opens."""
PERSISTENT_LAUNCHES = frozenset({"launchPersistentContext", "launch_persistent_context", "FirefoxProfile"})
"""Calls whose first argument is the profile folder."""
ATTACHES = frozenset({"connectOverCDP", "connect_over_cdp", "connect"})
"""Calls that attach to a browser already running (``puppeteer.connect({browserURL})``)."""
_ATTACH_OPTIONS = frozenset({"browserURL", "browserWSEndpoint", "debuggerAddress", "debugger_address"})
_PROFILE_FLAG = re.compile(r"^-{0,2}(?:user-data-dir|profile-directory)(?:=(.*))?$", re.IGNORECASE | re.DOTALL)
_DEBUG_ENDPOINT = re.compile(
    r"^(?:(?:https?|wss?)://)?(?:localhost|127\.0\.0\.1|\[::1\]|0\.0\.0\.0)(?::\d+)?(?:/|$)", re.IGNORECASE
)
_PROFILE_STORES = frozenset({"browser profile", "Firefox profile", "browser saved logins and cookies"})
SESSION_READS = re.compile(
    r"\.cookies\s*\(|\bget_cookies\s*\(|\bgetCookies\s*\(|\bstorageState\s*\(|\bstorage_state\s*\("
    r"|Network\.getAllCookies|Network\.getCookies|Storage\.getCookies|\blocalStorage\b|\bsessionStorage\b"
    r"|\bdocument\.cookie\b"
)
"""The script reading what the browser session holds: its cookies, saved storage state, web storage."""


def user_profile(path: str | None) -> str | None:
    """The store a driver's profile folder is (``browser profile``), when it is the user's real one."""
    if not path or ("*" in path and not path.startswith("~")):
        return None
    store = vocabulary.secret_store(vocabulary.home_path(path.strip().strip("\"'")))
    return store if store in _PROFILE_STORES else None


def flagged_profile(word: str | None, following: str | None = None) -> tuple[str, str | None] | None:
    """A Chromium flag naming a profile: (the flag, its folder). ``--profile-directory`` picks a profile
    inside the default user-data folder, the user's own, so its folder is ``None`` (meaning: the default)."""
    match = _PROFILE_FLAG.match((word or "").strip())
    if match is None:
        return None
    value = match.group(1) if match.group(1) is not None else following
    flag = word.split("=", 1)[0].lstrip("-").lower() if word else ""
    return (flag, value if flag == "user-data-dir" else None)


def opened_profile(words: list[str | None]) -> tuple[str, str] | None:
    """The user's profile a browser command line (or a driver's argument list) opens: (the store, the
    folder as written), from ``--user-data-dir=<real profile>``, or ``--profile-directory`` with no
    ``--user-data-dir`` of the script's own (Chrome then opens the user's default folder)."""
    own_folder = False
    named: str | None = None
    for index, word in enumerate(words):
        following = words[index + 1] if index + 1 < len(words) else None
        flagged = flagged_profile(word, following)
        if flagged is None:
            continue
        flag, folder = flagged
        if flag == "user-data-dir":
            store = user_profile(folder)
            if store is not None:
                return store, folder or ""
            own_folder = True
        else:
            named = word
    if named is not None and not own_folder:
        return "browser profile", f"the default Chrome user-data folder ({named})"
    return None


def attaches_to_running(endpoint: str | None) -> bool:
    """``endpoint`` is a DevTools address on this machine: the browser the user already runs."""
    return bool(endpoint) and _DEBUG_ENDPOINT.match((endpoint or "").strip()) is not None


def attach_option(key: str) -> bool:
    return key in _ATTACH_OPTIONS


def session_read_line(text: str) -> tuple[int, str] | None:
    """Where the script first reads the session's cookies or storage: (line in ``text``, what)."""
    match = SESSION_READS.search(text)
    if match is None:
        return None
    call = match.group(0).rstrip("( ").lstrip(".")
    what = "cookies"
    if "Storage" in call and "getCookies" not in call:
        what = "web storage"
    elif "tate" in call:
        what = "saved login state"
    shown = f"reads the session's {what}" + (f" ({call})" if call != what else "")
    return text.count("\n", 0, match.start()) + 1, shown
