"""Mail forwarding set up by code: a standing copy of the user's mail (password resets, 2FA codes,
invoices) sent to someone else for as long as the rule lives, whatever language sets it up.

The acts, by the API that does them: Gmail's ``forwardingAddresses.create``, ``filters.create`` with
a ``forward`` action and ``settings.updateAutoForwarding`` (Python, JavaScript, Apps Script's
``Gmail.Users.Settings``); Apps Script's ``GmailApp`` ``.forward(…)`` of messages; Microsoft Graph
``messageRules`` with ``forwardTo``/``redirectTo``/``forwardAsAttachmentTo``; Exchange's
``New-InboxRule``/``Set-InboxRule -ForwardTo/-RedirectTo/-ForwardAsAttachmentTo``, ``Set-Mailbox
-ForwardingSmtpAddress/-ForwardingAddress`` and ``New-TransportRule -BlindCopyTo/-RedirectMessageTo``.
A rule whose target is an address written in the code (strings put together first) is reported
with the address and the rule; a target the code is handed (an argument, an input, a setting) is the
user's own choice and stays quiet, as does a filter that only labels or archives. Documentation
domains (``example.com``) are placeholders.
"""

from __future__ import annotations

import re

from skillgrade.findings import Evidence
from skillgrade.rules.security.behaviour import vocabulary
from skillgrade.rules.security.behaviour.folding import fold
from skillgrade.rules.security.behaviour.model import Capability, Kind, Snippet

PRECHECK = ("forward", "redirect", "blindcopyto")
"""What a file must hold (lower case) for any rule here to be looked for."""
_FORWARDING = re.compile(
    r"forwardingAddresses\(?\)?\s*\.create\b|\bupdateAutoForwarding\b|\bautoForwarding\b.{0,80}\benabled\b"
    r"|[\"']?\bforward[\"']?\s*[:=]\s*(?=[\"'\w])|\bforwardTo\b|\bredirectTo\b|\bforwardAsAttachmentTo\b"
    r"|\b(?:New|Set)-InboxRule\b.*-(?:ForwardTo|RedirectTo|ForwardAsAttachmentTo)\b"
    r"|\bSet-Mailbox\b.*-Forwarding(?:Smtp)?Address\b|\bNew-TransportRule\b.*-(?:BlindCopyTo|RedirectMessageTo)\b"
    r"|\.forward\(\s*[\"'\w]",
    re.IGNORECASE,
)
"""A line that forwards or redirects mail (the rule itself, the address registered for it, or a message sent on)."""
_ADDRESS = re.compile(r"[\"'](?:smtp:)?([A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)[\"']", re.IGNORECASE)
_NAMED = re.compile(r"^\s*(?:(?:const|let|var|my|local)\s+)?\$?([A-Za-z_]\w*)\s*(?::\s*\w+\s*)?=(?!=)(.*)$")
"""A name given a value: one holding an address literal (``fwd = "a@b.c"``, ``body = {'emailAddress': …}``)."""


def analyse(snippet: Snippet) -> list[Capability]:
    lowered = snippet.text.lower()
    if not any(word in lowered for word in PRECHECK) or "@" not in lowered:
        return []
    lines = fold(snippet.text).split("\n")
    names: dict[str, tuple[str, int]] = {}
    for n, row in enumerate(lines, start=1):
        named = _NAMED.match(row) if "=" in row else None
        if named is not None:
            held = _ADDRESS.search(named.group(2))
            if held is not None:
                names[named.group(1)] = (held.group(1), n)
            else:
                names.pop(named.group(1), None)
    found: list[Capability] = []
    for number, row in enumerate(lines, start=1):
        rule = _FORWARDING.search(row)
        if rule is None:
            continue
        target = _target(row[rule.start() :], names, number)
        if target is None:
            continue
        address, address_line = target
        chain = (
            Evidence(snippet.path, snippet.first_line + address_line - 1, f"names the outside address {address}"),
            Evidence(
                snippet.path,
                snippet.first_line + number - 1,
                f"forwards the user's mail to {address} ({rule.group(0).strip(' =:(')[:40]})",
            ),
        )
        found.append(Capability(Kind.MAIL_FORWARD, address, tuple(dict.fromkeys(chain)), snippet))
        if len(found) >= 5:
            break
    return found


def _target(rest: str, names: dict[str, tuple[str, int]], number: int) -> tuple[str, int] | None:
    """The constant address a forwarding line sends to: a literal after the rule's word on its line
    (up to the end of the object it is in: a filter's criteria beside it are not where mail goes), or
    a name given one above."""
    window = rest.split("}", 1)[0][:200]
    literal = _ADDRESS.search(window)
    if literal is not None and _outside(literal.group(1)):
        return literal.group(1), number
    for name in re.findall(r"\b([A-Za-z_]\w*)\b", window):
        if name in names and _outside(names[name][0]):
            return names[name]
    return None


def _outside(address: str) -> bool:
    host = address.rsplit("@", 1)[-1].lower()
    return not vocabulary.documentation_domain(host) and not vocabulary.placeholder_host(host) and "." in host
