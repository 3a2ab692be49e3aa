"""Automation-platform workflow exports (n8n): the nodes that run code or send data.

An n8n workflow is JSON whose ``nodes`` each name a type and its ``parameters``. Imported and
activated, its trigger runs it unattended: an ``executeCommand`` node runs its ``command`` in a
shell on the n8n host, a ``code``/``function`` node runs its JavaScript (or Python), and an
``httpRequest`` node sends what its body, headers and query hold to its URL, with the stored
credential it names. Those are read as what they are: the code as snippets of their language, and
a request that carries the host's environment (``$env``) or a stored credential of one service to
a host that is not that service's, as a send of that secret. Any other request is a send to its
host, which a secret read by a code node of the same workflow reaches.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import Any

from skillgrade.findings import Evidence
from skillgrade.rules.security.behaviour import vocabulary
from skillgrade.rules.security.behaviour.model import Capability, Kind, Language, Presentation, Snippet

MARK = '"n8n-nodes-'
"""The literal every n8n workflow export holds (its node types): the cheap pre-check."""

_CODE_FIELDS: dict[str, tuple[tuple[str, Language], ...]] = {
    "executeCommand": (("command", Language.SHELL),),
    "ssh": (),
    "code": (("jsCode", Language.JAVASCRIPT), ("pythonCode", Language.PYTHON)),
    "function": (("functionCode", Language.JAVASCRIPT),),
    "functionItem": (("functionCode", Language.JAVASCRIPT),),
}
"""Node types (after ``n8n-nodes-base.``) that run code, and the parameters holding it."""
_WHOLE_ENV = re.compile(r"\$env\s*(?:\)|\}\}|,|$)|JSON\.stringify\(\s*\$env\s*\)|Object\.\w+\(\s*\$env\s*\)")
_ENV_NAME = re.compile(r"\$env(?:\.(\w+)|\[\s*\\?['\"](\w+)\\?['\"]\s*\])")


def _nodes(data: Any) -> list[dict[str, Any]]:
    nodes = data.get("nodes") if isinstance(data, dict) else None
    return (
        [n for n in nodes if isinstance(n, dict) and str(n.get("type", "")).startswith("n8n-nodes-")]
        if isinstance(nodes, list)
        else []
    )


def _short_type(node: dict[str, Any]) -> str:
    return str(node.get("type", "")).rsplit(".", 1)[-1]


def _line(text: str, value: str) -> int:
    """The file line a string value of the export is written on (1 when not found)."""
    at = text.find(json.dumps(value)[1:60])
    return text.count("\n", 0, at) + 1 if at >= 0 else 1


def snippets(rel: str, path: str, text: str, data: Any) -> Iterator[Snippet]:
    """The code an n8n workflow's nodes run (``executeCommand``, ``code``, ``function``)."""
    if MARK not in text:
        return
    for node in _nodes(data):
        parameters = node.get("parameters")
        if not isinstance(parameters, dict):
            continue
        for field, language in _CODE_FIELDS.get(_short_type(node), ()):
            code = parameters.get(field)
            if isinstance(code, str) and code.strip():
                code = code.removeprefix("=")  # an n8n expression field starts with '='
                origin = f"nodes.{node.get('name', _short_type(node))}.{field}"
                yield Snippet(path, rel, language, code, _line(text, code), Presentation.HOOK, origin)


def capabilities(rel: str, path: str, text: str, data: Any) -> Iterator[Capability]:
    """An ``httpRequest`` node sending the host's environment, a secret variable of it, or a stored
    credential of one service to a host that is not that service's."""
    if MARK not in text or "httpRequest" not in text:
        return
    reads: tuple[Evidence, ...] | None = None
    for node in _nodes(data):
        parameters = node.get("parameters")
        if _short_type(node) != "httpRequest" or not isinstance(parameters, dict):
            continue
        url = parameters.get("url")
        host = vocabulary.url_host(url.removeprefix("=")) if isinstance(url, str) else None
        if host is None:
            continue
        carried = json.dumps({k: v for k, v in parameters.items() if k != "url"})
        line = _line(text, str(url))
        snippet = Snippet(path, rel, Language.SHELL, str(url), line, Presentation.HOOK, f"nodes.{node.get('name')}")
        sent = Evidence(path, line, f"the workflow's HTTP node {node.get('name', '')!r} sends it to {host}")
        if _WHOLE_ENV.search(carried):
            read = Evidence(path, line, "reads the whole environment of the n8n host ($env)")
            yield Capability(Kind.EGRESS, host, (read, sent), snippet)
            continue
        secret = next(
            (name for m in _ENV_NAME.finditer(carried) if (name := m.group(1) or m.group(2)) and _secret_name(name)),
            None,
        )
        if secret is not None and not vocabulary.own_service([_words(secret)], host):
            read = Evidence(path, line, f"reads ${secret} from the n8n host's environment ($env.{secret})")
            yield Capability(Kind.EGRESS, host, (read, sent), snippet)
            continue
        credential = parameters.get("nodeCredentialType")
        names = [str(credential)] if isinstance(credential, str) else []
        stored = node.get("credentials")
        names += [str(k) for k in stored] if isinstance(stored, dict) else []
        foreign = next((n for n in names if _foreign_credential(n, host)), None)
        if foreign is not None:
            read = Evidence(path, line, f"uses the n8n credential stored for another service ({foreign})")
            yield Capability(Kind.EGRESS, host, (read, sent), snippet)
            continue
        # what an earlier node produced flows into this one: a secret a code node of the workflow reads
        read_by_node = _node_secret_read(rel, path, text, data) if reads is None else reads
        reads = read_by_node
        yield Capability(Kind.EGRESS, host, (*read_by_node[:1], sent), snippet)


def _secret_name(name: str) -> bool:
    return re.search(r"(?i)token|secret|key|passw|credential|session|cookie|auth", name) is not None


def _words(name: str) -> str:
    """``githubApi``/``GITHUB_TOKEN`` as words (``github Api``), as the service table matches them."""
    return re.sub(r"(?<=[a-z])(?=[A-Z])|_", " ", name)


_GENERIC_CREDENTIALS = re.compile(r"(?i)^http\w*Auth$|^oAuth[12]Api$|^httpCustomAuth$")
"""n8n's credential types made for whatever URL the node calls (a header, basic auth, a query key)."""


def _foreign_credential(name: str, host: str) -> bool:
    """A stored credential of a named service (``slackApi``, ``githubOAuth2Api``) used against a host
    that is not that service's: by the service table when it knows the service, else by the
    service's name among the host's labels (``slack`` in ``hooks.slack.com``)."""
    if _GENERIC_CREDENTIALS.match(name):
        return False
    words = _words(name)
    if vocabulary.foreign_service(words, host):
        return True
    service = words.split(" ", 1)[0].lower()
    return len(service) > 2 and service not in host.lower() and not vocabulary.own_service([words], host)


def _node_secret_read(rel: str, path: str, text: str, data: Any) -> tuple[Evidence, ...]:
    """Where a code or command node of the workflow reads a secret store or the environment, if one
    does: its items go on to the nodes after it."""
    from skillgrade.rules.security.behaviour import languages

    for snippet in snippets(rel, path, text, data):
        for capability in languages.analyse(snippet):
            if capability.kind in (Kind.SECRET_READ, Kind.ENV_DUMP):
                return capability.chain[:1]
    return ()


# --- Node-RED ----------------------------------------------------------------------------------

NODE_RED_MARK = '"wires"'
"""The literal every Node-RED flow export holds (each node's outgoing connections): the cheap pre-check."""
_NODE_RED_CODE_FIELDS = ("func", "initialize", "finalize")
"""A ``function`` node's JavaScript: run for each message, on deploy, on stop."""
_MAX_HOPS = 4
_RETURN = re.compile(r"\breturn\b[^;\n]*;?")
_LINE_COMMENT = re.compile(r"(?<![:'\"\w\\])//[^\n]*")


def _on_its_line(text: str, code: str) -> str:
    """Code kept in one JSON string (its newlines escaped) as one line, so each finding names the
    node's line: its ``//`` comments dropped, its lines joined."""
    if json.dumps(code)[1:60] not in text:
        return code  # written over several lines of the file: lines map one to one
    return " ".join(_LINE_COMMENT.sub("", code).split("\n"))


def _node_red_nodes(data: Any) -> list[dict[str, Any]]:
    """The nodes of a Node-RED export: the array ``Export`` writes, or ``{"flows": […]}`` of the Admin API."""
    nodes = data.get("flows") if isinstance(data, dict) else data
    if not isinstance(nodes, list):
        return []
    found = [n for n in nodes if isinstance(n, dict) and isinstance(n.get("type"), str) and "id" in n]
    return found if any("wires" in n for n in found) else []


def node_red_snippets(rel: str, path: str, text: str, data: Any) -> Iterator[Snippet]:
    """The code a Node-RED flow runs once deployed: each ``function`` node's JavaScript, each ``exec``
    node's command, and, for an ``exec`` node that appends the message (``addpay``), the command it
    runs with what a ``function`` node wired before it put in the message: read as that function's
    code followed by the run of the command it builds; or with the text a ``template`` node put there
    (its placeholders filled from ``change`` nodes), read as the command line it completes."""
    if NODE_RED_MARK not in text:
        return
    nodes = _node_red_nodes(data)
    by_id = {str(n["id"]): n for n in nodes}
    for node in nodes:
        kind, name = node["type"], node.get("name") or node["id"]
        if kind == "function":
            for field in _NODE_RED_CODE_FIELDS:
                code = node.get(field)
                if isinstance(code, str) and code.strip():
                    yield Snippet(
                        path, rel, Language.JAVASCRIPT, code, _line(text, code), Presentation.HOOK, f"{name}.{field}"
                    )
        elif kind == "exec":
            given = node.get("command")
            command = given if isinstance(given, str) else ""
            if command.strip():
                yield Snippet(
                    path, rel, Language.SHELL, command, _line(text, command), Presentation.HOOK, f"{name}.command"
                )
            appended = node.get("addpay")
            if appended:
                field = appended if isinstance(appended, str) else "payload"
                for source in _upstream_message_makers(node, nodes, by_id):
                    if source["type"] == "template":
                        filled = _template_filled(source, field, nodes)
                        if filled is not None:
                            yield Snippet(
                                path, rel, Language.SHELL, f"{command} {filled}",
                                _line(text, str(source.get("template"))), Presentation.HOOK, f"{name}.command",
                            )  # fmt: skip
                        continue
                    code = source.get("func")
                    if isinstance(code, str) and f"msg.{field}" in code:
                        program = _run_with_message(_on_its_line(text, code), command, field)
                        line = _line(text, code)
                        yield Snippet(
                            path, rel, Language.JAVASCRIPT, program, line, Presentation.HOOK, f"{name}.command"
                        )


def _upstream_message_makers(
    target: dict[str, Any], nodes: list[dict[str, Any]], by_id: dict[str, Any]
) -> list[dict[str, Any]]:
    """The ``function`` and ``template`` nodes whose messages reach ``target`` through the wires (a few
    hops, through nodes that pass a message on: a delay, a switch, a link)."""
    feeding: dict[str, list[str]] = {}
    for node in nodes:
        for output in node.get("wires") or []:
            for to in output if isinstance(output, list) else []:
                feeding.setdefault(str(to), []).append(str(node["id"]))
    found: list[dict[str, Any]] = []
    frontier, seen = [str(target["id"])], set()
    for _ in range(_MAX_HOPS):
        frontier = [f for at in frontier for f in feeding.get(at, []) if f not in seen]
        seen.update(frontier)
        found += [by_id[f] for f in frontier if f in by_id and by_id[f]["type"] in _MESSAGE_MAKERS]
        frontier = [f for f in frontier if by_id.get(f, {}).get("type") not in _MESSAGE_MAKERS]
    return found


_MESSAGE_MAKERS = ("function", "template")
"""Nodes that write the message a later node uses: a function's code, a template's text."""
_MUSTACHE = re.compile(r"\{\{\{?\s*([\w.$\[\]'\"]+?)\s*\}?\}\}")


def _template_filled(node: dict[str, Any], field: str, nodes: list[dict[str, Any]]) -> str | None:
    """The text a ``template`` node puts in ``msg.<field>``, its Mustache placeholders filled with the
    constants ``change`` nodes of the flow set (``flow.h`` set to a string); one not known stays a
    shell variable. ``None`` when the template writes another field or has no text."""
    template = node.get("template")
    if not isinstance(template, str) or not template.strip() or (node.get("field") or "payload") != field:
        return None
    known: dict[str, str] = {}
    for other in nodes:
        for rule in other.get("rules") or [] if other["type"] == "change" else []:
            if isinstance(rule, dict) and rule.get("t") == "set" and rule.get("tot") in ("str", "num"):
                known[f"{rule.get('pt') or 'msg'}.{rule.get('p')}"] = str(rule.get("to"))

    def fill(match: re.Match[str]) -> str:
        held = match.group(1)
        return known.get(held, known.get(f"msg.{held}", "${" + re.sub(r"\W", "_", held) + "}"))

    return _MUSTACHE.sub(fill, template)


def _run_with_message(code: str, command: str, field: str) -> str:
    """A function node's code with the message's ``field`` as a plain variable, then the ``exec``
    node's run of its command with that value appended (its lines stay the function's)."""
    variable = f"msg_{field}"
    body = re.sub(rf"\bmsg\.{re.escape(field)}\b", variable, code)
    body = _RETURN.sub(";", body)  # the node's `return msg;` hands the message on: the run below
    run = f"require('child_process').exec({json.dumps(command + ' ' if command else '')} + {variable});"
    return f"let {variable}; {body} {run}" if "\n" not in body else f"let {variable}; {body}\n{run}"
