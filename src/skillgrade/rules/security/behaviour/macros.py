"""AppleScript and the Basic family of office macros (VBA modules, LibreOffice Basic, VBScript-style
automation), each written in the common forms the light reader (:mod:`.interpreters`) knows, line
for line, then read by it.

Desktop automation and document macros do what any program does through calls of their own:
AppleScript's ``do shell script``, Terminal's ``do script``, ``run script``/``load script``, a login
item made by System Events, ``set x to "…" & y``; VBA's and StarBasic's ``Shell(…)``,
``CreateObject("WScript.Shell").Run``/``.Exec``, ``URLDownloadToFile``, ``MSXML2.XMLHTTP`` and
``WinHttp`` requests, ``Environ(…)``, strings built with ``&`` and ``Chr(…)``. Each is rewritten to
the reader's form of the same act (a command is ``system("…")``, a download ``getstore(url, path)``,
the home folder ``"~"``), names given one constant string are written into the lines that use them,
and a command string is then read by the shell analyser. LibreOffice's ``.xba`` modules are XML:
their entities are undone first. Lines are never joined or split: evidence keeps its line.
"""

from __future__ import annotations

import dataclasses
import html
import re

from skillgrade.findings import Evidence
from skillgrade.rules.security.behaviour import interpreters, vocabulary
from skillgrade.rules.security.behaviour.model import Capability, Kind, Language, Snippet
from skillgrade.rules.security.behaviour.values import Emitter, Origin, Source, Value

_BASIC_LITERAL = r"\"(?:[^\"\n]|\"\")*\""
"""A Basic string: ``""`` is a quote inside it, a backslash is itself (``"C:\\Temp\\"``)."""
_APPLESCRIPT_LITERAL = r"\"(?:[^\"\\\n]|\\.)*\""
"""An AppleScript string: ``\\"`` is a quote inside it."""
_MAX_FOLDS = 8

_TRIGGERS: dict[Language, tuple[str, ...]] = {
    Language.APPLESCRIPT: (
        "do shell script", "do script", "doshellscript", "run script", "load script", "login item", "nstask",
        "keychain", "open location", "read ", "write ",
    ),
    Language.BASIC: (
        "shell", "createobject", "urldownloadtofile", "xmlhttp", "winhttp", "environ", ".run", ".exec",
        "wscript", "open ", "kill ", "filecopy",
    ),
}  # fmt: skip
"""What must be in a file for any rewrite to matter (lower case): a file naming none of these costs one
substring test per word."""


def analyse(snippet: Snippet) -> list[Capability]:
    lowered = snippet.text.lower()
    if not any(word in lowered for word in _TRIGGERS[snippet.language]):
        return []
    out = Emitter(snippet)
    seeded: dict[str, Value] = {}
    if snippet.language is Language.APPLESCRIPT:
        text = _applescript(snippet.text, out, seeded)
    else:
        text = _basic(html.unescape(snippet.text) if "&" in snippet.text and ";" in snippet.text else snippet.text)
    common = dataclasses.replace(snippet, language=Language.SCRIPTING, text=text)
    found = [*out.found, *interpreters.analyse(common, seeded)]
    return [dataclasses.replace(c, snippet=snippet) if c.snippet is common else c for c in found]


# --- shared pieces -----------------------------------------------------------------------------


@dataclasses.dataclass(frozen=True)
class _Strings:
    """How one language writes a string literal."""

    literal: re.Pattern[str]
    escaped_quote: str

    def text_of(self, literal: str) -> str:
        return literal[1:-1].replace(self.escaped_quote, '"')

    def quoted(self, text: str) -> str:
        """``text`` as a literal (the light reader undoes both ``""`` and ``\\"``)."""
        return '"' + text.replace('"', self.escaped_quote) + '"'

    def outside(self, line: str, rewrite: re.Pattern[str], replacement: str) -> str:
        pieces = self.literal.split(line)
        for index in range(0, len(pieces), 2):
            pieces[index] = rewrite.sub(replacement, pieces[index])
        return "".join(pieces)

    def joined(self, expression: str) -> str:
        """Literals put together with ``&`` (both languages' concatenation) as one literal."""
        join = re.compile(rf"({self.literal.pattern[1:-1]})\s*&\s*({self.literal.pattern[1:-1]})")
        for _ in range(_MAX_FOLDS):
            folded = join.sub(lambda m: self.quoted(self.text_of(m.group(1)) + self.text_of(m.group(2))), expression)
            if folded == expression:
                break
            expression = folded
        return expression


_BASIC = _Strings(re.compile(f"({_BASIC_LITERAL})"), '""')
_APPLESCRIPT = _Strings(re.compile(f"({_APPLESCRIPT_LITERAL})"), '\\"')


class _Constants:
    """Names given one constant string, written as that string where they are used again."""

    def __init__(self, strings: _Strings) -> None:
        self.strings = strings
        self.values: dict[str, str] = {}

    def learn(self, name: str, value: str) -> None:
        literal = self.strings.literal.fullmatch(value.strip())
        if literal is not None:
            self.values[name.lower()] = self.strings.text_of(literal.group())
        else:
            self.values.pop(name.lower(), None)

    def written_in(self, expression: str) -> str:
        if not self.values:
            return expression
        pieces = self.strings.literal.split(expression)
        for index in range(0, len(pieces), 2):
            pieces[index] = re.sub(
                r"(?<![\w.\"])([A-Za-z_]\w*)(?![\w\"(.])",
                lambda m: (
                    self.strings.quoted(self.values[m.group(1).lower()])
                    if m.group(1).lower() in self.values
                    else m.group()
                ),
                pieces[index],
            )
        return "".join(pieces)


# --- AppleScript -------------------------------------------------------------------------------

_AS_SET = re.compile(r"^(\s*)(?:set\s+(?:my\s+)?([A-Za-z_]\w*)\s+to|copy\s+(.+?)\s+to\s+([A-Za-z_]\w*)\s*$)\s*(.*)$")
_AS_PROPERTY = re.compile(r"^(\s*)(?:property|global)\s+([A-Za-z_]\w*)\s*:\s*(.+)$")
_AS_HOME = re.compile(
    r"\(?\s*(?:POSIX\s+path\s+of\s+)?\(?\s*path\s+to\s+home\s+folder(?:\s+as\s+(?:text|string))?\s*\)?\s*\)?"
    r"|\(?\s*system\s+attribute\s+\"HOME\"\s*\)?",
    re.IGNORECASE,
)
_AS_QUOTED_FORM = re.compile(r"\b(?:the\s+)?quoted\s+form\s+of\s+", re.IGNORECASE)
_AS_RUN = re.compile(
    r"\b(?:do\s+shell\s+script|do\s+script|doShellScript)\s*\(?\s*(.+?)(?:\s+with\s+administrator\s+privileges.*"
    r"|\s+in\s+(?:window|tab|front\s+window).*|\s+without\s+altering.*|\))?\s*$",
    re.IGNORECASE,
)
"""A command handed to the shell (``do shell script``, JXA's ``doShellScript``) or to Terminal (``do script``)."""
_AS_RUN_SCRIPT = re.compile(r"\brun\s+script\s+", re.IGNORECASE)
_AS_LOAD_SCRIPT = re.compile(r"\bload\s+script\s+(?:file\s+|POSIX\s+file\s+)?", re.IGNORECASE)
_AS_LOGIN_ITEM = re.compile(
    r"\bmake\s+(?:new\s+)?login\s+item\b.*?\bpath\s*:\s*(" + _APPLESCRIPT_LITERAL + r"|[A-Za-z_]\w*)", re.IGNORECASE
)
_AS_READ = re.compile(
    r"\bread\s+(?:file\s+|POSIX\s+file\s+|\(?\s*POSIX\s+file\s+)?(" + _APPLESCRIPT_LITERAL + r")", re.IGNORECASE
)
_AS_WRITE = re.compile(
    r"\b(?:write\s+.+?\s+to|open\s+for\s+access)\s+(?:POSIX\s+file\s+|file\s+)?(" + _APPLESCRIPT_LITERAL + r")",
    re.IGNORECASE,
)


_KEYCHAIN_READ = re.compile(r"\bsecurity\s+(?:find-(?:generic|internet)-password\b[^\"]*?\s-[wg]\b|dump-keychain\s+-d)")
"""A keychain item's secret printed by ``security`` (``-w``/``-g``), or every one (``dump-keychain -d``)."""


def _applescript(text: str, out: Emitter, seeded: dict[str, Value]) -> str:
    constants = _Constants(_APPLESCRIPT)
    lines = text.split("\n")
    comment = False
    asked: Evidence | None = None
    for index, raw in enumerate(lines):
        line = raw
        if "(*" in line or comment:
            line, comment = _uncommented(line, comment)  # code beside a (* … *) comment is still code
        stripped = line.strip()
        if not stripped or stripped.startswith(("--", "#")):
            lines[index] = ""
            continue
        line = _AS_HOME.sub('"~"', line)
        line = _AS_QUOTED_FORM.sub("", line)
        line = re.sub(r"\btell\s+application\s+" + _APPLESCRIPT_LITERAL + r"\s+to\s+", "", line, flags=re.IGNORECASE)
        assigned = _AS_SET.match(line) or _AS_PROPERTY.match(line)
        if assigned is not None and assigned.re is _AS_SET and assigned.group(3) is not None:
            indent, name, value = assigned.group(1), assigned.group(4), assigned.group(3)
        elif assigned is not None:
            indent, name, value = assigned.group(1), assigned.group(2), assigned.group(assigned.lastindex or 3)
        else:
            indent, name, value = "", None, line
        value = _APPLESCRIPT.joined(
            constants.written_in(value) if name is None or "&" in value or "shell" in value else value
        )
        value = _as_acts(value, index + 1, out)
        if "security" in value and _KEYCHAIN_READ.search(value):
            evidence = out.at(index + 1, "reads a keychain password (security)")
            out.emit(Kind.SECRET_READ, "the keychain", evidence)
            if name is not None:
                seeded[name] = Value(None, (Origin(Source.SECRET, "the keychain", evidence),))
        asked = _password_asked(value, index + 1, out, asked)
        if name is not None and asked is not None and _AS_TYPED.search(value):
            seeded[name] = Value(None, (Origin(Source.SECRET, vocabulary.TYPED_PASSWORD, asked),))
        lines[index] = _assigned(constants, indent, name, value)
    return "\n".join(lines)


_AS_PASSWORD_DIALOG = re.compile(r"(?i)\bdisplay\s+dialog\b.*\bhidden\s+answer\b")
_AS_TYPED = re.compile(r"(?i)\btext\s+returned\b")


def _password_asked(value: str, number: int, out: Emitter, asked: Evidence | None) -> Evidence | None:
    """Where the script last put up a dialog asking for a password with the answer masked (``display
    dialog … with hidden answer``): its ``text returned`` is the password the user typed."""
    if "hidden" not in value or _AS_PASSWORD_DIALOG.search(value) is None:
        return asked
    evidence = out.at(number, "asks the user for a password in a dialog (display dialog … with hidden answer)")
    out.emit(Kind.SECRET_READ, vocabulary.TYPED_PASSWORD, evidence)
    return evidence


def _uncommented(line: str, inside: bool) -> tuple[str, bool]:
    """``line`` without its ``(* … *)`` comment text, and whether a comment is still open after it."""
    kept = ""
    while line:
        if inside:
            end = line.find("*)")
            if end < 0:
                return kept, True
            line, inside = line[end + 2 :], False
            continue
        start = line.find("(*")
        if start < 0:
            return kept + line, False
        kept, line, inside = kept + line[:start], line[start + 2 :], True
    return kept, inside


def _as_acts(line: str, number: int, out: Emitter) -> str:
    """One AppleScript statement (or the right side of a ``set``) as the reader's calls."""
    login = _AS_LOGIN_ITEM.search(line)
    if login is not None:
        target = _APPLESCRIPT.text_of(login.group(1)) if login.group(1).startswith('"') else login.group(1)
        out.emit(Kind.PERSISTENCE, f"a login item: {target}", out.at(number, f"makes a login item starting {target}"))
    read = _AS_READ.search(line)
    if read is not None:
        line = line[: read.start()] + f"File.read({read.group(1)})" + line[read.end() :]
    written = _AS_WRITE.search(line)
    if written is not None:
        path = _APPLESCRIPT.text_of(written.group(1))
        label = vocabulary.persistence_target(path)
        if label is not None:
            out.emit(Kind.PERSISTENCE, f"{label}: {path}", out.at(number, f"writes {vocabulary.home_path(path)}"))
    line = _AS_LOAD_SCRIPT.sub("load(", line)
    ran = _AS_RUN.search(line)
    if ran is not None:
        command = ran.group(1).strip().rstrip(")")
        command = re.sub(r"^\(\s*", "", command)
        line = line[: ran.start()] + f"system({command})"
    if _AS_RUN_SCRIPT.search(line):
        line = _AS_RUN_SCRIPT.sub("eval(", line) + ")"
    return line


# --- Basic: VBA, LibreOffice Basic -------------------------------------------------------------

_BASIC_CHR = re.compile(r"\bChr[WB]?\$?\s*\(\s*(\d{1,3}|&H[0-9A-Fa-f]{1,2})\s*\)", re.IGNORECASE)
_BASIC_ASSIGN = re.compile(
    r"^(\s*)(?:(?:Set|Let|Const|Dim|Private|Public|Global|Static)\s+)*([A-Za-z_]\w*)(?:\s+As\s+\w+)?\s*=(?!=)\s*(.+)$",
    re.IGNORECASE,
)
_BASIC_ENVIRON = re.compile(r"\bEnviron\$?\s*\(\s*(" + _BASIC_LITERAL + r"|[^)]*)\s*\)", re.IGNORECASE)
_BASIC_HOME_VARIABLES = {
    "userprofile": "~",
    "home": "~",
    "appdata": "~/AppData/Roaming",
    "localappdata": "~/AppData/Local",
}
_BASIC_REWRITES = tuple(
    (re.compile(pattern, re.IGNORECASE), replacement)
    for pattern, replacement in (
        (r"\bURLDownloadToFile[AW]?\s*\(?\s*(?:0&?|Nothing|vbNull\w*)\s*,\s*", "getstore("),
        (r"\b(?:VBA\.)?(?:Interaction\.)?Shell\s*\(\s*", "system("),
        (r"^(\s*)(?:Call\s+)?(?:VBA\.)?Shell\s+(?=[\"A-Za-z_(])", r"\1system("),
        (r"\bCreateObject\(\s*\"WScript\.Shell\"\s*\)\s*\.(Run|Exec)\s*\(?", r"WScript.\1("),
        (r"\.(Run|Exec|ShellExecute)\s+(?=[\"A-Za-z_(])", r".\1("),
        (r"\bCreateObject\(\s*\"Shell\.Application\"\s*\)\s*\.ShellExecute\s*\(?", "system("),
    )
)
_BASIC_OPEN = re.compile(
    r"\.Open\s*\(?\s*\"(GET|POST|PUT)\"\s*,\s*(.+?)(?:,\s*(?:False|True|0|1)\s*)?\)?\s*$", re.IGNORECASE
)
_LIBREOFFICE_SHELL = re.compile(rf"\bsystem\(\s*({_BASIC_LITERAL})\s*,\s*[^,()]*,\s*({_BASIC_LITERAL})\s*(?:,[^)]*)?\)")
"""LibreOffice Basic's ``Shell(program, window, arguments)``: one command line."""
_BASIC_SEND = re.compile(r"\.Send\s*\(?\s*(.*?)\)?\s*$", re.IGNORECASE)


def _basic(text: str) -> str:
    constants = _Constants(_BASIC)
    lines = text.split("\n")
    request_url = ""
    for index, raw in enumerate(lines):
        stripped = raw.strip()
        if not stripped or stripped.startswith(("'", "<")) or stripped[:4].lower() == "rem ":
            lines[index] = "" if stripped.startswith("<") else raw
            continue
        line = raw.split(" '", 1)[0] if " '" in raw and not _BASIC.literal.search(raw.split(" '", 1)[1]) else raw
        line = _BASIC_CHR.sub(lambda m: _BASIC.quoted(chr(_basic_number(m.group(1)))), line)
        line = _BASIC_ENVIRON.sub(_environ, line)
        line = re.sub(r"(?i)\bvbCrLf\b|\bvbLf\b", '"\\n"', line)
        assigned = _BASIC_ASSIGN.match(line)
        if assigned is not None:
            indent, name, value = assigned.group(1), assigned.group(2), assigned.group(3)
        else:
            indent, name, value = "", None, line
        value = _BASIC.joined(constants.written_in(value))
        value = _BASIC.outside(value, re.compile(r"\s+_\s*$"), "")
        for pattern, replacement in _BASIC_REWRITES:
            value = pattern.sub(replacement, value)
        value = _basic_call_closed(value)
        value = _LIBREOFFICE_SHELL.sub(
            lambda m: f"system({_BASIC.quoted(_BASIC.text_of(m.group(1)) + ' ' + _BASIC.text_of(m.group(2)))})", value
        )
        opened = _BASIC_OPEN.search(value)
        if opened is not None:  # o.Open "POST", url: the request's address, sent with .Send below
            request_url = opened.group(2).strip()
            if opened.group(1).upper() == "GET":
                value = value[: opened.start()] + f".responseText = URI.open({request_url})"
        sent = _BASIC_SEND.search(value)
        if sent is not None and request_url and sent.group(1).strip():
            value = f"Net::HTTP.post({request_url}, {sent.group(1).strip()})"
        lines[index] = _assigned(constants, indent, name, value)
    return "\n".join(lines)


def _assigned(constants: _Constants, indent: str, name: str | None, value: str) -> str:
    """A rewritten line: an assignment the light reader follows (its value learnt as a constant), or
    the statement alone."""
    if name is None:
        return value
    constants.learn(name, value)
    return f"{indent}{name} = {value}"


def _basic_number(token: str) -> int:
    return int(token[2:], 16) if token.lower().startswith("&h") else int(token)


def _environ(match: re.Match[str]) -> str:
    """``Environ("USERPROFILE")`` is the home folder; any other name is that variable; a number or a
    loop counter (``Environ(i)``) walks the whole environment."""
    argument = match.group(1).strip()
    if not argument.startswith('"'):
        return "ENV.to_h"
    name = _BASIC.text_of(argument)
    home = _BASIC_HOME_VARIABLES.get(name.lower())
    return _BASIC.quoted(home) if home is not None else f'ENV["{name}"]'


def _basic_call_closed(line: str) -> str:
    """A call rewritten from Basic's statement form (``Shell cmd, 0``) given its closing bracket."""
    for opener in ("system(", "getstore(", "WScript.Run(", "WScript.Exec(", ".Run(", ".Exec(", ".ShellExecute("):
        at = line.find(opener)
        if at >= 0 and line.count("(") > line.count(")"):
            return line + ")"
    return line
