"""Go and Rust source made plain for the light reader (:mod:`.interpreters`), and Go's build hooks.

Code in these languages runs at build time without anyone running it by hand: a ``build.rs`` when
``cargo build`` compiles the crate (a proc-macro crate likewise), a Go ``init()`` when the package
is loaded, a ``//go:generate`` line when ``go generate`` walks the tree. The light reader reads them
line by line; this module first writes the ways these languages build a command or a path as the
constant it stands for, keeping every line where it was:

- a call chained over several lines (``Command::new("sh")`` / ``.arg("-c")`` / ``.arg(&c)``) is
  put on its first line, the others left blank;
- a name given a constant (``let c = …``, ``c := …``, ``const C: &str = …``) and grown in place
  (``c.push_str(…)``, ``c += …``, ``b.WriteString(…)``) is followed, through ``String::from``,
  ``.to_string()``, ``format!``/``fmt.Sprintf`` with constant arguments, ``[…].concat()``,
  ``concat!``, ``.join(…)``, ``strings.Join`` and ``+``; an assignment whose value is constant is written as
  that literal, and a name given to a command (``.arg(c)``, ``exec.Command("sh", "-c", c)``) or a
  path call is written as its literal;
- ``.args(["-c", c])`` is ``.arg("-c").arg(c)``, the form the reader knows.

:func:`go_generate` gives each ``//go:generate`` directive's command, read as shell at its line.
"""

from __future__ import annotations

import re

from skillgrade.rules.security.behaviour.folding import quoted

SUFFIXES = (".go", ".rs")
_LITERAL = r"\"(?:[^\"\\\n]|\\.)*\"|`[^`\n]*`|r#*\"[^\"\n]*\"#*"
_LITERAL_RE = re.compile(_LITERAL)
_GO_GENERATE = re.compile(r"^\s*//go:generate\s+(\S.*?)\s*$")
_ASSIGN = re.compile(
    r"^(\s*)(?:let\s+(?:mut\s+)?|var\s+|const\s+|static\s+(?:mut\s+)?|pub\s+const\s+|pub\s+static\s+)?"
    r"([A-Za-z_]\w*)(?:\s*:\s*[^=]+?|\s+string)?\s*(:=|=|\+=)(?!=)\s*(.+?)\s*;?\s*$"
)
_GROWN = re.compile(r"^\s*([A-Za-z_]\w*)\.(?:push_str|WriteString|push)\(\s*(.+?)\s*\)\s*;?\s*$")
_FORMAT = re.compile(r"(?:\bformat!|\bfmt\.Sprintf)\(\s*(" + _LITERAL + r")\s*((?:,\s*[^,()]+?)*)\s*,?\s*\)")
_CONCAT = re.compile(r"(?:vec!)?\[([^\[\]]*)\]\s*\.concat\(\)|\bconcat!\(([^()]*)\)")
_JOIN = re.compile(r"(?:vec!)?\[([^\[\]]*)\]\s*\.join\(\s*(" + _LITERAL + r")\s*\)")
_GO_JOIN = re.compile(r"\bstrings\.Join\(\s*\[\]string\{([^{}]*)\}\s*,\s*(" + _LITERAL + r")\s*\)")
_WRAPPER = re.compile(
    r"^(?:&|\*)?(?:String::from|str::to_string|PathBuf::from|Path::new|OsString::from|string)\((.+)\)$"
    r"|^(.+?)\.(?:to_string|to_owned|into|as_str|clone|String|to_str|unwrap)\(\)$"
)
_ARGS_LIST = re.compile(r"\.args\(\s*&?(?:vec!)?\[([^\[\]]*)\]\s*\)")
_USES_NAMES = re.compile(
    r"Command::new|exec\.Command|\.arg\(|\bos\.(?:ReadFile|Open)|fs::read|read_to_string|File::open|\.join\(|filepath\.Join"
)
"""Lines whose names are written as their constants: commands, and the calls that read a path."""
_HOME = re.compile(
    r"(?:std::)?env::var(?:_os)?\(\s*\"HOME\"\s*\)|(?:dirs|home)::home_dir\(\)|\bos\.Getenv\(\s*\"HOME\"\s*\)"
)
"""The user's home folder (``env::var("HOME")``, ``dirs::home_dir()``, ``os.Getenv("HOME")``): ``~``."""
_PLACEHOLDER = re.compile(r"\{[\w:?#]*\}|%[-+ #0]*\d*(?:\.\d+)?[svdqx]")


def go_generate(text: str) -> list[tuple[int, str]]:
    """Each ``//go:generate`` directive's command with its line: ``go generate`` runs it as written."""
    if "go:generate" not in text:
        return []
    found = []
    for number, line in enumerate(text.split("\n"), start=1):
        match = _GO_GENERATE.match(line)
        if match is not None:
            found.append((number, match.group(1)))
    return found


def prepared(text: str) -> str:
    """The file with chained calls put on one line and constant strings written as literals."""
    lines = _chains_joined(text.split("\n"))
    constants: dict[str, str] = {}
    for index, line in enumerate(lines):
        if not line.strip() or line.lstrip().startswith("//"):
            continue
        line = _ARGS_LIST.sub(lambda m: "".join(f".arg({item.strip()})" for item in _split(m.group(1))), line)
        grown = _GROWN.match(line)
        if grown is not None:
            piece = _constant(grown.group(2), constants)
            if grown.group(1) in constants and piece is not None:
                constants[grown.group(1)] += piece
            continue
        assigned = _ASSIGN.match(line)
        if assigned is not None:
            indent, name, operator, expression = assigned.groups()
            value = _constant(expression, constants)
            if value is not None and operator == "+=":
                value = constants[name] + value if name in constants else None
            if value is None:
                constants.pop(name, None)
            else:
                constants[name] = value
                line = f"{indent}{name} {'=' if operator == '+=' else operator} {quoted(value)}"
        if _USES_NAMES.search(line) and constants:
            line = _names_written(line, constants)
        lines[index] = line
    return "\n".join(lines)


def _chains_joined(lines: list[str]) -> list[str]:
    """A call whose argument list runs over several lines, or that a ``.method(…)`` line continues, on
    its first line (a block opened inside the arguments, ``func(…) {`` or ``|x| {``, is left as it is:
    its lines are statements of their own)."""
    out = list(lines)
    index = 0
    while index < len(out):
        line = out[index]
        if not line.strip() or line.lstrip().startswith("//"):
            index += 1
            continue
        depth = _open_parentheses(line)
        following = index + 1
        while following < len(out) and following - index <= 12:
            nxt = out[following].strip()
            arguments = depth > 0 and line.rstrip().endswith(("(", ",")) and not nxt.endswith("{")
            if arguments or nxt.startswith((".", "?.")):
                line = line.rstrip() + ("" if nxt.startswith(".") or line.rstrip().endswith("(") else " ") + nxt
                depth += _open_parentheses(nxt)
                out[following] = ""
                following += 1
                continue
            break
        out[index] = line
        index = following
    return out


def _open_parentheses(line: str) -> int:
    bare = _LITERAL_RE.sub('""', line.split("//", 1)[0] if "//" in line and '"' not in line else line)
    return bare.count("(") - bare.count(")")


def _split(items: str, separator: str = ",") -> list[str]:
    """``items`` split at each ``separator`` outside literals and brackets (a list's items, or an
    expression's terms joined by ``+``), empty pieces dropped."""
    found, depth, current, literal = [], 0, "", ""
    for ch in items:
        if literal:
            current += ch
            literal = "" if ch == literal and not current.endswith("\\" + ch) else literal
            continue
        if ch in '"`':
            literal = ch
        depth += ch in "([{"
        depth -= ch in ")]}"
        if ch == separator and depth == 0:
            found.append(current)
            current = ""
        else:
            current += ch
    found.append(current)
    return [item.strip() for item in found if item.strip()]


def _constant(expression: str, constants: dict[str, str], depth: int = 0) -> str | None:
    """The string ``expression`` always stands for, or ``None`` when it depends on run time."""
    expression = expression.strip().rstrip(";").strip()
    if depth > 6 or not expression:
        return None
    literal = _LITERAL_RE.fullmatch(expression)
    if literal is not None:
        return _literal_text(expression)
    home = _HOME.match(expression)
    if home is not None and re.fullmatch(
        r"(?:\.(?:unwrap|expect|unwrap_or_default)\([^()]*\)|\?)*", expression[home.end() :]
    ):
        return "~"
    if re.fullmatch(r"&?[A-Za-z_]\w*", expression):
        return constants.get(expression.lstrip("&"))
    wrapped = _WRAPPER.match(expression)
    if wrapped is not None:
        return _constant(wrapped.group(1) or wrapped.group(2), constants, depth + 1)
    for pattern, separator_group in ((_CONCAT, 0), (_JOIN, 2), (_GO_JOIN, 2)):
        match = pattern.fullmatch(expression)
        if match is not None:
            parts = [_constant(item, constants, depth + 1) for item in _split(match.group(1) or match.group(2))]
            separator = _literal_text(match.group(separator_group)) if separator_group else ""
            return separator.join(p for p in parts if p is not None) if all(p is not None for p in parts) else None
    formatted = _FORMAT.fullmatch(expression)
    if formatted is not None:
        return _formatted(formatted, constants, depth)
    pieces = _split(expression, "+")
    if len(pieces) > 1:
        parts = [_constant(piece, constants, depth + 1) for piece in pieces]
        return "".join(p for p in parts if p is not None) if all(p is not None for p in parts) else None
    return None


def _formatted(match: re.Match[str], constants: dict[str, str], depth: int) -> str | None:
    template = _literal_text(match.group(1))
    arguments = [_constant(a, constants, depth + 1) for a in _split(match.group(2).lstrip(","))]
    if any(a is None for a in arguments):
        return None
    given = iter(a for a in arguments if a is not None)
    named = {m.group(1): constants[m.group(1)] for m in re.finditer(r"\{(\w+)\}", template) if m.group(1) in constants}

    def fill(placeholder: re.Match[str]) -> str:
        key = placeholder.group(0).strip("{}").split(":", 1)[0]
        if key and not key.isdigit() and key in named:
            return named[key]
        return next(given, placeholder.group(0))

    return (
        _PLACEHOLDER.sub(fill, template.replace("{{", "\x00").replace("}}", "\x01"))
        .replace("\x00", "{")
        .replace("\x01", "}")
    )


def _literal_text(literal: str) -> str:
    if literal.startswith("`"):
        return literal[1:-1]
    if literal.startswith("r"):
        return literal.lstrip("r#")[1:].rstrip("#")[:-1]
    # a line break in a command is a separator; kept on one line, so every later line keeps its place
    return literal[1:-1].replace('\\"', '"').replace("\\\\", "\\").replace("\\n", "; ")


def _names_written(line: str, constants: dict[str, str]) -> str:
    """A command or path call with each name given a constant written as that literal (and each
    constant ``format!``/``Sprintf`` in it folded)."""
    line = _FORMAT.sub(lambda m: quoted(v) if (v := _formatted(m, constants, 1)) is not None else m.group(0), line)
    head, literals = _masked(line)

    def one(match: re.Match[str]) -> str:
        return quoted(constants[match.group(1)]) if match.group(1) in constants else match.group(0)

    body = re.sub(r"(?<![\w.\"'])&?([A-Za-z_]\w*)(?![\w(!:\"]|\s*[.:]=)", one, head)
    return _unmasked(body, literals)


def _masked(line: str) -> tuple[str, list[str]]:
    literals: list[str] = []

    def keep(match: re.Match[str]) -> str:
        literals.append(match.group(0))
        return f"\x02{len(literals) - 1}\x03"

    return _LITERAL_RE.sub(keep, line), literals


def _unmasked(line: str, literals: list[str]) -> str:
    return re.sub("\x02(\\d+)\x03", lambda m: literals[int(m.group(1))], line)
