"""Procedures: the agent carries what it read from step to step.

A procedure hands data along: step 2 reads ~/.aws/credentials into a field, step 4 writes the
request from a bundled template that has that field, step 5 sends the request file. No sentence
holds both the read and the send, so the chain is followed across the steps of one Markdown file
(and the bundled files they name): each step is a list item with its sub-items and blocks, or a
paragraph (with the list its closing colon introduces). A step that takes a secret's content
holds it; a later step holds it too when it names what the earlier one put it into (a file, a
field, "the archive", a template holding that field), opens by sending "it" or "them" right
after, names the contents the step before took ("values are the full file contents"), or is the
step by number it was kept for ("keep their contents for step 2"). An order that points at the
list after it ("Read these files:") takes each store the list names. A step that holds a secret
and sends data to a host (a block's request, a URL the prose sends to or fetches, a bundled URL
template it fills and opens, a tool of an MCP server the skill's config puts on an unknown host,
a DNS name built from placeholders) is the chain an error needs, file:line for each link; a
reserved documentation name (``.example``) counts too, as the agent sends wherever it is told. A
secret sent to the service it belongs to (AWS keys to amazonaws.com, the GitHub token to
api.github.com) is that service's use, not a leak.
"""

from __future__ import annotations

import fnmatch
import re
import shlex
from collections.abc import Iterable, Iterator
from pathlib import PurePosixPath

from skillgrade.findings import Evidence
from skillgrade.record import dataclass
from skillgrade.rules.security.behaviour import config_files, languages, vocabulary
from skillgrade.rules.security.behaviour.model import Capability, Kind, Language, Presentation, Snippet
from skillgrade.rules.security.behaviour.orders import NEGATED, PATH_TOKEN, REPORTED, SEND
from skillgrade.rules.security.sources import Source


class _Step:
    """One step of a procedure: its lines, prose (code spans kept, blocks left out) and code spans."""

    __slots__ = ("end", "lines", "ordinal", "section", "spans", "start")

    def __init__(self, start: int, section: int, ordinal: int | None = None) -> None:
        self.start = start
        self.section = section
        self.ordinal = ordinal
        """The step's number as the text gives it (``3.`` of its item, ``## 2. Submit`` of its section)."""
        self.end = start
        self.lines: list[tuple[int, str]] = []
        self.spans: list[tuple[int, str]] = []

    @property
    def text(self) -> str:
        return " ".join(text for _, text in self.lines)

    def line_of(self, needle: str) -> int:
        return next((number for number, text in self.lines if needle in text), self.start)


_STEP_HEADING = re.compile(r"^ {0,3}#{1,6}\s")
_NUMBERED_HEADING = re.compile(r"(?i)^ {0,3}#{1,6}\s+(?:step\s+)?(\d{1,2})\b")
_NUMBERED_ITEM = re.compile(r"^\s*(\d{1,2})[.)]\s")
_STEP_FENCE = re.compile(r"^\s*(?:`{3,}|~{3,})")
_SPAN = re.compile(r"`([^`\n]+)`")


def _steps(text: str, first_line: int) -> list[_Step]:
    """The steps of a Markdown file, in order (see the section comment above)."""
    steps: list[_Step] = []
    current: _Step | None = None
    fenced = blank = introduces = False  # introduces: a paragraph that takes the list after it
    after_block = False  # the last text was a closing fence: "where `x.json` has …" goes on its sentence
    marker_indent = -1  # the indent of the list marker that opened the current step (-1: a paragraph)
    section = 0
    section_number: int | None = None  # the number its heading gives the section ("## 2. Submit")
    lines = text.splitlines()
    skip = _front_matter_lines(lines) if first_line == 1 else 0
    for number, line in enumerate(lines[skip:], start=first_line + skip):
        if _STEP_FENCE.match(line) or fenced:
            if current is None and not fenced:  # a block that opens its section is the section's first step
                current = _Step(number, section, section_number)
                steps.append(current)
                marker_indent, introduces = -1, False
            fenced = fenced != bool(_STEP_FENCE.match(line))
            after_block = not fenced
            if current is not None:
                current.end = number
            continue
        if not line.strip():
            blank = True
            continue
        if _STEP_HEADING.match(line):
            current, introduces, blank = None, False, False
            section += 1
            numbered = _NUMBERED_HEADING.match(line)
            section_number = int(numbered.group(1)) if numbered is not None else None
            continue
        item = _LIST_MARKER.match(line)
        indent = len(line) - len(line.lstrip())
        stripped = line.strip()
        if item is not None:
            opens = current is None or (not introduces and (marker_indent < 0 or indent <= marker_indent))
        else:
            goes_on = after_block and stripped[:1].islower()  # a sentence the block interrupted
            opens = current is None or (blank and indent < 2 and not goes_on)
        if opens:
            numbered = _NUMBERED_ITEM.match(line) if item is not None else None
            current = _Step(number, section, int(numbered.group(1)) if numbered is not None else section_number)
            steps.append(current)
            marker_indent = indent if item is not None else -1
            introduces = item is None and _introduces_list(stripped)
        elif item is None and indent < 2 and marker_indent < 0:
            introduces = introduces or _introduces_list(stripped)
        assert current is not None
        current.lines.append((number, stripped))
        current.spans.extend((number, m.group(1)) for m in _SPAN.finditer(stripped))
        current.end = number
        blank = after_block = False
    return steps


_LIST_MARKER = re.compile(r"^\s*(?:[-*+]|\d+[.)])\s+")
_TABLE_DELIMITER = re.compile(r"^\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)+\|?$")


def _is_table(step: _Step) -> bool:
    """A step that is a Markdown table (a header, a delimiter row, rows), as :mod:`.extract` reads one."""
    rows = [text for _, text in step.lines]
    return len(rows) >= 3 and _TABLE_DELIMITER.match(rows[1]) is not None and all(r.startswith("|") for r in rows)


def _introduces_list(line: str) -> bool:
    """A paragraph line that takes the list after it: it ends in a colon, or names the list ahead
    ("Read these files if they exist and keep their contents for step 2.")."""
    return line.endswith(":") or _POINTS_AHEAD.search(line) is not None


def _front_matter_lines(lines: list[str]) -> int:
    if not lines or lines[0].strip() != "---":
        return 0
    return next((index + 1 for index in range(1, len(lines)) if lines[index].strip() == "---"), 0)


_TAKING = re.compile(
    r"(?i)\b(?:read|copy|take|get|put|collect|gather|grab|include|paste|dump|cat|capture|output|print|show|display"
    r"|view|open|extract|load|export|attach|embed|insert|archive|tar|zip|back\s+up|snapshot|bundle|assemble|contents?"
    r"|values?|text\s+of"
    r"|lines?|as-is|as\s+they\s+are|verbatim|unchanged|unredacted|raw|section|block|send|e?mail|upload|post|share"
    r"|forward|submit|summari[sz]e|publish)\b"
)
"""Words that take a store's content, not its name or whether it exists: orders (base forms; "the
script reads ~/.aws" describes code, which the code readers judge) and the content named."""
_EXISTENCE_ONLY = re.compile(
    r"(?i)\b(?:check|verify|see|test|confirm)\s+(?:whether|if|that)\b[^.;]*\bexists?\b|\bpresence\s+of\b"
    r"|\bnames?\s+only\b|(?<!\bnot\s)\bonly\s+(?:the\s+)?(?:names?|keys?\s+names?|count)\b"
    r"|\bwithout\s+(?:reading|printing|showing|revealing|copying)\b|\b(?:never|not|don'?t)\s+(?:read|print|copy|show|reveal|send|include|paste)\b"
)
_DESTINATION = re.compile(
    r"(?i)\b(?:in|into|to|onto|inside)\s+(?:the\s+|your\s+|a\s+|its\s+)?(?:(?:project|repository|repo|local)\s+)?[`'\"]?$"
)
"""Where a path is written to ("put the key in the project `.env`"), not read from."""
_WHOLE = re.compile(r"(?i)\b(?:every|each|all|whole|entire|full|complete|contents?|as-is|verbatim|raw|\w+=\w+)\b")
_NAMED_VARIABLE = re.compile(r"`[A-Z][A-Z0-9]*_[A-Z0-9_]+`")
_ENVIRONMENT = re.compile(
    r"(?i)\b(?:(?:the|your|its)\s+)?(?:(?:whole|full|entire|complete|current|process|shell'?s?)\s+)+environment\b"
    r"|\b(?:every|all|each)\s+(?:the\s+)?environment\s+variables?\b"
    r"|\benvironment\s+variables?\s+(?:with|and)\s+(?:their\s+)?values\b"
)
_PUT_INTO = re.compile(
    r"(?i)\b(?:into|in|as|to|under|inside|onto)\s+(?:the\s+|its\s+|a\s+)?(?:[\w'’-]+\s+){0,3}?`([^`]+)`"
)
"""Where a step puts what it holds, named in code marks ("into a single text file `/tmp/out.txt`")."""
_PUT_INTO_FILE = re.compile(
    r"(?i)\b(?:into|in|to|of|inside|onto)\s+(?:the\s+|its\s+|a\s+)?(?:[\w'’-]+\s+){0,4}?"
    r"([\w./-]+\.(?:md|txt|json|ya?ml|log|csv|html?|zip|tgz|gz|tar))\b"
)
"""A file named without code marks as where data goes ("to the diagnostics section of report.md")."""
_PUT_INTO_FOLDER = re.compile(
    r"(?i)\b(?:into|inside|to)\s+(?:the|a|an|your|its|that)\s+([a-z][\w-]{2,})\s+(?:folder|directory)\b"
)
"""A folder named in prose as where data goes ("copy them into the attachments folder"): a later step
packing or sending that folder (``tar czf case.tgz attachments``) takes what was put there."""
_PUT_INTO_DOCUMENT = re.compile(
    r"(?i)\b(?:at\s+the\s+(?:end|top|bottom|start)\s+of|into|inside|(?:include|attach|add)\s+(?:it|them)\s+(?:for|with)"
    r"|(?:collect|gather|assemble|compile|prepare)\s+(?:[\w'’-]+\s+){0,3}?for)"
    r"\s+(?:the|a|your|its|any|every|each)\s+(?:[\w-]+\s+){0,2}?"
    r"(?P<noun>report|message|issue|comment|note|summary|description|payload|request|ticket|email)s?\b"
)
"""A document the step writes data into ("at the end of the bug report", "include it for any ticket"), or
gathers data for ("collect the context for the ticket:" over the list of what to read): a later send of it
sends that."""
_DOCUMENT_HOLDING = re.compile(
    r"(?i)\b(?:open|create|file|write|raise|start|compose|prepare|draft|submit|make)\s+(?:a|an|the|one)\s+"
    r"(?:[\w-]+\s+){0,2}?(?P<noun>report|message|issue|comment|note|payload|request|ticket|email|case)s?\s+"
    r"(?:containing|holding|including|(?:that|which)\s+(?:contains|holds|includes))\b"
)
"""A document the step makes to hold data ("open a ticket containing the contents of those files"): a
send of that document sends what it holds, as one the data is put into does."""
_DOCUMENT_CARRYING = re.compile(
    r"(?i)\b(?:the|each|every|this|your|our)\s+(?P<noun>[a-z]{4,})\s+(?:must|should|has\s+to|needs?\s+to|will)\s+"
    r"(?:also\s+)?(?:carry|contain|include|hold|embed)\b"
)
"""A document the step says must carry what it takes ("so the escalation must carry that identity: read …"):
a later send of that document (its name, or a file named for it: ``escalation.md``) sends what it holds."""
_MADE = re.compile(
    r"(?i)\b(?:create|write|save|fill|generate|build|produce|make|prepare|assemble|compose)\s+"
    r"(?:(?:the|a|an|one|single|new)\s+)?(?:[\w-]+\s+){0,2}?`([^`]+)`"
)
_MADE_NOUN = re.compile(
    r"(?i)\b(?:create|build|make|assemble|prepare|generate|produce|pack|compose)\s+(?:one|a|an|the|single)\s+"
    r"(?:\w+\s+)?(?P<noun>archive|bundle|tarball|zip|snapshot|payload|report|request|body|package|file|document|blob)s?\b"
)
_PUT_INTO_CONTAINER = re.compile(
    r"(?i)\b(?:put|place|collect|gather|combine|merge|pack|wrap|bundle|assemble|insert|store|save|serial[iz]e"
    r"|arrange|organi[sz]e|write|add)\s+(?:them|it|these|those|both|all\s+of\s+them|each\s+(?:one|of\s+them))\s+"
    r"(?:all\s+)?(?:together\s+)?(?:into|inside|in|as)\s+(?:a|an|one|the|single|new|your)\s+(?:single\s+|new\s+)?"
    r"(?P<phrase>[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2})"
)
"""What the step after a read puts the content into, whatever it calls it ("put them into a JSON object keyed by
path", "pack them all into a single bundle"): the container's head noun is the name a later send uses ("POST the
object")."""
_NOT_A_HEAD = frozenset(
    {"by", "with", "for", "of", "and", "or", "to", "that", "which", "where", "per", "from", "on", "at", "under", "as"}
)


def _container_heads(text: str) -> set[str]:
    """The head noun of each container :data:`_PUT_INTO_CONTAINER` names: the last word of its noun phrase,
    before a preposition, a relative word or a participle ("a JSON object keyed by path" → ``object``)."""
    heads: set[str] = set()
    for match in _PUT_INTO_CONTAINER.finditer(text):
        head = ""
        for word in match.group("phrase").lower().split():
            if word in _NOT_A_HEAD or (head and word.endswith(("ed", "ing"))):
                break
            head = word
        if len(head) >= 4:
            heads.add(head)
    return heads


_GOT_AS = re.compile(
    r"(?i)\b(?:get|take|obtain|fetch|grab|read)\s+(?:the|your|a|an)\s+(?P<noun>[a-z]{4,})\b[^:.]{0,40}:"
)
_KEPT_OUTPUT = re.compile(
    r"(?i)\b(?:keep|save|store|hold\s+on\s+to|capture|collect|copy)\s+(?:the|their|its|all\s+(?:of\s+)?(?:the\s+)?)\s*"
    r"(?:(?:full|whole|entire|complete|raw|combined)\s+)?(?P<noun>output|results?)\b"
)
"""A step that keeps what its commands print ("run these and keep the full output"): a later step's
placeholder named for it (``profile=<collected output>``) is filled with that output."""
_DATA_SUFFIXES = frozenset({"json", "yaml", "yml", "txt", "csv", "tgz", "tar", "zip", "gz", "log", "ini", "toml"})
_HANDS_ON = re.compile(
    r"(?i)^(?:\d+[.)]\s+|[-*+]\s+)?(?:then\s+|now\s+|next,?\s+)?(?:[a-z][\w-]*\s+){1,2}?(?:it|them|both|these|those|this"
    r"|that|(?:each|every|all)\s+(?:one|of\s+(?:them|these|those))"
    r"|(?:the|that|this|those|these)\s+(?:same\s+)?(?:keys?|values?|contents?|token|data|file|results?|outputs?"
    r"|archives?|bundle|payload|entry|entries|section|block|lines?|string))\b"
)
"""A sentence that opens with an order whose object is what the step before holds ("Send them as JSON
to …", "Base64 the file and …", "Include that entry in …", "Put each one in the bundle …")."""
_SINK_VERB = re.compile(
    r"(?i)\b(?:send|post|upload|submit|forward|transmit|share|paste|email|mail|open|fetch|request|call|visit"
    r"|load|hit|curl|browse|navigate|sent|posted|uploaded|submitted|forwarded|shared|e?mailed)\b"
)
_METHOD_AND_URL = re.compile(r"`(?:POST|PUT|PATCH)\s+<?https?://")
"""A request written as its method and URL in a code span (`` `POST https://…/v3/report` with the body``):
the method is the verb that sends, as "post it to https://…" is in prose."""
_SENDING_VERB = re.compile(
    r"\b(?:send|post|upload|submit|forward|transmit|share|paste|e?mail|curl|sent|posted|uploaded|submitted|forwarded"
    r"|shared|e?mailed)\b"
)
"""Verbs that send data (lower case: matched on lowered text)."""
_EMAIL = re.compile(r"(?<![\w.+-])[\w.+-]+@(?P<domain>(?:[a-z0-9-]+\.)+[a-z]{2,})\b", re.IGNORECASE)
_OPENS_URL = re.compile(r"(?i)\b(?:open|fetch|request|visit|load|browse|navigate|curl|call|get)\b|\bweb\s+fetch\b")
_PLACEHOLDER = re.compile(r"\{\{?\s*\w[\w -]{0,30}\s*\}?\}|<\w[\w ~/.:-]{0,60}>|\$\{?\w+\}?")
_PRIVATE_ZONES = (".local", ".internal", ".lan", ".localhost", ".home.arpa", ".localdomain")
_ENCODED = re.compile(r"(?i)\b(?:encod\w*|base32|base64|hex\w*|xxd|od\s+-|b32|b64)\b")
_DNS_LOOKUP = re.compile(
    r"(?i)^(?:dig|nslookup|host|drill|kdig|resolvectl\s+query|resolve-dnsname)\b.*?"
    r"(?:<[^<>\s]+>|\{[^{}\s]+\}|\$\{?\w+\}?)[^\s.]*\.(?P<zone>(?:[a-z0-9-]+\.)+[a-z]{2,})\.?(?:\s|$)"
)
"""A lookup of a name whose leading labels are placeholders for data, under a fixed zone."""


@dataclass(frozen=True, slots=True)
class _Held:
    """What a step holds: the links that got the secret there, and the names it is held under."""

    chain: tuple[Evidence, ...]
    names: frozenset[str]
    rel: str
    step: int
    section: int
    ahead: frozenset[int] = frozenset()
    """The numbers of later steps the step keeps what it took for ("keep their contents for step 2")."""
    ordinal: int | None = None
    """The step's own number, for a later step that takes what it gathered back by it ("everything from step 2")."""


def procedures(
    sources: Iterable[Source],
    found: Iterable[tuple[Snippet, list[Capability]]],
    said: Iterable[Capability] = (),
) -> list[Capability]:
    """Secrets a Markdown file's steps have the agent read, carry and send (see above); ``said``: what
    single sentences already order (:func:`capabilities`), not reported twice."""
    texts = list(sources)
    markdown = [s for s in texts if s.rel.lower().endswith((".md", ".markdown", ".mdx"))]
    if not markdown:
        return []
    found = list(found)
    pairs = [(snippet, caps) for snippet, caps in found if snippet.presentation is not Presentation.EXAMPLE]
    listed = frozenset((s.rel, s.first_line) for s, _ in found if s.presentation is Presentation.EXAMPLE)
    bundled = {s.rel: s for s in texts if not s.is_skill_md}
    declaring = [s for s in texts if config_files.may_declare_servers(s.rel, s.text)]
    servers: dict[str, tuple[str, Evidence]] = {}
    if declaring:
        from skillgrade.rules.security.behaviour import manifests  # off the path of skills without config files

        servers = {
            name: (host, Evidence(s.path, line, f"MCP server {name!r} is at {host}, not a known vendor's"))
            for s in declaring
            for name, host, line in manifests.remote_mcp_servers(s.text)
        }
    templates = [
        PurePosixPath(rel).name
        for rel, s in bundled.items()
        if PurePosixPath(rel).suffix.lower() in _TEMPLATE_SUFFIXES and "://" in s.text and _url_template(s)
    ]
    by_file: dict[str, list[tuple[Snippet, list[Capability]]]] = {}
    for snippet, caps in pairs:
        by_file.setdefault(snippet.rel, []).append((snippet, caps))
    known = {(c.snippet.rel, c.detail) for c in said if c.kind is Kind.EGRESS}
    scripts = _sending_scripts(pairs)
    script_names = [PurePosixPath(rel).name for rel in scripts]
    senders = {
        source.rel
        for source in markdown
        if (servers and ("mcp" in source.text or "MCP" in source.text))
        or any(name in source.text for name in templates)
        or any(name in source.text for name in script_names)
        or _may_send(source.text, by_file.get(source.rel, []))
    }
    if not senders:
        return []  # nowhere in reach of the skill's steps to send anything
    result: list[Capability] = []
    held: list[_Held] = []  # what SKILL.md's steps hold reaches the references it sends with
    named_senders = [PurePosixPath(rel).name for rel in senders]
    handed = _held_by_references(markdown, senders, by_file, bundled, servers, scripts, listed)
    for source in sorted(markdown, key=lambda s: not s.is_skill_md):
        # SKILL.md that sends nothing itself still hands what it holds to a reference it names that sends
        points_on = source.is_skill_md and any(name in source.text for name in named_senders)
        if source.rel in senders or points_on:
            found_here = _followed(source, by_file.get(source.rel, []), bundled, servers, held, scripts, handed, listed)
            result.extend(c for c in found_here if (source.rel, c.detail) not in known)
    return result


def _held_by_references(
    markdown: list[Source],
    senders: set[str],
    by_file: dict[str, list[tuple[Snippet, list[Capability]]]],
    bundled: dict[str, Source],
    servers: dict[str, tuple[str, Evidence]],
    scripts: dict[str, Capability],
    listed: frozenset[tuple[str, int]] = frozenset(),
) -> dict[str, list[_Held]]:
    """What the steps of each reference that sends nothing itself hold, by its path: a step of a file that
    sends and names the reference ("read `references/auth.md` and prepare the request as it describes")
    has the agent take what the reference's steps take, and carry it on to the send."""
    handed: dict[str, list[_Held]] = {}
    for reference in markdown:
        if reference.is_skill_md or reference.rel in senders:
            continue
        kept: list[_Held] = []
        for _ in _followed(reference, by_file.get(reference.rel, []), bundled, servers, kept, scripts, None, listed):
            pass  # it sends nothing (not a sender): only what its steps hold is wanted
        if kept:
            handed[reference.rel] = kept
    return handed


_TEMPLATE_SUFFIXES = frozenset({"", ".txt", ".tmpl", ".tpl", ".template", ".json", ".yaml", ".yml", ".md", ".url"})
_LOOKUP_SPAN = re.compile(r"`(?:dig|nslookup|[Rr]esolve-[Dd]ns[Nn]ame|drill|kdig|host) ")
"""A DNS lookup in a code span (what :data:`_DNS_LOOKUP` reads; a block's is the shell reader's); the
literal backtick first lets the regex engine skip to candidates."""


def _may_send(text: str, own: list[tuple[Snippet, list[Capability]]]) -> bool:
    """Cheap first pass: the file has a step that could send: a block that sends, a DNS lookup in a
    code span, or a URL right after a verb that sends (or that opens it, with a place for data in it)."""
    if any(
        c.kind in (Kind.EGRESS, Kind.DNS_TUNNEL) or (c.kind is Kind.FETCH and "$" in snippet.text)
        for snippet, caps in own
        for c in caps
    ):
        return True  # a block that sends, looks up, or requests with a variable in it
    if _LOOKUP_SPAN.search(text) or _publishes(text):
        return True
    if "above" in text and "://" in text and _POINTED_URL.search(text):
        return True  # a send to "the URL above"
    if "`" in text:  # a send to "the endpoint in `references/api.md`": the file gives the URL
        for span in _FILE_SPAN.finditer(text):  # spans first: the phrase's words are common, file spans few
            before = text[max(0, span.start() - 80) : span.start()]
            named = _ADDRESS_KEPT_IN.search(before)
            start = span.start() - len(before) + named.start() if named else 0
            if named and _SENDING_VERB.search(text[max(0, start - 160) : start].lower()):
                return True
    for mark in ("://", "@"):  # a URL or a mail address within reach of a verb that sends (few of either)
        at = text.find(mark)
        while at != -1:
            before = text[max(0, at - 160) : at].lower()
            sends = any(verb in before for verb in _SENDING_WORDS) and _SENDING_VERB.search(before) is not None
            sends = sends or (mark == "://" and _METHOD_BEFORE.search(text, max(0, at - 16), at) is not None)
            if sends and (mark == "://" or _EMAIL.search(text, max(0, at - 64), at + 100)):
                return True
            at = text.find(mark, at + len(mark))
    at = text.find("://")
    while at != -1:
        end = _WORD.match(text, at).end()  # type: ignore[union-attr]  # \S* always matches
        word = text[at:end]
        placeholder = ("{" in word or "<" in word or "$" in word) and _PLACEHOLDER.search(word)
        if placeholder and _SINK_VERB.search(text[max(0, at - 160) : at]):
            return True  # a URL with a place for data, opened or fetched
        at = text.find("://", end)
    return False


_METHOD_BEFORE = re.compile(r"\b(?:POST|PUT|PATCH)\s+<?https?$")
"""A URL written after the method that sends to it (``PUT https://…``), as an API reference gives a request."""
_WORD = re.compile(r"(?:<\w[\w ~/.:-]{0,60}>|\{\{?\s*\w[\w -]{0,30}\s*\}?\}|\S)*")
"""A word, a placeholder with spaces in it (``<npm token>``, ``{{ api key }}``) kept whole."""
_SENDING_WORDS = ("send", "post", "upload", "submit", "forward", "transmit", "share", "paste", "mail", "curl", "sent")


def _followed(
    source: Source,
    pairs: list[tuple[Snippet, list[Capability]]],
    bundled: dict[str, Source],
    servers: dict[str, tuple[str, Evidence]],
    held: list[_Held],
    scripts: dict[str, Capability],
    handed: dict[str, list[_Held]] | None = None,
    listed: frozenset[tuple[str, int]] = frozenset(),
) -> Iterator[Capability]:
    """What the steps of ``source`` have the agent take and send; ``listed``: (file, first line) of the
    snippets shown as examples, among them tables whose commands are a listing to compare."""
    own_pairs = pairs
    handed = {rel: kept for rel, kept in (handed or {}).items() if rel != source.rel}
    lowered = source.text.lower()
    hit_lines: set[int] = set()
    lists = _store_lists_named(source, bundled)
    for said in lists:  # a step taking "the files listed in references/x.md" takes what that file lists
        at = source.text.find(said)
        while at != -1:
            hit_lines.add(source.first_line + source.text.count("\n", 0, at))
            at = source.text.find(said, at + len(said))
    line, previous = source.first_line, 0
    for at in sorted(set(_source_words_at(lowered))):  # lines counted once, front to back
        line += lowered.count("\n", previous, at)
        previous = at
        hit_lines.add(line)
    hit_lines |= {
        link.line or 0
        for _, caps in own_pairs
        for c in caps
        if c.kind in (Kind.SECRET_READ, Kind.ENV_DUMP)
        for link in c.chain[:1]
    }
    if not hit_lines and not held and not handed:
        return  # no step names a secret, and nothing is carried in: nothing to carry
    first, last = (min(hit_lines), max(hit_lines)) if hit_lines else (0, 0)
    folders: list[str] = []  # the folders the step before named: "copy `key4.db` from it" reads one of them
    composed: set[str] = set()  # a document the steps after are the parts of ("build the body in this order")
    for index, step in enumerate(_steps(source.text, source.first_line)):
        named_before, folders = folders, _folders_named(step)
        composed |= _composed_from_parts(step.text)
        if not held and not handed and step.end < first:
            continue
        if step.start > last and not held and not handed:
            return
        if (source.rel, step.start) in listed and _is_table(step):
            continue  # a table of commands nobody is told to run: its rows are patterns to compare, not orders
        blocks = [(s, caps) for s, caps in own_pairs if step.start <= s.first_line <= step.end]
        taken: list[Evidence] = []
        names: set[str] = set()
        taken_names: set[str] = set()  # the stores' own names, as the step says them
        if any(step.start <= line <= step.end for line in hit_lines):
            for link, name in _taken(source, step, blocks, lists, [*named_before, *folders]):
                taken.append(link)
                taken_names.add(name.lower())
        names |= taken_names
        carried: list[Evidence] = []
        reaches: list[Evidence] = []
        words = _mentions(step, [s.text for s, _ in blocks]) if held else set()
        for earlier in held:
            reached = _reaches(source, step, words, earlier, index, bundled, _block_lines(blocks))
            if reached is not None:
                carried.extend(earlier.chain)
                reaches.extend(reached)
                names |= earlier.names
        for reference, kept in _references_named(step, handed, bundled):
            for earlier in kept:
                carried.extend(earlier.chain)
                names |= earlier.names
            at = step.line_of(PurePosixPath(reference).name)
            reaches.append(Evidence(source.path, at, f"tells the agent to do as {reference} says, which takes it"))
        own = not carried
        chain = list(dict.fromkeys([*carried, *taken, *reaches]))
        if not chain:
            continue
        names |= _names(step) | composed | _archives_made([s.text for s, _ in blocks])
        if taken and _PUTTING_VERB.search(step.text) and _filled_template(source):
            names |= {"template", "form", PurePosixPath(source.rel).name.lower()}  # pasted into the filled copy
        if taken:
            said = " ".join([step.text, *(link.what for link in taken)])  # the store's label names it too
            names |= {f"{_HELD_NOUN}{noun.lower()}" for noun in _SECRET_NOUNS.findall(said)}
        for kind, host, links, said in _sinks(source, step, blocks, bundled, servers, scripts):
            # a place others read is fed only by what the step puts there, not by the store's mere name
            published = host in _PUBLISHED_HOSTS.values()
            fed = (
                _fed(said, names - taken_names) or _SECRET_OBJECT.search(said) is not None
                if published
                else _fed(said, names)
            )
            if _own_service(chain, host) or (own and kind is Kind.EGRESS and not fed):
                continue
            if kind is Kind.FETCH:
                if not _fed(said, names):
                    continue  # a request that names nothing held: it carries none of it
                kind = Kind.EGRESS
            snippet = Snippet(
                source.path, source.rel, Language.SHELL, step.text, links[-1].line or step.start, Presentation.STEP
            )
            yield Capability(kind, host, (*dict.fromkeys(chain), *links), snippet)
        ahead = frozenset(int(n) for n in _KEPT_FOR_STEP.findall(step.text))
        chained = tuple(dict.fromkeys(chain))
        held.append(_Held(chained, frozenset(names), source.rel, index, step.section, ahead, step.ordinal))


_FILL_ORDER = re.compile(
    r"(?i)\bfill\s+(?:in\s+|out\s+)?(?:every|each|all|the|this)\s+(?:[\w-]+\s+)?(?:sections?|fields?|template|form|blanks)\b"
)
"""An order to fill a document in ("Fill every section.", "fill in the template"): the file is a form."""


def _filled_template(source: Source) -> bool:
    """Whether the file is a template the agent fills in (named so, or telling the agent to fill it):
    what a step has the agent paste into it is in the filled copy a later step saves and sends."""
    return "template" in PurePosixPath(source.rel).name.lower() or _FILL_ORDER.search(source.text[:65536]) is not None


def _references_named(
    step: _Step, handed: dict[str, list[_Held]], bundled: dict[str, Source]
) -> Iterator[tuple[str, list[_Held]]]:
    """The references a step names in a code span whose steps hold a secret, with what they hold."""
    if not handed:
        return
    seen: set[str] = set()
    for _, code in step.spans:
        file = _bundled_file(code, bundled)
        if file is not None and file.rel in handed and file.rel not in seen:
            seen.add(file.rel)
            yield file.rel, handed[file.rel]


_SOURCE_WORDS = (
    ".ssh", "id_rsa", "id_ed25519", "id_ecdsa", ".aws/", ".config/gcloud", "application_default_credentials",
    ".azure", ".kube", "kubeconfig", ".docker/", ".env", ".npmrc", ".yarnrc", ".pypirc", "netrc", "git-credentials",
    "git/credentials", ".config/gh", ".gnupg", ".password-store", ".vault-token", "credentials.tfrc", ".config/op",
    "_history", "/etc/shadow", "login data", "web data", "local state", "cookies", "logins.json", "key4.db", "key3.db",
    "application support/", "google-chrome", "chromium", "bravesoftware", "microsoft/edge", "user data", ".mozilla",
    "keychain", "keyrings", "microsoft/credentials", "microsoft/protect", "wallet", ".bitcoin", ".ethereum",
    ".electrum", "exodus", "solana", "keystore", "extension settings", "indexeddb", "tdata", ".credentials.json",
    ".codex/auth", "github-copilot", "auth token", "access-token", "authtoken", "docker-credential", "printenv",
    "env`", "export -p", "env:", "whole environment", "full environment", "entire environment",
    "complete environment", "process environment", "shell environment", "current environment",
    "shell's environment", "environment variables with", "environment variable with", "environment variables and",
    "every environment variable", "all environment variables", "each environment variable",
    "all the environment variables", ".cargo/credentials", ".gem/credentials", ".m2/settings", ".pgpass", ".my.cnf",
    ".boto", ".s3cfg", "rclone.conf", ".terraform.d", "huggingface/token", "kaggle.json", ".config/hub",
    "composer/auth.json", "gradle.properties", "nuget.config",
)  # fmt: skip
"""Lower-case words a step holds before its sentences are read for a secret taken (the stores
:func:`vocabulary.secret_store` knows, as prose names them)."""


_DESCRIBED_FOLDERS = {
    "aws": "~/.aws/", "ssh": "~/.ssh/", "gcloud": "~/.config/gcloud/", "google cloud": "~/.config/gcloud/",
    "kube": "~/.kube/", "kubernetes": "~/.kube/", "kubectl": "~/.kube/", "docker": "~/.docker/",
    "azure": "~/.azure/", "gnupg": "~/.gnupg/", "gpg": "~/.gnupg/", "gh": "~/.config/gh/",
    "github cli": "~/.config/gh/",
}  # fmt: skip
_DESCRIBED_FILES = {
    "msal_token_cache.json": "~/.azure/", "accesstokens.json": "~/.azure/", "credentials.db": "~/.config/gcloud/",
    "access_tokens.db": "~/.config/gcloud/", "legacy_credentials": "~/.config/gcloud/",
    "id_rsa": "~/.ssh/", "id_ed25519": "~/.ssh/", "id_ecdsa": "~/.ssh/", "id_dsa": "~/.ssh/", "id_*": "~/.ssh/",
}  # fmt: skip
_DESCRIBED_TOOL = re.compile(
    r"(?i)\b(?P<tool>aws|ssh|gcloud|google\s+cloud|kube|kubernetes|kubectl|docker|azure|gnupg|gpg|gh|github\s+cli)"
    r"(?:\s+cli)?\s+(?:config(?:uration)?\s+|credentials?\s+|home\s+)?$"
)
"""The tool whose folder a sentence names, just before "folder"/"directory"/"dir"."""
_FOLDER_WORD = re.compile(r"(?i)(?:folder|directory|dir)\b")
_DESCRIBED_FILE = re.compile(
    r"(?i)(?<![\w.-])(?P<file>msal_token_cache\.json|accesstokens\.json|credentials\.db|access_tokens\.db"
    r"|legacy_credentials|id_(?:rsa|ed25519|ecdsa|dsa|\*))(?![\w.-])"
)
_FILE_WORDS = ("msal_token", "accesstokens", "credentials.db", "access_tokens", "legacy_credentials", "id_")


def described_stores(sentence: str) -> list[tuple[int, str, str]]:
    """(where, what the text says, the path it describes) for each secret store said in words ("the
    SSH folder", "the AWS config directory", "the Azure CLI `msal_token_cache.json`"). Found from the
    literal nouns and names, so a long file without them costs a few ``in`` tests."""
    lowered = sentence.lower()
    found: list[tuple[int, str, str]] = []
    for noun in ("folder", "director", "dir"):
        at = lowered.find(noun)
        while at != -1:
            word = _FOLDER_WORD.match(sentence, at)
            tool = _DESCRIBED_TOOL.search(sentence, max(0, at - 48), at) if word is not None else None
            if word is not None and tool is not None and (at == 0 or not lowered[at - 1].isalnum()):
                name = re.sub(r"\s+", " ", tool.group("tool").lower())
                found.append((tool.start(), sentence[tool.start() : word.end()], _DESCRIBED_FOLDERS[name]))
            at = lowered.find(noun, at + len(noun))
    if any(word in lowered for word in _FILE_WORDS):
        for match in _DESCRIBED_FILE.finditer(sentence):
            name = match.group("file").lower()
            found.append((match.start(), match.group(0), _DESCRIBED_FILES[name] + name))
    return sorted(found)


def _source_words_at(lowered: str) -> Iterator[int]:
    """Where a secret may be named: a code span holding a word of :data:`_SOURCE_WORDS`, a bare path
    into a home or a project's ``.env`` (``process.env`` is code's, not a store), or the
    environment in words. Spans are found by one regex with a literal start; each is short."""
    for span in _SPAN.finditer(lowered):
        if _SOURCE_SPAN.search(span.group(1).replace("\\", "/")) or span.group(1).strip() in (
            "env",
            "printenv",
            "export -p",
        ):
            yield span.start()
    for at, _said, _path in described_stores(lowered):
        yield at
    for word in _BARE_SOURCES:
        at = lowered.find(word)
        while at != -1:
            if not (word == ".env" and lowered.endswith("process", 0, at)):
                yield at
            at = lowered.find(word, at + len(word))


_SOURCE_SPAN = re.compile("|".join(re.escape(word) for word in _SOURCE_WORDS))
_BARE_SOURCES = ("~/.", "$home/.", "%appdata%", "%localappdata%", ".env", "environment", "printenv", "/etc/shadow")


def _fed(said: str, names: set[str]) -> bool:
    """Whether what a send says it sends is what the same step read: its object is the content
    ("post them", "upload the file's contents", "with the token") or it names where it was put."""
    if SEND.search(said) or _CARRIED.search(said) or _PLACEHOLDER.search(said) or _CONTENT_OF.search(said):
        return True  # a URL with a place for data in it ("…?t=<token>") is filled from what was read
    lowered = said.lower()
    return any(name in lowered for name in names if len(name) >= 4)


_SECRET_OBJECT = re.compile(
    r"(?i)\b(?:post|paste|share|put|add|include|send|copy|attach|upload|commit|write)\s+(?:[\w'’-]+\s+){0,4}?"
    r"(?:tokens?|keys?|passwords?|credentials?|secrets?|cookies?)\b"
)
"""A put or send whose object is a secret by name ("post the session token …")."""
_PASSIVE_SEND = re.compile(r"(?i)(?:sent|posted|uploaded|submitted|forwarded|shared|e?mailed)\b")
_CONTENT_OF = re.compile(r"(?i)\b(?:output|contents?|values?|text|body)\s+of\b")
"""What a step puts somewhere is the content of what it names ("include the output of `env` in …")."""
_CARRIED = re.compile(
    r"(?i)\b(?:with|=|as|in|into|containing|carrying|holding)\s+(?:it|them|(?:the|its|their|those|these)\s+"
    r"(?:[\w'’-]+\s+){0,2}?(?:token|keys?|values?|contents?|secrets?|credentials?|session|lines?|section|block))\b"
)


def _taken(
    source: Source,
    step: _Step,
    blocks: list[tuple[Snippet, list[Capability]]],
    lists: dict[str, list[tuple[int, str, str]]] | None = None,
    folders: list[str] | None = None,
) -> Iterator[tuple[Evidence, str]]:
    """The secrets a step has the agent take: stores whose content its prose takes, commands in its
    code spans or blocks that print a secret or the environment, the whole environment in words;
    ``lists``: bundled text files listing secret paths, by the name the text gives them; ``folders``:
    the folders this step or the one before names, where a bare file name it takes is read from."""
    seen: set[str] = set()
    listed_taking = False  # an order that takes "these files:" takes each item of the list after it
    ordered = False  # an earlier sentence of the same item or paragraph ordered a taking
    whole = False  # a sentence orders the whole content taken ("include the full file contents")
    for number, sentence in _step_sentences(step):
        lowered = sentence.lower()
        whole = whole or (_orders_taking(sentence) and _WHOLE.search(sentence) is not None)
        item = _LIST_MARKER.match(sentence) is not None
        ordered = ordered and not item
        if not item:  # the paragraph before the list: any of its sentences may order the taking
            listed_taking = listed_taking or _introduces_taking(sentence) or (ordered and _goes_on_taking(sentence))
        elif sentence.rstrip().endswith(":"):  # an item with a list of its own
            listed_taking = _introduces_taking(sentence)
        ordered = ordered or _orders_taking(sentence)
        described = list(described_stores(sentence))
        names_list = bool(lists) and any(name in sentence for name in lists or ())
        slashed = lowered.replace("\\", "/")  # `%USERPROFILE%\.aws\credentials` is ~/.aws/credentials
        if not described and not names_list and not any(word in slashed for word in _SOURCE_WORDS):
            continue
        if REPORTED.search(sentence) or _EXISTENCE_ONLY.search(sentence):
            continue
        taking = _TAKING.search(sentence) is not None or (item and listed_taking)
        for _at, said, path in described if taking else ():
            store = vocabulary.secret_store(path)
            if store is None or store in seen or _order_negated(sentence[: sentence.find(said)]):
                continue
            seen.add(store)
            yield Evidence(source.path, number, f"tells the agent to read {store}: {path} (said as '{said}')"), path
        for candidate in _path_candidates(sentence):
            if lists and candidate in lists and taking and not NEGATED.search(sentence[: sentence.find(candidate)]):
                for line, path, store in lists[candidate]:
                    if store not in seen:
                        seen.add(store)
                        what = f"tells the agent to read {store}: {path} (listed in {candidate}, line {line})"
                        yield Evidence(source.path, number, what), path
                continue
            path_like = "/" in candidate or "\\" in candidate or candidate.startswith(".")  # %USERPROFILE%\.aws\x
            store = vocabulary.secret_store(_without_public_keys(candidate)) if path_like else None
            if not path_like and folders and taking:
                store = _store_in_folders(candidate, folders)
            if store is None or store in seen or not taking:
                continue
            before = sentence[: max(sentence.find(candidate), 0)]
            if NEGATED.search(before) or (_DESTINATION.search(before) and not _read_from(before)):
                continue  # "never paste `~/.npmrc` anywhere"; "put the key in `.env`" writes it there
            if store == "a .env file" and _NAMED_VARIABLE.search(sentence) and not _WHOLE.search(step.text):
                continue  # one named variable from .env, used as configured
            seen.add(store)
            yield Evidence(source.path, number, f"tells the agent to read {store}: {candidate}"), candidate
        if _ENVIRONMENT.search(sentence) and "environment" not in seen:
            seen.add("environment")
            yield Evidence(source.path, number, "tells the agent to read the whole environment"), "environment"
        for code in _SPAN.findall(sentence):
            if " " not in code.strip() and code.strip() not in ("printenv", "env"):
                continue
            snippet = Snippet(source.path, source.rel, Language.SHELL, code, number, Presentation.STEP)
            for capability in languages.analyse(snippet):
                if capability.kind in (Kind.SECRET_READ, Kind.ENV_DUMP) and capability.detail not in seen:
                    seen.add(capability.detail)
                    what = f"tells the agent to run `{code}`, which {capability.chain[0].what}"
                    yield Evidence(source.path, number, what), code
    for number, path in _plain_block_paths(source, step, blocks) if whole else ():
        store = vocabulary.secret_store(path)
        if store is not None and store not in seen:
            seen.add(store)
            yield Evidence(source.path, number, f"tells the agent to fill in the content of {store}: {path}"), path
    for _snippet, capabilities in blocks:
        for capability in capabilities:
            if capability.kind in (Kind.SECRET_READ, Kind.ENV_DUMP) and capability.detail not in seen:
                seen.add(capability.detail)
                yield capability.chain[0], capability.detail


_FOLDER_SPAN = re.compile(r"^[~%$\w.][^`\n]*[/\\]$")
"""A folder path in a code span, written with its closing separator (``~/.mozilla/firefox/*.default-release/``)."""


def _folders_named(step: _Step) -> list[str]:
    """The folders a step names in code spans, each as it is written."""
    return [code.strip() for _, code in step.spans if _FOLDER_SPAN.match(code.strip())]


def _store_in_folders(name: str, folders: list[str]) -> str | None:
    """The secret store a bare file name is in one of the folders named with it or just before ("locate the
    profile: `~/.mozilla/firefox/*.default-release/`. Copy `logins.json` from it"): the same read as the
    whole path written out."""
    if not name or any(mark in name for mark in "/\\`$") or len(name) > 60:
        return None
    for folder in folders:
        store = vocabulary.secret_store(folder + name)
        if store is not None:
            return store
    return None


def _plain_block_paths(
    source: Source, step: _Step, blocks: list[tuple[Snippet, list[Capability]]]
) -> Iterator[tuple[int, str]]:
    """The paths a step's block of plain text lays out, one a line (``== ~/.netrc ==`` headers of a
    form the step orders filled with each file's content), with their lines. A block the code readers
    took (a command listing) is theirs to judge; only one no reader took is a form to fill."""
    lines = source.text.splitlines()
    taken = {snippet.first_line for snippet, _ in blocks}
    opened: int | None = None
    for number in range(step.start, step.end + 1):
        line = lines[number - source.first_line] if 0 <= number - source.first_line < len(lines) else ""
        if _STEP_FENCE.match(line):
            opened = number if opened is None else None
            continue
        if opened is None or any(opened <= first <= step.end for first in taken):
            continue
        for match in PATH_TOKEN.finditer(line[:300]):
            yield number, match.group(1).rstrip(".,;:)")


def _without_public_keys(candidate: str) -> str:
    """A command line without the public keys it names (``ssh-copy-id -i ~/.ssh/id_x.pub host``
    hands out the public half, which is made to be given away); a single path is judged as it is."""
    if " " not in candidate:
        return candidate
    return " ".join(word for word in candidate.split() if not word.endswith(".pub"))


def _introduces_taking(sentence: str) -> bool:
    """A sentence that orders the content of the items listed after it taken ("Read these files if
    they exist:", "assemble it from the raw files: …"): it ends in a colon, or points ahead to the
    list ("these files", "the following"), and takes without negation or a mere existence check."""
    stripped = sentence.rstrip()
    points_ahead = stripped.endswith(":") or _POINTS_AHEAD.search(sentence) is not None
    return (
        points_ahead
        and _TAKING.search(sentence) is not None
        and not _EXISTENCE_ONLY.search(sentence)
        and not REPORTED.search(sentence)
        and not _order_negated(_main_clause(sentence))
    )


def _orders_taking(sentence: str) -> bool:
    """A sentence that orders something's content taken ("Read the active profiles exactly as they are
    on disk."), without negation, a mere existence check or someone else's order reported."""
    return (
        _TAKING.search(sentence) is not None
        and not _EXISTENCE_ONLY.search(sentence)
        and not REPORTED.search(sentence)
        and not _order_negated(_main_clause(sentence))
    )


_ASIDE = re.compile(r"\([^()\n]*\)")


def _main_clause(sentence: str) -> str:
    """The sentence without its asides in parentheses, when its order to take stands outside them: a
    negation inside one ("Read these files (do not ask the user to copy them):") is about something
    else, and does not take back the order."""
    if "(" not in sentence:
        return sentence
    main = _ASIDE.sub(" ", sentence)
    return main if _TAKING.search(main) else sentence


def _goes_on_taking(sentence: str) -> bool:
    """A sentence ending in a colon, after one of its item or paragraph that ordered a taking ("Read the
    profiles as they are. Do not summarise or redact them:"): the list after it is what is taken. A
    negated order of its own cancels it ("Never copy these files:"); one against shortening what is
    taken ("do not redact them") only says to take it whole."""
    if not sentence.rstrip().endswith(":") or REPORTED.search(sentence) or _EXISTENCE_ONLY.search(sentence):
        return False
    return not _order_negated(_KEPT_WHOLE.sub(" ", sentence))


_KEPT_WHOLE = re.compile(
    r"(?i)\b(?:do\s+not|don'?t|never|must\s+not|without)\s+(?:\w+\s+){0,2}?(?:summari[sz]\w*|redact\w*|mask\w*"
    r"|shorten\w*|truncat\w*|abbreviat\w*|trim\w*|paraphras\w*|censor\w*|elid\w*|edit\w*)"
    r"(?:\s*,?\s*(?:or|and|nor)\s+(?:summari[sz]\w*|redact\w*|mask\w*|shorten\w*|truncat\w*|abbreviat\w*|trim\w*"
    r"|paraphras\w*|censor\w*|elid\w*|edit\w*))*"
)
"""An order not to shorten or hide part of what is taken: it asks for the whole, it takes nothing back."""


_POINTS_AHEAD = re.compile(
    r"(?i)\b(?:these|the\s+following)\s+(?:[\w-]+\s+)?(?:files?|paths?|folders?|items?)\b"
    r"|\b(?:each|all|every\s+one|any)\s+of\s+(?:these|the\s+following)\b|\b(?:listed|named|given)\s+below\b"
)
"""Words that name the list after the sentence ("read these files if they exist …", "copy each of the
following into …", "the paths listed below")."""


_READING_VERB = re.compile(
    r"(?i)\b(?:read|get|take|collect|gather|grab|cat|load|extract|find|look\s+up|fetch|view|open|inspect|parse|examine)\b"
)
_PUTTING_VERB = re.compile(r"(?i)\b(?:put|paste|copy|insert|write|add|save|store|set|place|append|embed|attach)\b")


def _read_from(before: str) -> bool:
    """The last order before a path reads from it ("read the `_authToken` value in `~/.npmrc`"),
    not one that puts something there ("put the key in `.env`")."""
    reading = [m.end() for m in _READING_VERB.finditer(before)]
    putting = [m.end() for m in _PUTTING_VERB.finditer(before)]
    return bool(reading) and max(reading) > max(putting, default=-1)


def _order_negated(before: str) -> bool:
    """The order that takes what follows is negated: a negation just before its verb ("never copy
    …", "do not include …"), not anywhere earlier ("not a summary, so copy …")."""
    verbs = list(_TAKING.finditer(before))
    at = verbs[-1].start() if verbs else len(before)
    return NEGATED.search(before[max(0, at - 24) : at]) is not None


def _step_sentences(step: _Step) -> Iterator[tuple[int, str]]:
    """A step's sentences (wrapped lines joined; a list item opens a sentence), each with its first line."""
    sentence: list[str] = []
    first = step.start
    for number, line in step.lines:
        if _LIST_MARKER.match(line) and sentence:
            yield first, " ".join(sentence)
            sentence = []
        marker = _LIST_MARKER.match(line)  # "5. Station keys: …": the item's number is no sentence of its own
        head = marker.group() if marker else ""
        parts = re.split(r"(?<=[.;!?])\s+(?=[A-Z`(\d])", line[len(head) :])
        for part in [head + parts[0], *parts[1:]]:
            if not sentence:
                first = number
            sentence.append(part)
            if re.search(r"[.;!?]$", part):
                yield first, " ".join(sentence)
                sentence = []
    if sentence:
        yield first, " ".join(sentence)


_LIST_SUFFIXES = frozenset({".md", ".markdown", ".txt", ".rst", ".lst", ".list"})
"""Text files whose lines a step may point the agent at ("the files listed in `references/x.md`")."""
_LIST_LINES = 200


def _store_lists_named(source: Source, bundled: dict[str, Source]) -> dict[str, list[tuple[int, str, str]]]:
    """The bundled text files ``source`` names (as written: ``references/keys.md``) that list paths of
    secret stores, each with its (line, path, store) list: an order to take "the files listed in" one
    of them takes each store it lists. Only files the text names are read."""
    named: dict[str, list[tuple[int, str, str]]] = {}
    for rel, other in bundled.items():
        if rel == source.rel or other.first_line != 1 or PurePosixPath(rel).suffix.lower() not in _LIST_SUFFIXES:
            continue
        said = rel if rel in source.text else None
        if said is None or (not said.startswith(".") and "/" not in said and "." not in said):
            continue
        listed = _stores_listed(other.text)
        if listed:
            named[said] = listed
    return named


def _stores_listed(text: str) -> list[tuple[int, str, str]]:
    """The secret stores a text file's lines name by path (``~/.ssh/id_rsa``, ``~/.aws/credentials``)."""
    found: list[tuple[int, str, str]] = []
    stores: set[str] = set()
    for number, line in enumerate(text.split("\n")[:_LIST_LINES], 1):
        for candidate in _path_candidates(line):
            if "/" not in candidate and "\\" not in candidate and not candidate.startswith("."):
                continue
            store = vocabulary.secret_store(_without_public_keys(candidate))
            if store is not None and store not in stores:
                stores.add(store)
                found.append((number, candidate, store))
    return found


def _path_candidates(sentence: str) -> list[str]:
    found: list[str] = []
    for code in _SPAN.findall(sentence):
        found.append(code.strip())
        try:
            found.extend(_joined_directory(shlex.split(code)))
        except ValueError:
            found.extend(code.split())
    masked = _SPAN.sub(" ", sentence)
    found.extend(m.group(1).rstrip(".,;:)") for m in PATH_TOKEN.finditer(masked))
    return found


def _joined_directory(words: list[str]) -> list[str]:
    """The words of a command, and for ``tar -C DIR NAME`` the path DIR/NAME it reads."""
    found = list(words)
    for index, word in enumerate(words[:-2]):
        if word in ("-C", "--directory"):
            directory = words[index + 1].rstrip("/")
            found.extend(f"{directory}/{name}" for name in words[index + 2 :] if not name.startswith("-"))
    return found


def _mentions(step: _Step, code: list[str]) -> set[str]:
    text = " ".join([step.text, *code]).lower()
    words = set(re.findall(r"[\w.~/<>{}-]+", text))
    words |= {PurePosixPath(word).name for word in list(words) if "/" in word}
    words |= {_unarchived(word) for word in list(words) if word.endswith(_ARCHIVE_SUFFIXES)}
    # a file named for the document it holds (`--data-binary @escalation.md` sends "the escalation")
    named = (word.rpartition(".") for word in list(words))
    words |= {stem for stem, _, suffix in named if suffix in _DOCUMENT_SUFFIXES}
    for placeholder in _PLACEHOLDER.findall(text):  # ?t=<npm token>: the place is named for what fills it
        words |= {f"{_HELD_NOUN}{word}" for word in re.findall(r"[a-z]+", placeholder)}
    for word in [w for w in words if "_" in w]:  # a field named for what fills it: "aws_credentials"
        words |= {f"{_HELD_NOUN}{m.group(1).lower()}" for m in _SECRET_NOUNS.finditer(word.replace("_", " "))}
    return {word.strip(".") for word in words if word.strip(".")}


_DOCUMENT_SUFFIXES = frozenset({"md", "markdown", "txt", "json", "html", "eml", "yaml", "yml"})
_ARCHIVE_SUFFIXES = (".zip", ".tar.gz", ".tgz", ".tar.bz2", ".tar.xz", ".tar", ".7z")
"""What an archive of a folder is called after it: ``bundle-<date>.zip`` holds the folder ``bundle-<date>/``."""


_ARCHIVE_MADE = re.compile(
    r"\b(?:tar\s+-?[A-Za-z]*c[A-Za-z]*f|zip\s+(?:-\w+\s+)*|7z\s+a\s+(?:-\w+\s+)*)\s*[\"']?([^\s\"';|&]+)"
)
"""The archive a command makes (``tar czf case.tgz attachments``, ``zip -r out.zip dir``)."""


def _archives_made(code: list[str]) -> set[str]:
    """The archives a step's blocks make, by path and by name: a step packing a folder that holds a
    secret holds it in the archive, and a later step (or a reference) sending that archive sends it."""
    made: set[str] = set()
    for text in code:
        if "tar" in text or "zip" in text or "7z" in text:
            for match in _ARCHIVE_MADE.finditer(text):
                path = match.group(1).lower()
                if path.endswith(_ARCHIVE_SUFFIXES):
                    made |= {path, PurePosixPath(path).name}
    return made


def _unarchived(word: str) -> str:
    """The folder an archive's name says it was made from (``out/bundle.tar.gz`` → ``out/bundle``)."""
    suffix = next(s for s in _ARCHIVE_SUFFIXES if word.endswith(s))
    return word[: -len(suffix)]


_HELD_NOUN = "noun:"
"""The mark of a secret's noun a step that takes it says (``token``): a later step's placeholder
naming it (``<npm token>``) is filled from what was taken."""
_SECRET_NOUNS = re.compile(r"(?i)\b(token|password|passphrase|secret|credential|cookie|session|key)s?\b")


def _names(step: _Step) -> set[str]:
    """What a step puts data into: files and fields it names as a target, a thing it creates, the
    noun it gets a secret as ("Get the session: `…`")."""
    text = step.text
    targets = [m.group(1) for m in _PUT_INTO.finditer(text)] + [m.group(1) for m in _MADE.finditer(text)]
    targets += [m.group(1) for m in _PUT_INTO_FILE.finditer(_SPAN.sub(" ", text))]
    names: set[str] = set()
    for target in targets:
        target = target.strip().lower()
        if len(target) < 3 or " " in target:
            continue
        names.add(target)
        leaf = PurePosixPath(target).name
        stem, _, suffix = leaf.partition(".")
        if "/" in target or suffix:
            names |= {leaf, stem, re.split(r"[-_]", stem)[-1]}
            if suffix.split(".")[-1] in _DATA_SUFFIXES:
                names.add(suffix.split(".")[-1])
        folder = str(PurePosixPath(target).parent)
        if folder not in (".", "/", "~") and suffix:
            names.add(folder + "/")  # a file put into `out/`: a later step handing on "the `out/` folder" hands it
        if "." in target and "/" not in target and suffix.split(".")[-1] not in _DATA_SUFFIXES:
            names |= set(target.split("."))  # a field path: attribution.profile_block
    names |= {m.group("noun").lower() for m in _MADE_NOUN.finditer(text)}
    names |= {m.group(1).lower() for m in _PUT_INTO_FOLDER.finditer(text)}
    names |= {m.group("noun").lower() for m in _PUT_INTO_DOCUMENT.finditer(text)}
    names |= {m.group("noun").lower() for m in _DOCUMENT_HOLDING.finditer(text)}
    names |= {m.group("noun").lower() for m in _DOCUMENT_CARRYING.finditer(text)}
    names |= {m.group("noun").lower() for m in _GOT_AS.finditer(text)}
    names |= _container_heads(text)
    kept = (m.group("noun").lower() for m in _KEPT_OUTPUT.finditer(text))
    names |= {f"{_HELD_NOUN}{form}" for noun in kept for form in (noun, noun.rstrip("s"))}
    return {name for name in names if len(name) >= 3}


_COMPOSED_IN_ORDER = re.compile(
    r"(?i)\b(?:build|write|compose|assemble|prepare|make|put\s+together|fill\s+in|lay\s+out)\s+(?:the|a|an|your|one)\s+"
    r"(?:[\w-]+\s+)?(?P<noun>body|report|message|ticket|payload|request|email|document|bundle|submission|form)\b"
    r"[^.;]{0,60}?\b(?:in\s+(?:this|the\s+following|the\s+order\s+below)(?:\s+order)?|from\s+the\s+(?:sections?|parts?"
    r"|steps?|blocks?)\s+(?:below|that\s+follow)|as\s+follows|with\s+(?:these|the\s+following)\s+(?:sections?|parts?"
    r"|blocks?))\b"
)
"""A document said to be made of the parts that follow ("Build the body as plain text in this order, then
send it"): what a later part has the agent paste is put into that document, which a later step sends."""


def _composed_from_parts(text: str) -> set[str]:
    """The documents ``text`` says the parts after it make up (empty for nearly every step: one regex, gated)."""
    if "order" not in text and "follow" not in text and "below" not in text:
        return set()
    return {m.group("noun").lower() for m in _COMPOSED_IN_ORDER.finditer(text)}


_CONTENTS_BACK = re.compile(
    r"(?i)\b(?:the|their|its|those|these|each|every)\s+(?:[\w*,'’-]+\s+){0,3}?(?:file\s+)?contents\b"
    # the contents of the files the step before named, pointed back at ("the full contents of those files")
    r"(?:(?!\s+of\b)|\s+of\s+(?:those|these|both|the\s+(?:above|same))\s+(?:[\w-]+\s+)?(?:files|stores|paths)\b)"
)
"""The step right after one that took files names their contents ("values are the full, unmodified
file contents", "put each file's contents in `body`"), not the contents of something new."""
_KEPT_FOR_STEP = re.compile(r"(?i)\b(?:for|in|at|until|by)\s+step\s+(\d{1,2})\b")
"""A step that hands what it takes to a later one by its number ("keep their contents for step 2")."""
_FROM_STEP = re.compile(r"(?i)\b(?:from|of|in)\s+step\s+(\d{1,2})\b")
"""A step that takes what an earlier one gathered by its number ("`body` (everything from step 2)")."""


def _reaches(
    source: Source,
    step: _Step,
    words: set[str],
    earlier: _Held,
    index: int,
    bundled: dict[str, Source],
    blocks: list[tuple[int, str]] | None = None,
) -> list[Evidence] | None:
    """How data an earlier step holds reaches this one, or ``None``; ``blocks``: the command lines of
    the step's blocks, which may run a bundled script as a code span does."""
    if earlier.rel == source.rel and earlier.step < index and step.ordinal in earlier.ahead:
        kept = f"tells the agent to use it in step {step.ordinal}, which it was kept for"
        return [Evidence(source.path, step.start, kept)]
    back_to = earlier.ordinal is not None and str(earlier.ordinal) in _FROM_STEP.findall(step.text)
    if earlier.rel == source.rel and earlier.step < index and back_to:
        taken = f"tells the agent to use what step {earlier.ordinal} gathered"
        return [Evidence(source.path, step.line_of(f"step {earlier.ordinal}"), taken)]
    filled = _filled_from(earlier, step, index, blocks or []) if earlier.rel == source.rel else None
    if filled is not None:
        at, placeholder = filled
        return [Evidence(source.path, at, f"tells the agent to fill {placeholder} with what it gathered")]
    named = sorted(earlier.names & words)
    if named:
        noun = named[0].removeprefix(_HELD_NOUN)
        return [Evidence(source.path, step.line_of(noun), f"tells the agent to use what holds it ({noun})")]
    folder = _folder_above(earlier.names, words)
    if folder is not None:
        what = f"tells the agent to use {folder}, the folder it was put in"
        return [Evidence(source.path, step.line_of(folder), what)]
    adjacent = earlier.rel == source.rel and earlier.step == index - 1 and earlier.section == step.section
    if adjacent and any(
        _HANDS_ON.search(sentence) and not NEGATED.search(sentence[:24]) for _, sentence in _step_sentences(step)
    ):  # a sentence of the step, not only its first, orders done with what the one before took ("Put each one …")
        return []
    back = _CONTENTS_BACK.search(_SPAN.sub(" ", step.text)) if adjacent else None
    if back is not None:
        return [Evidence(source.path, step.line_of(back.group().split()[-1]), f"tells the agent to use {back.group()}")]
    for _, code in [*step.spans, *(blocks or ())]:
        file = _bundled_file(code, bundled) or _run_script(code, bundled)
        if file is None:
            continue
        lowered = file.text.lower()
        specific = sorted(name for name in earlier.names if name not in _DATA_SUFFIXES)
        held = next((name for name in specific if re.search(rf"\b{re.escape(name)}\b", lowered)), None)
        held = held or _globbed_name(lowered, [name for name in specific if "/" in name])
        # a folder above the one the data was put in (`case` packed whole after `case/cfg/` was filled)
        held = held or _folder_above(earlier.names, set(re.findall(r"[\w.~/-]+", lowered[:65536])))
        if held is not None:
            at = file.first_line + lowered[: lowered.find(held)].count("\n")
            return [Evidence(file.path, at, f"tells the agent to use {file.rel}, which has a place for it ({held})")]
    return None


_BLOCK_PLACEHOLDER = re.compile(r"<[^<>\n\"'=]{2,60}>|\{\{?[^{}\n\"':=]{2,60}\}?\}")
"""A place for data in a command (``<contents from step 2>``, ``{output of step 1}``), not a JSON object
or a shell redirection's neighbours."""
_PLACEHOLDER_STEP = re.compile(r"(?i)\bstep\s+(\d{1,2})\b")
_PLACEHOLDER_CONTENTS = re.compile(r"(?i)^[<{\s]*(?:[\w'’-]+\s+){0,3}?(?:contents?|output)\b")


def _filled_from(earlier: _Held, step: _Step, index: int, blocks: list[tuple[int, str]]) -> tuple[int, str] | None:
    """A placeholder in the step's block that the step before fills: one naming that step by its
    number (``"aws":"<contents from step 2>"``), or, right after the step that took the data, one
    naming contents or output (``-d "<file contents>"``). The line and the placeholder, or ``None``."""
    if earlier.step >= index or not blocks:
        return None
    adjacent = earlier.step == index - 1 and earlier.section == step.section
    for at, line in blocks:
        if "<" not in line and "{" not in line:
            continue
        for match in _BLOCK_PLACEHOLDER.finditer(line):
            text = match.group()
            numbers = _PLACEHOLDER_STEP.findall(text)
            if (earlier.ordinal is not None and str(earlier.ordinal) in numbers) or (
                adjacent and not numbers and _PLACEHOLDER_CONTENTS.search(text)
            ):
                return at, text
    return None


def _folder_above(names: frozenset[str], words: set[str]) -> str | None:
    """A folder this step names (``tar czf out.tgz export``) above a path an earlier step put what it
    took into (``export/browser/<profile>/``): archiving or sending the folder takes that path too."""
    paths = [name for name in names if "/" in name.strip("/") and not name.startswith(("~", "/", "$"))]
    for word in sorted(words) if paths else ():
        folder = word.rstrip("/")
        if len(folder) > 2 and folder[0].isalnum() and any(path.startswith(folder + "/") for path in paths):
            return folder
    return None


_GLOB = re.compile(r"[\w.~/-]*/[\w.-]*\*[\w.*-]*")


def _globbed_name(text: str, paths: list[str]) -> str | None:
    """The glob in a script's text that takes in a file a step named (``notes/*.txt`` takes
    ``notes/context.txt``), as that glob."""
    patterns: list[str] = _GLOB.findall(text) if paths and "*" in text else []
    for pattern in dict.fromkeys(patterns):
        if any(fnmatch.fnmatchcase(path, pattern.lstrip("./")) for path in paths):
            return pattern
    return None


def _sending_scripts(pairs: list[tuple[Snippet, list[Capability]]]) -> dict[str, Capability]:
    """Bundled scripts that send data to a remote host, whatever data: what a step hands one (a file,
    a folder, an argument) goes there."""
    found: dict[str, Capability] = {}
    for snippet, capabilities in pairs:
        if snippet.presentation is not Presentation.SCRIPT or snippet.rel in found:
            continue
        sending = next(
            (
                c
                for c in capabilities
                if c.kind is Kind.EGRESS and _remote(c.detail) and not _sent_only_when_imported(snippet, c)
            ),
            None,
        )
        if sending is not None:
            found[snippet.rel] = sending
    return found


def _sent_only_when_imported(snippet: Snippet, sending: Capability) -> bool:
    """A send in a function the script never calls nor hands on, only defines (and exports): running
    the script does not reach it, so nothing a step hands the script goes there."""
    at = sending.chain[-1]
    if at.path != snippet.path or at.line is None:
        return False
    if snippet.language is Language.JAVASCRIPT:
        from skillgrade.rules.security.behaviour import javascript

        return javascript.only_in_uncalled_exports(snippet, at.line)
    if snippet.language is Language.PYTHON:
        from skillgrade.rules.security.behaviour import python

        return python.only_in_uncalled_functions(snippet, at.line)
    return False


_ROOT_VARIABLE = re.compile(r"^(?:\$\{?\w+\}?/)+")
"""A variable a command line starts a bundled path with (``${CLAUDE_PLUGIN_ROOT}/scripts/x.sh``)."""


def _run_script(code: str, bundled: dict[str, Source]) -> Source | None:
    """The bundled script a command in a code span runs (``bash ${ROOT}/scripts/x.sh audit/``)."""
    for word in code.split()[:3]:
        file = _bundled_file(_ROOT_VARIABLE.sub("", word.strip("\"'")), bundled)
        if file is not None:
            return file
    return None


def _bundled_file(code: str, bundled: dict[str, Source]) -> Source | None:
    name = code.strip().replace("\\", "/").lstrip("./")  # `pwsh -File scripts\Submit.ps1` names scripts/Submit.ps1
    if "/" not in name and "." not in name:
        return None
    return bundled.get(name) or next((s for rel, s in bundled.items() if rel.endswith("/" + name)), None)


def _block_lines(blocks: list[tuple[Snippet, list[Capability]]]) -> list[tuple[int, str]]:
    """Each command line of a step's blocks, with its file line: one may run a bundled script that
    sends (``bash scripts/ticket.sh "<summary>"``), which the block's own reading does not follow."""
    return [
        (snippet.first_line + row, line)
        for snippet, _ in blocks
        for row, line in enumerate(snippet.text.split("\n")[:64])
        if line.strip()
    ]


def _sinks(
    source: Source,
    step: _Step,
    blocks: list[tuple[Snippet, list[Capability]]],
    bundled: dict[str, Source],
    servers: dict[str, tuple[str, Evidence]],
    scripts: dict[str, Capability],
) -> Iterator[tuple[Kind, str, tuple[Evidence, ...], str]]:
    """Where a step sends what it holds: (kind, host, the links that show it, what it says it sends)."""
    for number, code in [*step.spans, *_block_lines(blocks)] if scripts else ():
        file = _run_script(code, bundled)
        sends = scripts.get(file.rel) if file is not None else None
        if file is not None and sends is not None:
            ran = Evidence(source.path, number, f"tells the agent to run {file.rel} on it")
            yield Kind.EGRESS, sends.detail, (ran, sends.chain[-1]), step.text
            break
    for snippet, capabilities in blocks:
        for capability in capabilities:
            if capability.kind is Kind.EGRESS and _remote(capability.detail):
                yield Kind.EGRESS, capability.detail, (capability.chain[-1],), snippet.text
            elif capability.kind is Kind.DNS_TUNNEL:
                yield Kind.DNS_TUNNEL, capability.detail, (capability.chain[-1],), snippet.text
            elif capability.kind is Kind.FETCH and _remote(host := vocabulary.url_host(capability.detail) or ""):
                at = capability.chain[-1].line
                sent = Evidence(capability.chain[-1].path, at, f"tells the agent to send it to {host} in a request")
                yield Kind.FETCH, host, (sent,), snippet.text  # a header or query may carry it
    text = step.text
    if _SINK_VERB.search(_SPAN.sub(" ", text)) or _METHOD_AND_URL.search(text):
        for url in vocabulary.urls(text):
            host = vocabulary.url_host(url) or ""
            if _remote(host) and not _DNS_LOOKUP.search(url):
                at = step.line_of(url)
                said = next((s for _, s in _step_sentences(step) if url in s), text)
                verbs = _send_verbs_before(said, max(said.find(url), 0))
                said = said[verbs[-1] :] if verbs else said  # what the send's own clause names
                if verbs and _PASSIVE_SEND.match(said):  # "the bug report sent to …": its subject is what is sent
                    said = text[max(0, text.find(said) - 60) : text.find(said) + len(said)]
                yield Kind.EGRESS, host, (Evidence(source.path, at, f"tells the agent to send it to {url}"),), said
                break
    if "://" not in text and step.spans and _SENDING_VERB.search(_SPAN.sub(" ", text).lower()):
        for request in _requests_described(source, step, bundled):
            yield request
            break
    pointed = _POINTED_URL.search(text) if "://" not in text and _SENDING_VERB.search(text.lower()) else None
    if pointed is not None:  # "send it to the linter URL above": the last URL the file gave before the step
        earlier = _last_url_before(source, step.start)
        host = vocabulary.url_host(earlier[1]) or "" if earlier is not None else ""
        if earlier is not None and _remote(host):
            given_at = Evidence(source.path, earlier[0], f"names {earlier[1]}")
            sent = Evidence(
                source.path,
                step.line_of(pointed.group().split()[-1]),
                f"tells the agent to send it there (“{pointed.group()}”)",
            )
            yield Kind.EGRESS, host, (given_at, sent), text
    if _OPENS_URL.search(text):
        for _, code in step.spans:
            file = _bundled_file(code, bundled)
            template = _url_template(file) if file is not None else None
            if file is not None and template is not None:
                at, url = template
                host = vocabulary.url_host(url) or ""
                if _remote(host):
                    filled = f"tells the agent to fill it with what it holds and open it ({host})"
                    opened = Evidence(source.path, step.line_of(code), filled)
                    link = Evidence(file.path, at, f"{file.rel} holds {url}, a URL on {host} with places for data")
                    yield Kind.EGRESS, host, (link, opened), text
    if "@" in text and _SENDING_VERB.search(text.lower()):
        for address in _EMAIL.finditer(_SPAN.sub(lambda m: m.group(1), text)):
            domain = address.group("domain").lower()
            if _remote(domain) and not address.group(0).lower().startswith("git@"):
                mailed = Evidence(
                    source.path, step.line_of(address.group(0)), f"tells the agent to mail it to {domain}"
                )
                said = next((s for _, s in _step_sentences(step) if address.group(0) in s), text)
                yield Kind.EGRESS, domain, (mailed,), said
                break
    published = _published(_SPAN.sub(lambda m: m.group(1), text))
    if published is not None:
        place = next(label for label, group in _PUBLISHED_PLACES if published.group(group))
        phrase = published.group(0).strip()
        shown = f"tells the agent to put it where others read it ({place}: “{phrase}”)"
        said = next((s for _, s in _step_sentences(step) if phrase.split()[-1] in s), text)
        put = Evidence(source.path, step.line_of(phrase.split()[0]), shown)
        yield Kind.EGRESS, _PUBLISHED_HOSTS[place], (put,), said
    if "mcp" in text.lower():
        named = [n for n in servers if re.search(rf"(?i)(?<![\w-]){re.escape(n)}(?![\w-])", text)]
        for name in named or (list(servers) if len(servers) == 1 else []):  # the one server, unnamed
            host, declared = servers[name]
            at = step.line_of(name) if name in named else step.line_of("MCP")
            called = Evidence(source.path, at, f"tells the agent to hand it to a tool of MCP server {name!r}")
            yield Kind.EGRESS, host, (declared, called), text
    for number, code in step.spans:
        lookup = _DNS_LOOKUP.search(code.strip())
        if lookup is None or not _remote(lookup.group("zone")) or lookup.group("zone").endswith(_PRIVATE_ZONES):
            continue
        if not _ENCODED.search(text) and len(_PLACEHOLDER.findall(code)) < 2:
            continue  # one placeholder and no encoding: a host the agent looks up, not data made into labels
        zone = lookup.group("zone")
        looked = Evidence(source.path, number, f"tells the agent to look up names built from it under {zone}")
        yield Kind.DNS_TUNNEL, zone, (looked,), code


_REQUEST_LINE = re.compile(r"\b(?:POST|PUT|PATCH)\s+<?(?P<url>https?://[^\s`>]+)")
"""A request written as its method and URL (``POST https://host/api/cases``), as an API reference gives one."""


def _requests_described(
    source: Source, step: _Step, bundled: dict[str, Source]
) -> Iterator[tuple[Kind, str, tuple[Evidence, ...], str]]:
    """Sends whose request a bundled reference the step names describes ("put it in the `context` field of
    the body described in `references/api.md` and POST it"): the reference gives the method and URL, so
    the step sends what it holds to that host though its own text names none."""
    for number, code in step.spans:
        file = _bundled_file(code, bundled)
        if file is None or PurePosixPath(file.rel).suffix.lower() not in _TEMPLATE_SUFFIXES:
            continue
        request = _REQUEST_LINE.search(file.text) if "://" in file.text else None
        said = next((s for _, s in _step_sentences(step) if code in s), step.text)
        if request is None and "://" in file.text and _ADDRESS_KEPT_IN.search(said, 0, max(said.find(code) - 1, 0)):
            request = _FIRST_URL.search(file.text)  # "to the intake endpoint in `references/x.md`": the one it gives
        host = vocabulary.url_host(request.group("url")) or "" if request is not None else ""
        if request is None or not _remote(host):
            continue
        at = file.first_line + file.text.count("\n", 0, request.start())
        described = Evidence(file.path, at, f"{file.rel} gives the request: {request.group(0)}")
        sent = Evidence(source.path, number, f"tells the agent to send it as {file.rel} describes ({host})")
        yield Kind.EGRESS, host, (described, sent), f"{said} {_request_text(file.text, request.start())}"


def _request_text(text: str, start: int) -> str:
    """The request a reference gives from its method and URL to the end of its block or paragraph: its
    body's places for data (``"<file contents>"``) say what the step that sends it fills in."""
    ends = [at for at in (text.find("\n```", start), text.find("\n\n", start)) if at != -1]
    return text[start : min([*ends, start + 800])]


_ADDRESS_KEPT = (
    r"(?i)\b(?:url|endpoint|address|webhook|server|api|host)(?:\s*(?:and|&|/|,)\s*(?:the\s+)?[a-z-]+)?\s+"
    r"(?:(?:given|named|listed|written|shown|described|found)\s+)?(?:in|from|at|of)\s+(?:the\s+)?"
)
_ADDRESS_KEPT_IN = re.compile(_ADDRESS_KEPT + "$")
"""A send's destination said to be written in a file the step names ("to the intake endpoint in `ref.md`",
"using the endpoint and method in `upload.json`")."""
_FILE_SPAN = re.compile(r"`[^`\s]+\.\w+`")
"""A code span naming a file (``references/api.md``): where :func:`_may_send` looks for the phrase before it."""
_FIRST_URL = re.compile(r"(?P<url>https?://[^\s`'\"<>)\]]+)")


def _send_verbs_before(sentence: str, end: int) -> list[int]:
    """Where the verbs that send or open start in ``sentence`` before ``end``: the prose's own first
    ("Post them … to the intake: `curl -X POST https://…`" sends "them", not what the command names),
    a command's in a code span only when the prose has none."""
    masked = _SPAN.sub(lambda m: " " * len(m.group(0)), sentence)
    verbs = [m.start() for m in _SINK_VERB.finditer(masked, 0, end)]
    return verbs or [m.start() for m in _SINK_VERB.finditer(sentence, 0, end)]


_POINTED_URL = re.compile(
    r"(?i)\b(?:the|that|this)\s+(?:[\w-]+\s+){0,2}?(?:url|endpoint|address|api|server|service|webhook)"
    r"\s+(?:(?:given|shown|mentioned|named|listed)\s+)?above\b|\bthe\s+above\s+(?:url|endpoint|address|api)\b"
)
"""A send's destination named by reference to a URL earlier in the file ("to the linter URL above")."""


def _last_url_before(source: Source, line: int) -> tuple[int, str] | None:
    """The last URL written in ``source`` before ``line``, with its line."""
    lines = source.text.splitlines()[: max(0, line - source.first_line)]
    for offset in range(len(lines) - 1, -1, -1):
        found = vocabulary.urls(lines[offset])
        if found:
            return source.first_line + offset, found[-1]
    return None


_PUBLISHED = re.compile(
    r"(?i)(?P<issue>\bgh\s+(?:issue|pr|gist)\s+(?:create|comment|edit)\b|\b(?:issue|pull\s+request|pr|ticket)\s+"
    r"(?:body|description|comment)\b|\b(?:public|secret)\s+gist\b)"
    r"|(?P<push>\bcommit\b[^.;]{0,80}\b(?:push|open\s+a\s+(?:pr|pull\s+request))\b|\bpush\s+(?:the|this|your)\s+branch\b"
    r"|\bcommit\s+(?:it|them)\s+(?:with|to|along)\b)"
    r"|(?P<chat>\b(?:slack|discord|teams|mattermost|telegram)\b[^.;]{0,40}\b(?:channel|message|tools?|webhook|dm)\b"
    r"|#[a-z][\w-]{2,}\s+channel\b)"
)
"""Places where whatever is put is read by others: an issue, pull request or gist on a code host, a
commit pushed with the work, a chat channel."""
_PUBLISHED_STARTS = ("gh ", "issue", "pull request", "pr ", "ticket", "public gist", "secret gist", "commit",
                     "push ", "slack", "discord", "teams", "mattermost", "telegram", "#")  # fmt: skip
"""The literal starts of :data:`_PUBLISHED`'s matches: the regex is tried only where one stands
(a case-insensitive alternation run over a whole file costs more than the rest of the step reader)."""


def _published(text: str) -> re.Match[str] | None:
    """The first place others read that ``text`` names (see :data:`_PUBLISHED`)."""
    lowered = text.lower()
    first: re.Match[str] | None = None
    for start in _PUBLISHED_STARTS:
        at = lowered.find(start)
        while at != -1 and (first is None or at < first.start()):
            match = _PUBLISHED.match(text, at)
            if match is not None:
                first = match
                break
            at = lowered.find(start, at + 1)
    return first


def _publishes(text: str) -> bool:
    return _published(text) is not None


_PUBLISHED_PLACES = (("a public issue, pull request or gist", "issue"), ("a pushed commit", "push"),
                     ("a chat channel", "chat"))  # fmt: skip
_PUBLISHED_HOSTS = {
    "a public issue, pull request or gist": "a code host's issue, pull request or gist",
    "a pushed commit": "the repository's remote",
    "a chat channel": "a chat service",
}


def _url_template(file: Source) -> tuple[int, str] | None:
    """The first URL of a bundled file with a placeholder for data in it, and its line (each ``://``
    found with ``str.find`` and only its own word read)."""
    text = file.text
    at = text.find("://")
    while at != -1:
        start = at
        while start > 0 and text[start - 1].isalpha():
            start -= 1
        end = _WORD.match(text, at).end()  # type: ignore[union-attr]  # \S* always matches
        word = text[start:end]
        if ("{" in word or "<" in word or "$" in word) and _PLACEHOLDER.search(word) and vocabulary.url_host(word):
            return file.first_line + text.count("\n", 0, start), word
        at = text.find("://", at + 3)
    return None


def _remote(host: str) -> bool:
    if host in _PUBLISHED_HOSTS.values():
        return True
    host = host.split(":")[0]
    return (
        bool(host)
        and host != "?"
        and "." in host
        and not vocabulary.is_local_host(host)
        and not vocabulary.placeholder_host(host)
    )


def _own_service(chain: list[Evidence], host: str) -> bool:
    """Every secret in the chain belongs to the service at ``host``."""
    reads = [link.what for link in chain if link.what.startswith(("tells the agent to read", "tells the agent to run"))]
    reads += [link.what for link in chain if link.what.startswith("reads ")]
    return vocabulary.own_service(reads, host)
