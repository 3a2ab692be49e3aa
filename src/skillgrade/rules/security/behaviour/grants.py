"""Access to the user's repositories or account handed to someone the skill names.

A deploy key, an account SSH key or a collaborator added through the GitHub or GitLab CLI or REST API
lets whoever holds that key, or that account, read or push the code long after the skill ran: a
backdoor as lasting as a line in ``authorized_keys``. What makes it one is who it is given to: a
public key written into the skill (its private half is someone else's) or a fixed account name.
The user's own key (a file, a ``$VAR``, one ``ssh-keygen`` just made) or an account the user types
in is ordinary repository administration and is not reported.

Stable API: :func:`gh_grant` (the words after ``gh``) and :func:`api_grant` (a method, a GitHub API
URL or path, and what is sent), each giving the grant's description or ``None``; :data:`GRANT`, the
start of every description, which the combination stage reads.
"""

from __future__ import annotations

import re

GRANT = "access to the repository or account for"
"""The start of every grant's description (a persistence detail the combination stage makes an error)."""

_EMBEDDED_KEY = re.compile(
    r"(?:ssh-(?:rsa|dss|ed25519)|ecdsa-sha2-nistp\d+|sk-(?:ssh-ed25519|ecdsa-sha2-nistp256)@openssh\.com)"
    r"\s+AAAA[0-9A-Za-z+/]{8,}={0,3}(?:\s+(\S+))?"
)
"""A public key written out, with its comment (``ssh-ed25519 AAAAC3… ci@host``)."""
# ``repos/$repo/keys``: one unknown segment may stand for owner/name (gh repo view's nameWithOwner)

_GRANT_PATH = re.compile(
    r"(?i)(?:^|/)(?:repos/(?:[^/\s]+/)?[^/\s]+/(?P<deploy>keys)/?$"
    r"|repos/(?:[^/\s]+/)?[^/\s]+/collaborators/(?P<collaborator>[^/\s?]+)/?$"
    r"|orgs/[^/\s]+/(?:memberships|outside_collaborators)/(?P<member>[^/\s?]+)/?$"
    r"|projects/[^/\s]+/(?P<gitlab_deploy>deploy_keys)/?$|(?:projects|groups)/[^/\s]+/(?P<gitlab_members>members)/?$"
    r"|(?P<account>user/(?:keys|ssh_signing_keys|gpg_keys))/?$)"
)
_PLACEHOLDER_NAME = re.compile(r"[$<{:%*]|^\[|^(?:user(?:name)?|login|owner|name|handle|collaborator|member)$", re.I)
_GH_VALUE_FLAGS = frozenset(
    {"-X", "--method", "-f", "--raw-field", "-F", "--field", "-H", "--header", "-q", "--jq", "-t", "--template",
     "--input", "--hostname", "-p", "--preview", "--cache"}
)  # fmt: skip
"""``gh api``'s options that take a value (``glab api`` spells the ones it shares the same)."""
_GITLAB_USER_ID = re.compile(r"\buser_id[\"']?\s*[=:]\s*[\"']?(\d+)\b")
_API_HOSTS = ("api.github.com/", "github.com/api/")
"""GitHub's API; an enterprise server's (``/api/v3/``) and GitLab's (``/api/v4/``) are known by their path."""


def gh_grant(words: list[str | None]) -> str | None:
    """What ``gh`` (or ``glab``) with ``words`` grants: ``gh repo deploy-key add``/``gh ssh-key add``
    given a key written out, and ``gh api``/``glab api`` on a grant path."""
    texts = [w or "$?" for w in words]
    if texts[:3] == ["repo", "deploy-key", "add"] or texts[:2] == ["ssh-key", "add"]:
        key = _embedded_key(" ".join(texts))
        if key is None:
            return None
        what = "a deploy key" if texts[0] == "repo" else "an SSH key on the user's account"
        writes = " with write access" if "--allow-write" in texts or "-w" in texts else ""
        return f"{GRANT} {key} ({what}{writes})"
    if texts[:1] != ["api"]:
        return None
    method, path, fields = "", "", []
    index = 1
    while index < len(texts):
        word = texts[index]
        flag, _, inline = word.partition("=") if word.startswith("--") else (word, "", "")
        if flag in _GH_VALUE_FLAGS:
            value = inline or (texts[index + 1] if index + 1 < len(texts) else "")
            if flag in ("-X", "--method"):
                method = value.upper()
            elif flag in ("-f", "--raw-field", "-F", "--field"):
                fields.append(value)
            index += 1 if inline else 2
            continue
        if not path and not word.startswith("-"):
            path = word
        index += 1
    return api_grant(method or ("POST" if fields else "GET"), path, " ".join(fields))


def api_grant(method: str, address: str, sent: str) -> str | None:
    """What a request to the GitHub or GitLab API grants: a deploy key or account key POSTed with a
    key written out in ``sent``, a collaborator or organisation member PUT by a fixed name, or a
    GitLab project or group member POSTed by a fixed user id."""
    path = address.split("://", 1)[-1].split("?", 1)[0]
    if "://" in address and not path.lower().startswith(_API_HOSTS) and not re.search(r"/api/v[34]/", path):
        return None
    match = _GRANT_PATH.search(path)
    if match is None:
        return None
    if match.group("gitlab_members"):
        member = _GITLAB_USER_ID.search(sent) if method == "POST" else None
        return f"{GRANT} the account with id {member.group(1)} (added as a member)" if member else None
    if match.group("deploy") or match.group("account") or match.group("gitlab_deploy"):
        key = _embedded_key(sent) if method == "POST" else None
        if key is None:
            return None
        what = "a key on the user's account" if match.group("account") else "a deploy key"
        writes = (
            " with write access"
            if re.search(r"(?:read_only[\"']?\s*[=:]\s*false|can_push[\"']?\s*[=:]\s*true)", sent, re.I)
            else ""
        )
        return f"{GRANT} {key} ({what}{writes})"
    name = match.group("collaborator") or match.group("member") or ""
    if method != "PUT" or not name or _PLACEHOLDER_NAME.search(name):
        return None
    return f"{GRANT} the account {name} (added as a {'collaborator' if match.group('collaborator') else 'member'})"


def _embedded_key(text: str) -> str | None:
    """The holder of a public key written out in ``text`` (its comment, or its type)."""
    match = _EMBEDDED_KEY.search(text)
    if match is None:
        return None
    return f"the holder of the key the skill embeds ({match.group(1) or match.group(0).split()[0]})"
