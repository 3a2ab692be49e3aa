"""R, Julia, Swift and SQL: each language's own constructs written in the common forms the light
reader (:mod:`.interpreters`) knows, line for line, then read by it.

These languages do what any other does (run a command, download, send, read a secret store, write a
place that runs later) through calls of their own: R's ``download.file``, ``system2``, ``httr::POST``,
``x <- …``; Julia's ``run(`…`)``, ``Downloads.download``, ``HTTP.post``; Swift's ``Process`` with its
``executableURL`` and ``arguments``, ``URLSession``, ``SecItemCopyMatching``; SQL's ``COPY … TO
PROGRAM``, ``xp_cmdshell``, ``pg_read_file``, ``INTO OUTFILE``, ``load_extension``, DuckDB's
``INSTALL … FROM``. Each is rewritten to the reader's form of the same act (a download is
``getstore(url, path)``, a send ``Net::HTTP.post(…)``, a command ``system("…")``, the home folder
``"~"``), constant strings are put together where the language builds them (``paste0``,
``file.path``, ``joinpath``, ``appendingPathComponent``, ``"\\(home)/.ssh"``) and named constants are
written into the calls that use them, so values are followed through variables as in the other
languages, and a command string handed to a shell is read by the shell analyser. Lines are never
joined or split: evidence keeps its line. What the rewriting cannot say in those forms (a keychain
item copied into a name, a write into a start-up file, an install from an unknown repository) is
reported here directly.
"""

from __future__ import annotations

import dataclasses
import json
import re
import shlex
from collections.abc import Callable

from skillgrade.findings import Evidence
from skillgrade.rules.security.behaviour import interpreters, languages, packages, values, vocabulary
from skillgrade.rules.security.behaviour.model import Capability, Kind, Language, Snippet
from skillgrade.rules.security.behaviour.values import Emitter, Origin, Source, Value

_LITERAL = r"\"(?:[^\"\\\n]|\\.)*\"|'(?:[^'\\\n]|\\.)*'"
_LITERAL_TOKEN = re.compile(_LITERAL)
_MAX_FOLDS = 6

# what must be in a file for any of its language's rewrites to matter (lower case): a file naming
# none of these is passed over without a regular expression run on it
_TRIGGERS: dict[Language, tuple[str, ...]] = {
    Language.R: (
        "system", "processx", "download", "url(", "source(", "http", "post(", "put(", "getenv", "readlines",
        "readrds", "eval(", "base64", "rawtochar", "inttoutf8", "install", "rprofile", "renviron", "pipe(",
        "writelines", "cat(", "curl", "socket",
    ),
    Language.JULIA: (
        "run(", "`", "download", "http", "env", "read(", "include", "meta.parse", "eval", "base64", "startup.jl",
        "open(", "homedir", "pipeline",
    ),
    Language.SWIFT: (
        "process", "urlsession", "contentsof", "secitemcopymatching", "nshomedirectory", "homedirectoryforcurrentuser",
        "contentsoffile", "httpbody", "nstask", "posix_spawn", "system(",
    ),
    Language.SQL: (
        "program", "xp_cmdshell", "pg_read", "lo_export", "lo_import", "load_file", "outfile", "dumpfile",
        "load_extension", "install", "custom_extension_repository", "copy", ".load", ".shell", ".system", "plpython",
        "sys_exec", "sys_eval",
        "plperl", "plsh", "plv8", "pg_shadow", "pg_authid", "user_mappings", "mysql.user", "authentication_string",
        "sql_logins", "syslogins", "dba_users",
    ),
}  # fmt: skip


def analyse(snippet: Snippet) -> list[Capability]:
    lowered = snippet.text.lower()
    if not any(word in lowered for word in _TRIGGERS[snippet.language]):
        return []
    rewrite = _REWRITES[snippet.language]
    out = Emitter(snippet)
    seeded: dict[str, Value] = {}
    text = rewrite(snippet.text, out, seeded)
    common = dataclasses.replace(snippet, language=Language.SCRIPTING, text=text)
    found = [*out.found, *interpreters.analyse(common, seeded)]
    if snippet.language is Language.SQL and "$" in lowered and any(pl in lowered for pl in _PROCEDURE_NAMES):
        found.extend(_procedure_bodies(snippet))
    if snippet.language is Language.SQL and "program" in lowered:
        found = _rows_sent(snippet, found)
    return [dataclasses.replace(c, snippet=snippet) if c.snippet is common else c for c in found]


_PROCEDURE = re.compile(r"(?is)(\$\w*\$)(.*?)\1\s*(?:;\s*)?(?:LANGUAGE\s+'?(\w+)'?)?")
"""A dollar-quoted body (``AS $$ … $$``, ``DO $body$ … $body$``) and the language named after it."""
_PROCEDURE_LANGUAGE = re.compile(r"(?i)\bLANGUAGE\s+'?(\w+)'?")
_PROCEDURE_LANGUAGES = {
    "plpython3u": Language.PYTHON, "plpythonu": Language.PYTHON, "plpython2u": Language.PYTHON,
    "plperlu": Language.SCRIPTING, "plperl": Language.SCRIPTING, "plsh": Language.SHELL, "plv8": Language.JAVASCRIPT,
}  # fmt: skip
"""The server-side languages a function body can be written in, and the analyser of each: an
untrusted one (``plpython3u``, ``plperlu``, ``plsh``) runs with the database server's rights."""
_PROCEDURE_NAMES = ("plpython", "plperl", "plsh", "plv8")
"""What a file holding such a body names (the cheap test before any body is looked for)."""


def _procedure_bodies(snippet: Snippet) -> list[Capability]:
    """What the bodies of server-side functions and ``DO`` blocks written in Python, Perl, shell or
    JavaScript do, read by that language's analyser (the language is named before or after the body)."""
    found: list[Capability] = []
    for body in list(_PROCEDURE.finditer(snippet.text))[:20]:
        named = body.group(3)
        if named is None:  # DO LANGUAGE plpython3u $$ … $$, or CREATE FUNCTION … LANGUAGE x AS $$ … $$
            before = _PROCEDURE_LANGUAGE.findall(snippet.text[max(0, body.start() - 200) : body.start()])
            named = before[-1] if before else None
        language = _PROCEDURE_LANGUAGES.get((named or "").lower())
        if language is None or not body.group(2).strip():
            continue
        first_line = snippet.first_line + snippet.text.count("\n", 0, body.start(2))
        inner = dataclasses.replace(snippet, language=language, text=body.group(2), first_line=first_line)
        found.extend(languages.analyse(inner))
    return found


# --- shared pieces -----------------------------------------------------------------------------


def _text_of(literal: str) -> str:
    return literal[1:-1].replace('\\"', '"').replace("\\'", "'")


def _quoted(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _joined(call: re.Pattern[str], separator: str, line: str) -> str:
    """Each call of ``call`` whose arguments are all literals written as one literal, its pieces
    joined with ``separator`` (``file.path("~", ".aws", "x")`` → ``"~/.aws/x"``)."""

    def join(match: re.Match[str]) -> str:
        pieces = [_text_of(m.group()) for m in _LITERAL_TOKEN.finditer(match.group(1))]
        rest = _LITERAL_TOKEN.sub("", match.group(1))
        if not pieces or rest.replace(",", "").strip():
            return match.group()
        # a path's pieces lose the separator they end with (file.path("~/", ".ssh")); pasted pieces keep theirs
        parts = [p.rstrip("/") if i < len(pieces) - 1 and separator == "/" else p for i, p in enumerate(pieces)]
        return _quoted(separator.join(parts))

    return call.sub(join, line)


class _Constants:
    """Names given one constant string (``url <- "http://…"``, ``let home = NSHomeDirectory()``),
    written into the lines that use them where the value matters: a download's or a send's address,
    a path being put together."""

    def __init__(self, assignment: re.Pattern[str]) -> None:
        self.assignment = assignment
        self.values: dict[str, str] = {}

    def learn(self, line: str) -> None:
        match = self.assignment.match(line)
        if match is None:
            return
        value = match.group(2).strip().rstrip(";")
        literal = _LITERAL_TOKEN.fullmatch(value)
        if literal is not None:
            self.values[match.group(1)] = _text_of(literal.group())
        else:
            self.values.pop(match.group(1), None)

    def written_in(self, line: str, only: Callable[[str], bool] = lambda _v: True) -> str:
        """``line`` with each bare name holding a constant (one ``only`` accepts) written as the
        literal, outside literals and not where the name is assigned or called."""
        if not self.values:
            return line
        head = self.assignment.match(line)
        start = head.start(2) if head is not None else 0
        pieces = re.split(f"({_LITERAL})", line[start:])
        for index in range(0, len(pieces), 2):
            pieces[index] = re.sub(
                r"(?<![\w.$\"'])([A-Za-z_]\w*)(?![\w\"'(]|\s*(?:<-|=(?!=)))",
                lambda m: (
                    _quoted(self.values[m.group(1)])
                    if m.group(1) in self.values and only(self.values[m.group(1)])
                    else m.group()
                ),
                pieces[index],
            )
        return line[:start] + "".join(pieces)


_NO_INTERPOLATION = re.compile(r"(?!)")
_JULIA_INTERPOLATION = re.compile(r"\$\(?([A-Za-z_]\w*)")
_SWIFT_INTERPOLATION = re.compile(r"\\\(\s*([A-Za-z_]\w*)")
_FETCH_CALL = re.compile(r"\b(?:URI\.open|getstore)\(")
_BARE_NAME = re.compile(r"(?<![\w.$\"'])([A-Za-z_]\w*)\b(?!\s*[(:]|\s*=(?!=))")
_NOT_DATA = frozenset({"TRUE", "FALSE", "NULL", "NA", "true", "false", "nothing", "nil", "String", "URL", "try", "let"})


def _address_data(line: str, interpolated: re.Pattern[str]) -> str:
    """A download whose address carries values (``GET(paste0("https://…?d=", enc))``, Swift's
    ``"https://…?t=\\(token)"``, Julia's ``"…?t=$token"``): those values are sent to its host, written
    as the request's query so the reader sends what they hold."""
    call = _FETCH_CALL.search(line)
    if call is None or "://" not in line:
        return line
    rest = line[call.end() :]
    names = [
        m.group(1)
        for lit in _LITERAL_TOKEN.finditer(rest)
        if "://" in lit.group()
        for m in interpolated.finditer(lit.group())
    ]
    names += [n for n in _BARE_NAME.findall(_LITERAL_TOKEN.sub('""', rest)) if n not in _NOT_DATA]
    names = list(dict.fromkeys(names))[:6]
    return f"{line} , query: {', '.join(names)})" if names else line


_CONCAT = re.compile(rf"({_LITERAL})\s*\+\s*({_LITERAL})")


def _concatenated(line: str) -> str:
    for _ in range(_MAX_FOLDS):
        folded = _CONCAT.sub(lambda m: _quoted(_text_of(m.group(1)) + _text_of(m.group(2))), line)
        if folded == line:
            break
        line = folded
    return line


def _persisted(out: Emitter, number: int, line: str, writes: re.Pattern[str]) -> None:
    """A write (``writes`` matched on the line) into a place that runs later, named by a literal."""
    if writes.search(line) is None:
        return
    for literal in _LITERAL_TOKEN.finditer(line):
        path = _text_of(literal.group())
        label = vocabulary.persistence_target(path) if "/" in path or path.startswith(".") else None
        if label is not None:
            out.emit(Kind.PERSISTENCE, f"{label}: {path}", out.at(number, f"writes {vocabulary.home_path(path)}"))
            return


def _address_piece(value: str) -> bool:
    """A constant worth writing where it is used: a path, a URL, or a bare IP address (a host put
    together into an address on a later line)."""
    return "/" in value or value.startswith((".", "~")) or "://" in value or vocabulary.is_ip(value)


def _install_from(out: Emitter, number: int, url: str, how: str, kind: Kind) -> None:
    out.emit(kind, url, out.at(number, f"installs {how} {url}"))


def _install_url(out: Emitter, number: int, url: str, what: str) -> None:
    """A package installed straight from ``url``, unless a public code host or CRAN serves it."""
    if not packages.known_code_host(url) and not _cran_archive(url):
        _install_from(out, number, url, f"{what} straight from", Kind.INSTALL_URL)


_R_NAMED_SERVICES = re.compile(
    r"(?i)^https?://(?:[\w.-]+\.r-project\.org|[\w.-]*r-universe\.dev|(?:www\.)?bioconductor\.org"
    r"|packagemanager\.(?:posit|rstudio)\.(?:co|com)|p3m\.dev)(?:/|$)"
)
_CRAN_LAYOUT = re.compile(r"(?i)/src/contrib/|/bin/(?:windows|macosx)/(?:[\w.-]+/)*contrib/")


def _cran_archive(url: str) -> bool:
    """``url`` is a package on CRAN, Bioconductor, R-universe or Posit's manager, or on a host named
    as a CRAN mirror (``cran.``, ``mirror…/CRAN``) in CRAN's own layout (``/src/contrib/``). Any
    domain can be called ``cran.``: a tarball off that layout is whatever build the host made."""
    if not _R_TRUSTED_REPOS.match(url):
        return False
    return _R_NAMED_SERVICES.match(url) is not None or _CRAN_LAYOUT.search(url) is not None


def _compiled(*table: tuple[str, str]) -> tuple[tuple[re.Pattern[str], str], ...]:
    """A language's rewrites: each pattern, compiled, with what it is written as."""
    return tuple((re.compile(pattern), replacement) for pattern, replacement in table)


# --- R -----------------------------------------------------------------------------------------

_R_ASSIGN = re.compile(r"^\s*([A-Za-z_.][\w.]*)\s*(?:<<?-|=(?!=))\s*(.+)$")
_R_FUNCTION = re.compile(r"^([A-Za-z_.][\w.]*)\s*(?:<<?-|=)\s*function\s*\(")
_R_RIGHT_ASSIGN = re.compile(r"^(.+?)\s*->>?\s*([A-Za-z_.][\w.]*)\s*$")
_R_HOME = re.compile(
    r"\bSys\.getenv\(\s*[\"'](?:HOME|USERPROFILE)[\"']\s*\)|\bpath\.expand\(\s*[\"']~[\"']\s*\)|\bfs::path_home\(\s*\)"
)
_R_EXPAND = re.compile(rf"\b(?:path\.expand|normalizePath|fs::path_expand|fs::path_home)\(\s*({_LITERAL})\s*\)")
_R_PASTE0 = re.compile(rf"\b(?:paste0|stringr::str_c|str_c)\(((?:\s*(?:{_LITERAL})\s*,?)+)\)")
_R_FILE_PATH = re.compile(rf"\b(?:file\.path|fs::path)\(((?:\s*(?:{_LITERAL})\s*,?)+)\)")
_R_PASTE_SEP = re.compile(rf"\bpaste\(((?:\s*(?:{_LITERAL})\s*,)+)\s*sep\s*=\s*({_LITERAL})\s*\)")
"""``paste("cdn", "host", "org", sep = ".")``: constants joined with the separator given."""
_R_COLLAPSED = re.compile(
    rf"\bpaste0?\(\s*c\(((?:\s*(?:{_LITERAL}|\d+(?:\.\d+)?L?)\s*,?)+)\)\s*,\s*collapse\s*=\s*({_LITERAL})\s*\)"
)
"""``paste(c(203, 0, 113, 5), collapse = ".")``: a vector of constants joined into one string."""
_R_INT_TO_UTF8 = re.compile(r"\bintToUtf8\(\s*c\(\s*([\d\s,L]+)\)\s*(?:,\s*multiple\s*=\s*FALSE\s*)?\)")
_R_REWRITES = _compiled(
    (r"\bSys\.getenv\(\s*\)|\bas\.list\(\s*Sys\.getenv\(\s*\)\s*\)", "ENV.to_h"),
    (r"\bSys\.getenv\(\s*(?:c\(\s*)?", "ENV["),
    (r"\b(?:utils::)?download\.file\(\s*(?:url\s*=\s*)?", "getstore("),
    (r"\b(?:curl::)?curl_download\(\s*(?:url\s*=\s*)?", "getstore("),
    (r"(\bgetstore\([^,]*,\s*)(?:destfile|destination|path)\s*=\s*", r"\1"),
    (r"\b(?:httr::)?(?:POST|PUT|PATCH)\(|\b(?:RCurl::)?postForm\(", "Net::HTTP.post("),
    (r"\b(?:httr2::)?req_body_\w+\(", "http.post("),  # a body added to a request begun above
    (r"\bcurl::handle_setform\(|\bhandle_setform\(|\bcurl::curl_upload\(|\bcurl_upload\(", "Net::HTTP.post("),
    (r"\b(?:httr::)?GET\(|\bhttr2::request\(|\brequest\(\s*(?=[\"'a-z])", "URI.open("),
    (r"\b(?:curl::)?curl_fetch_memory\(|\b(?:RCurl::)?getURL\(|\b(?:base::)?url\(|\bcurl::curl\(", "URI.open("),
    (r"\b(?:readLines|jsonlite::fromJSON|fromJSON|read\.csv)\(\s*(?=[\"']https?:)", "URI.open("),
    (r"\b(?:base64enc::)?base64decode\(|\b(?:jsonlite::)?base64_dec\(", "Base64.decode64("),
    (r"\b(?:openssl::)?base64_decode\(|\bRCurl::base64Decode\(|\bmemDecompress\(", "Base64.decode64("),
    (r"\beval\(\s*(?:base::)?parse\(\s*text\s*=\s*", "eval(("),
    (r"\b(?:base::)?system2\(|\bprocessx::run\(|\bprocessx::process\$new\(", "system("),
    (r"\bsys::exec_(?:wait|internal|background)\(|\bshell\(\s*(?=[\"'a-z])", "system("),
    (r"\b(?:base::)?system\(\s*command\s*=\s*", "system("),
    (r"\bpipe\(\s*(?=[\"'a-z])", "popen("),
    (r"\bsocketConnection\(", "TCPSocket.new("),
    (r"\b(?:base::)?(?:readRDS|unserialize|qs::qread)\(", "load("),  # serialised objects may hold code
)  # fmt: skip
"""R's calls, each as the light reader's form of the same act."""
_R_VECTOR = re.compile(r"(?<![\w.])c\(")
_R_SOURCE = re.compile(r"\b(?:base::)?(?:source|sys\.source)\(\s*(?:file\s*=\s*)?")
_R_REMOTE_ARGUMENT = re.compile(r"(?:(?:paste0?|file\.path|stringr::str_c|str_c|sprintf)\(\s*)*[\"']https?://")
"""An argument that is an address, whole or as the first piece of one put together (``paste0("https://…/", f)``)."""
_R_WRITES = re.compile(
    r"\b(?:writeLines|cat|write|file\.append|file\.copy|saveRDS|sink|readr::write_\w+)\(|\bopen\s*=\s*[\"'][aw]"
)
_R_REPOS = re.compile(r"\brepos\s*=\s*(?:c\(\s*(?:\w+\s*=\s*)?)?[\"']([^\"']+)[\"']")
_R_INSTALL_URL = re.compile(
    r"\b(?:remotes|devtools|pak)::install_(url|github|git|gitlab|bitbucket)\(\s*[\"']([^\"']+)[\"']"
)
_R_TRUSTED_REPOS = re.compile(
    r"(?i)^https?://(?:(?:cloud|cran\.[\w-]+)\.r-project\.org|cran\.[\w.-]+|[\w.-]*r-universe\.dev|(?:www\.)?bioconductor\.org"
    r"|packagemanager\.(?:posit|rstudio)\.(?:co|com)|p3m\.dev"
    r"|(?:mirrors?|ftp)[\w-]*\.[a-z][\w.-]*\.[a-z]{2,}/(?:[\w.-]+/)*cran)(?:/|$)"
)
"""CRAN (and its mirrors: a ``cran.`` host, or a ``mirror``/``ftp`` host serving a ``/CRAN`` folder),
Bioconductor, R-universe and Posit's package manager: where R packages come from by default."""


def _r(text: str, out: Emitter, _seeded: dict[str, Value]) -> str:
    constants = _Constants(_R_ASSIGN)
    lines = text.split("\n")
    for index, raw in enumerate(lines):
        line = raw.split("#", 1)[0] if "#" in raw and not _LITERAL_TOKEN.search(raw) else raw
        if not line.strip():
            lines[index] = raw if raw.lstrip().startswith("#") else line
            continue
        # statements one line holds (`u <- …; download.file(u, …)`, an `Rscript -e` one-liner), each in turn
        lines[index] = "; ".join(_r_statement(piece, index + 1, constants, out) for piece in _statements(line))
    return "\n".join(lines)


def _statements(line: str) -> list[str]:
    """The statements of a line, split at each ``;`` outside a literal."""
    if ";" not in line:
        return [line]
    pieces = re.split(f"({_LITERAL})", line)
    statements, current = [], ""
    for at, piece in enumerate(pieces):
        if at % 2:
            current += piece
            continue
        parts = piece.split(";")
        current += parts[0]
        for part in parts[1:]:
            statements.append(current)
            current = part
    return [*statements, current]


def _r_statement(line: str, number: int, constants: _Constants, out: Emitter) -> str:
    right = _R_RIGHT_ASSIGN.match(line)
    if right is not None and "<-" not in line and "=" not in line.replace("==", ""):
        line = f"{right.group(2)} = {right.group(1)}"
    line = _R_HOME.sub('"~"', line)
    line = _R_EXPAND.sub(r"\1", line)
    line = _R_INT_TO_UTF8.sub(lambda m: "string.char(" + m.group(1).replace("L", "") + ")", line)
    indent = line[: len(line) - len(line.lstrip())]  # kept: a function's body is read as its body
    # f <- function(u) {: a function the reader follows into its calls
    line = _R_FUNCTION.sub(r"function \1(", line.strip())
    line = indent + constants.written_in(line, _address_piece)
    for _ in range(_MAX_FOLDS):
        folded = _joined(_R_FILE_PATH, "/", _joined(_R_PASTE0, "", line))
        folded = _R_COLLAPSED.sub(_r_collapsed, folded)
        folded = _R_PASTE_SEP.sub(
            lambda m: _quoted(
                _text_of(m.group(2)).join(_text_of(x.group()) for x in _LITERAL_TOKEN.finditer(m.group(1)))
            ),
            folded,
        )
        if folded == line:
            break
        line = folded
    _r_installs(out, number, line)
    _persisted(out, number, line, _R_WRITES)
    source = _R_SOURCE.search(line)
    if source is not None:
        remote = _R_REMOTE_ARGUMENT.match(line[source.end() :])
        line = line[: source.start()] + ("eval(URI.open(" if remote else "load(") + line[source.end() :]
    for pattern, replacement in _R_REWRITES:
        line = pattern.sub(replacement, line)
    line = _R_VECTOR.sub("", line)  # c("-c", cmd): the words of a command, as the call's arguments
    line = _address_data(line, _NO_INTERPOLATION)
    assigned = _R_ASSIGN.match(line)
    if assigned is not None:
        line = f"{indent}{assigned.group(1)} = {assigned.group(2)}"
    constants.learn(line)
    return line


def _r_collapsed(match: re.Match[str]) -> str:
    pieces = re.findall(rf"{_LITERAL}|\d+(?:\.\d+)?L?", match.group(1))
    texts = [_text_of(p) if p[0] in "\"'" else p.rstrip("L") for p in pieces]
    return _quoted(_text_of(match.group(2)).join(texts))


_R_SET_REPOS = re.compile(r"\boptions\(\s*(?:[^()]*,\s*)?repos\s*=|\bsetRepositories\([^)]*\baddURLs\s*=")
"""R told where every later ``install.packages`` looks: ``options(repos = c(…))``, ``setRepositories(addURLs = …)``."""


def _r_installs(out: Emitter, number: int, line: str) -> None:
    if "repos" in line or "addURLs" in line:
        _r_repositories_set(out, number, line)
    if "install" not in line:
        return
    repos = _R_REPOS.search(line) if "install.packages" in line or "install_" in line else None
    if repos is not None and not _R_TRUSTED_REPOS.match(repos.group(1)) and "://" in repos.group(1):
        _install_from(out, number, repos.group(1), "R packages from the repository", Kind.INSTALL_INDEX)
    remote = _R_INSTALL_URL.search(line)
    if remote is not None and remote.group(1) in ("url", "git") and "://" in remote.group(2):
        _install_url(out, number, remote.group(2), "an R package")


def _r_repositories_set(out: Emitter, number: int, line: str) -> None:
    """Repositories every later install in the session asks, in order: one on plain HTTP, a bare IP
    or a look-alike serves any package under its CRAN name (a named HTTPS repository is a mirror)."""
    setting = _R_SET_REPOS.search(line)
    if setting is None or _R_SET_REPOS.search(_LITERAL_TOKEN.sub('""', line)) is None:
        return  # only named inside a string (a line of code being written somewhere)
    for literal in _LITERAL_TOKEN.finditer(line[setting.end() :]):
        url = _text_of(literal.group())
        if "://" in url and not _R_TRUSTED_REPOS.match(url) and packages.trusted_host(url) is not None:
            what = f"sets R's package repositories to {url} for every install"
            out.emit(Kind.INSTALL_INDEX, url, out.at(number, what))
            return


# --- Julia -------------------------------------------------------------------------------------

_JULIA_ASSIGN = re.compile(r"^\s*(?:const\s+|local\s+|global\s+)?([A-Za-z_]\w*)\s*(?:::\s*\w+\s*)?=(?!=)\s*(.+)$")
_JULIA_COMMAND = re.compile(r"`([^`\n]*)`")
_JULIA_REWRITES = _compiled(
    (r"\bhomedir\(\s*\)", '"~"'),
    (r"\b(?:collect|Dict|string|repr|JSON3?\.json|JSON3\.write|copy|pairs|keys)\(\s*ENV\s*\)", "ENV.to_h"),
    (r"\bin\s+ENV\b(?!\s*\[)", "in ENV.to_h"),
    (r"\bget\(\s*ENV\s*,\s*", "ENV["),
    (r"\b(?:Downloads\.|Base\.)?download\(", "getstore("),
    (r"\bHTTP\.(?:post|put|patch)\(|\bHTTP\.request\(\s*\"(?:POST|PUT|PATCH)\"\s*,", "Net::HTTP.post("),
    (r"\bDownloads\.request\((?=[^)]*\binput\s*=)", "Net::HTTP.post("),
    (r"\bHTTP\.(?:get|open)\(|\bHTTP\.request\(\s*\"GET\"\s*,", "URI.open("),
    (r"\b(?:Base64\.)?base64decode\(|\bCodecZlib\.transcode\(", "Base64.decode64("),
    (r"\b(?:Core\.)?eval\(\s*(?:Main\s*,\s*)?Meta\.parse(?:all)?\(|\binclude_string\(\s*(?:Main\s*,\s*)?", "eval("),
    (r"\b(?:Base\.)?include\(\s*(?:Main\s*,\s*)?", "load("),
    (r"\bSockets\.connect\(|\bconnect\(\s*ip\"", "TCPSocket.new("),
    (r"\bgetaddrinfo\(", "gethostbyname("),
)  # fmt: skip
_JULIA_PACKAGE_URL = re.compile(r"\b(?:Pkg\.(?:add|develop)|PackageSpec)\(\s*(?:[^)]*?\b)?url\s*=\s*\"([^\"]+)\"")
_JULIA_REGISTRY = re.compile(r"\b(?:Pkg\.Registry\.add|RegistrySpec)\(\s*(?:[^)]*?\b)?url\s*=\s*\"([^\"]+)\"")
_JULIA_WRITES = re.compile(r"\b(?:write|open|cp|mv|print|println)\(")
_JULIA_RUN = re.compile(r"\b(?:run|success)\(\s*(?=[A-Za-z_])(?!system\()")
_JULIA_RUN_LITERAL = re.compile(r"\b(?:run|success|read|readchomp)\(\s*`([^`\n]*)`\s*(?:,\s*String\s*)?\)")
_JULIA_JOINPATH = re.compile(rf"\bjoinpath\(((?:\s*(?:{_LITERAL})\s*,?)+)\)")
_JULIA_STRING = re.compile(rf"\bstring\(((?:\s*(?:{_LITERAL})\s*,?)+)\)")


def _julia(text: str, out: Emitter, _seeded: dict[str, Value]) -> str:
    constants = _Constants(_JULIA_ASSIGN)
    settings = _data_file_settings(text) if "parse" in text or "read(" in text else {}
    lines = text.split("\n")
    for index, raw in enumerate(lines):
        line = raw
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        if settings and '["' in line:
            line = _JULIA_SETTING_READ.sub(
                lambda m: _quoted(settings[m.group(1)]) if m.group(1) in settings else m.group(), line
            )
        if "JULIA_PKG_SERVER" in line:
            _julia_package_server(out, index + 1, line)
        if "Pkg" in line or "Spec(" in line:
            _julia_installs(out, index + 1, line)
        for pattern, replacement in _JULIA_REWRITES:
            line = pattern.sub(replacement, line)
        line = constants.written_in(line, _address_piece)
        line = _joined(_JULIA_STRING, "", _joined(_JULIA_JOINPATH, "/", line))
        line = re.sub(rf"({_LITERAL})\s*\*\s*(?={_LITERAL})", r"\1 + ", line)  # "a" * "b" is Julia's concatenation
        line = _concatenated(line)
        _persisted(out, index + 1, line, _JULIA_WRITES)
        # a command literal is a command: `sh $p` runs sh on what p holds
        line = _JULIA_RUN_LITERAL.sub(lambda m: "system(" + _quoted(m.group(1)) + ")", line)
        line = _JULIA_COMMAND.sub(lambda m: "system(" + _quoted(m.group(1)) + ")", line)
        line = _JULIA_RUN.sub("system(", line)  # run(cmd) of a command held in a name
        line = _address_data(line, _JULIA_INTERPOLATION)
        constants.learn(line)
        lines[index] = line
    return "\n".join(lines)


_JULIA_DATA_FILE = re.compile(
    r"(?m)\b(?:TOML\.parsefile|JSON3?\.parsefile|TOML\.parse\(\s*read|JSON3?\.(?:parse|read)\(\s*read)\((.*)$"
)
"""A data file parsed into a dictionary: ``TOML.parsefile(joinpath(@__DIR__, "..", "x.toml"))``."""
_JULIA_SETTING_READ = re.compile(r"\b[A-Za-z_]\w*(?:\[\s*\"\w+\"\s*\])*\[\s*\"(\w+)\"\s*\](?!\s*=(?!=))")
"""A value looked up by key (``cfg["server"]``, ``r["url"]``), not assigned to."""
_JULIA_PACKAGE_SERVER = re.compile(rf"\bENV\[\s*\"JULIA_PKG_SERVER\"\s*\]\s*=(?!=)\s*({_LITERAL})")


def _data_file_settings(text: str) -> dict[str, str]:
    """The string settings of the skill's own data files a script parses (TOML or JSON), by key: a
    value kept there (an address, a registry) is what the script's ``cfg["key"]`` holds."""
    settings: dict[str, str] = {}
    for match in list(_JULIA_DATA_FILE.finditer(text))[:4]:
        pieces = [_text_of(p.group()) for p in _LITERAL_TOKEN.finditer(match.group(1))]
        named = values.bundled_text("/".join(p.strip("/") for p in pieces if p))
        if named is None or not named.text:
            continue
        data = _parsed_data(named.text)
        if data is not None:
            _string_settings(data, settings, 0)
    return settings


def _parsed_data(text: str) -> object | None:
    from skillgrade.rules.security.behaviour.manifests import parsed_toml

    try:
        data: object = json.loads(text) if text.lstrip().startswith(("{", "[")) else parsed_toml(text)
        return data
    except (ValueError, RecursionError):
        return None


def _string_settings(data: object, settings: dict[str, str], depth: int) -> None:
    """Each key's first string value, through nested tables and lists (bounded)."""
    if depth > 6 or len(settings) > 200:
        return
    items = data.items() if isinstance(data, dict) else enumerate(data) if isinstance(data, list) else ()
    for key, value in items:
        if isinstance(value, str) and isinstance(key, str):
            settings.setdefault(key, value)
        elif isinstance(value, (dict, list)):
            _string_settings(value, settings, depth + 1)


def _julia_package_server(out: Emitter, number: int, line: str) -> None:
    """``JULIA_PKG_SERVER``: where Pkg gets every registry and package from. A named HTTPS mirror is
    a mirror; plain HTTP, a bare IP or a look-alike serves any package under its real name."""
    found = _JULIA_PACKAGE_SERVER.search(line)
    if found is None:
        return
    url = _text_of(found.group(1))
    if packages.trusted_host(url if "://" in url else f"https://{url}") is not None:
        what = f"sets JULIA_PKG_SERVER: Julia's registries and packages come from {url}"
        out.emit(Kind.INSTALL_INDEX, url, out.at(number, what))


def _julia_installs(out: Emitter, number: int, line: str) -> None:
    """``Pkg.add(url = …)`` of a package off the public code hosts, ``Pkg.Registry.add`` of a
    registry other than the General one (where the names Pkg resolves come from)."""
    added = _JULIA_PACKAGE_URL.search(line)
    if added is not None:
        _install_url(out, number, added.group(1), "a Julia package")
    registry = _JULIA_REGISTRY.search(line)
    if registry is not None and not registry.group(1).startswith("https://github.com/JuliaRegistries/"):
        _install_from(out, number, registry.group(1), "Julia packages from the registry", Kind.INSTALL_INDEX)


# --- Swift -------------------------------------------------------------------------------------

_SWIFT_ASSIGN = re.compile(
    r"^\s*(?:(?:let|var|private|public|static|fileprivate)\s+)*([A-Za-z_]\w*)\s*(?::\s*[^=]+?)?=(?!=)\s*(.+)$"
)
_SWIFT_HOME = re.compile(
    r"\bNSHomeDirectory\(\)|\bFileManager\.default\.homeDirectoryForCurrentUser(?:\.path(?:\(\))?)?"
    r"|\bProcessInfo\.processInfo\.environment\[\s*\"HOME\"\s*\]!?|\bNSString\(string:\s*\"~\"\)\.expandingTildeInPath"
)
_SWIFT_URL_OF = re.compile(rf"\bURL\(\s*(?:fileURLWithPath|string)\s*:\s*({_LITERAL})\s*\)!?")
_SWIFT_APPEND = re.compile(rf"({_LITERAL})\.appending(?:PathComponent)?\(\s*(?:path:\s*)?({_LITERAL})\s*\)")
_SWIFT_EXPANDED = re.compile(rf"\(({_LITERAL})\s+as\s+NSString\)\.expandingTildeInPath|({_LITERAL})\.path\b(?!\()")
_SWIFT_REWRITES = _compiled(
    (r"\bProcessInfo\.processInfo\.environment(?!\s*\[)", "ENV.to_h"),
    (r"\bProcessInfo\.processInfo\.environment\s*\[", "ENV["),
    (r"\b(?:String|Data|NSString|NSData)\(\s*contentsOf\s*:\s*(?=\"https?:)", "URI.open("),
    (r"\bURLSession\.shared\.(?:dataTask|data|download|downloadTask|bytes)\(\s*(?:with|from|for)\s*:", "URI.open("),
    (r"\bURLSession\.shared\.(?:uploadTask|upload)\(", "Net::HTTP.post("),
    (r"\.httpBody\s*=", ".body ="),
    (r"\b(?:Data|String)\(\s*base64Encoded\s*:", "Base64.decode64("),
    (rf"\b(\w+)\.write\(\s*(?:to|toFile)\s*:\s*({_LITERAL})", r"File.binwrite(\2, \1"),
    (rf"\bFileManager\.default\.createFile\(\s*atPath\s*:\s*({_LITERAL})\s*,\s*contents\s*:", r"File.binwrite(\1,"),
)  # fmt: skip
_SWIFT_PROCESS = re.compile(r"^\s*(?:let|var)\s+(\w+)\s*(?::\s*\w+\s*)?=\s*(?:Foundation\.)?(?:Process|NSTask)\(\s*\)")
_SWIFT_EXECUTABLE = re.compile(
    rf"^\s*(\w+)\.(?:executableURL|launchPath)\s*=\s*(?:URL\(\s*fileURLWithPath\s*:\s*)?({_LITERAL})"
)
_SWIFT_ARGUMENTS = re.compile(r"^\s*(\w+)\.arguments\s*=\s*\[(.*)\]\s*$")
_SWIFT_LAUNCHED = re.compile(
    rf"\b(?:Process|NSTask)\.(?:launchedProcess|run)\(\s*(?:launchPath\s*:\s*|URL\(\s*fileURLWithPath\s*:\s*)?({_LITERAL})\)?"
    r"\s*,\s*arguments\s*:\s*\["
)
_SWIFT_KEYCHAIN = re.compile(r"\bSecItemCopyMatching\(\s*[^,]+,\s*&\s*(\w+)")
_SWIFT_WRITES = re.compile(r"\.write\(\s*(?:to|toFile)\s*:|\bcreateFile\(\s*atPath\s*:|\.(?:copyItem|moveItem)\(")
_SWIFT_REQUEST = re.compile(
    rf"^\s*(?:let|var)\s+(\w+)\s*=\s*(?:URLRequest|NSMutableURLRequest)\(\s*url\s*:\s*({_LITERAL})"
)


def _swift(text: str, out: Emitter, seeded: dict[str, Value]) -> str:
    constants = _Constants(_SWIFT_ASSIGN)
    programs: dict[str, str] = {}
    requests: dict[str, str] = {}
    lines = text.split("\n")
    for index, raw in enumerate(lines):
        line = raw
        if not line.strip() or line.lstrip().startswith("//"):
            continue
        number = index + 1
        line = _SWIFT_HOME.sub('"~"', line)
        line = re.sub(r"\\\((\w+)\)", lambda m: constants.values.get(m.group(1), m.group()), line)  # "\(home)/.ssh"
        line = constants.written_in(line, _address_piece)
        for _ in range(_MAX_FOLDS):
            folded = _SWIFT_URL_OF.sub(r"\1", line)
            folded = _SWIFT_APPEND.sub(
                lambda m: _quoted(_text_of(m.group(1)).rstrip("/") + "/" + _text_of(m.group(2))), folded
            )
            folded = _SWIFT_EXPANDED.sub(lambda m: m.group(1) or m.group(2), folded)
            folded = _concatenated(folded)
            if folded == line:
                break
            line = folded
        keychain = _SWIFT_KEYCHAIN.search(line)
        if keychain is not None:
            evidence = out.at(number, "reads the keychain (SecItemCopyMatching)")
            out.emit(Kind.SECRET_READ, "the keychain", evidence)
            seeded[keychain.group(1)] = Value(None, (Origin(Source.SECRET, "the keychain", evidence),))
        _persisted(out, number, line, _SWIFT_WRITES)
        line = _swift_process(line, programs)
        request = _SWIFT_REQUEST.match(line)
        if request is not None:
            requests[request.group(1)] = request.group(2)
        sent = re.match(r"\s*(\w+)\.httpBody\s*=", line)
        if sent is not None and sent.group(1) in requests:
            line = f"{line} ; {requests[sent.group(1)]}"  # the request's address, beside what it is given
        for pattern, replacement in _SWIFT_REWRITES:
            line = pattern.sub(replacement, line)
        line = _address_data(line, _SWIFT_INTERPOLATION)
        constants.learn(line)
        lines[index] = line
    return "\n".join(lines)


def _swift_process(line: str, programs: dict[str, str]) -> str:
    """A ``Process``'s program (``executableURL``, ``launchPath``) and its ``arguments``, as the one
    call that runs them: ``system("/bin/sh", "-c", "…")``."""
    launched = _SWIFT_LAUNCHED.search(line)
    if launched is not None:
        return line[: launched.start()] + f"system({launched.group(1)}, " + line[launched.end() :]
    created = _SWIFT_PROCESS.match(line)
    if created is not None:
        programs[created.group(1)] = ""
        return line
    executable = _SWIFT_EXECUTABLE.match(line)
    if executable is not None:
        programs[executable.group(1)] = executable.group(2)
        return ""
    arguments = _SWIFT_ARGUMENTS.match(line)
    if arguments is not None and programs.get(arguments.group(1)):
        return f"system({programs[arguments.group(1)]}, {arguments.group(2)})"
    return line


# --- SQL ---------------------------------------------------------------------------------------

_SQL_STRING = r"[EN]?'((?:[^']|'')*)'|\$\$(.*?)\$\$"
_SQL_PROGRAM = re.compile(
    rf"(?i)\b(?:PROGRAM|xp_cmdshell|sys_exec|sys_eval)\s*(?:@command_string\s*=\s*)?\(?\s*(?:{_SQL_STRING})"
)
"""A command the server hands a shell: PostgreSQL's ``COPY … PROGRAM``, MSSQL's ``xp_cmdshell``,
MySQL's ``sys_exec``/``sys_eval`` (the lib_mysqludf_sys functions)."""
_SQL_TO_PROGRAM = re.compile(r"(?i)\bTO\s+PROGRAM\b")
_SQL_FILE_READ = re.compile(r"(?i)\b(?:pg_read_(?:binary_)?file|load_file)\(\s*'([^'\n]+)'")
_SQL_SHELL_DOT = re.compile(r"(?im)^\s*\.(?:shell|system)\s+(.+)$")
_SQL_LOAD = re.compile(rf"(?i)\bload_extension\(\s*(?:{_SQL_STRING})|^\s*\.load\s+(\S+)")
_SQL_WRITE = re.compile(
    rf"(?i)\b(?:INTO\s+(?:OUTFILE|DUMPFILE)|lo_export\(\s*[^,]+,|pg_file_write\(|COPY\s+.+?\s+TO)\s*(?:{_SQL_STRING})"
)
_SQL_INSTALL = re.compile(rf"(?i)\b(?:INSTALL\s+\w+\s+FROM|custom_extension_repository\s*=)\s*(?:{_SQL_STRING})")
_SQL_CREDENTIALS = re.compile(
    r"(?i)\b(pg_shadow|pg_authid|pg_user_mappings?|pg_catalog\.pg_user_mapping|mysql\.user|mysql`?\.`?user"
    r"|authentication_string|sys\.sql_logins|sys\.syslogins|master\.dbo\.syslogins|dba_users|sys\.user\$)\b"
)
"""A server's own credential tables and columns: PostgreSQL's role passwords (``pg_shadow``,
``pg_authid``) and the passwords of foreign-server logins (``pg_user_mappings``), MySQL's
``mysql.user`` hashes, MSSQL's ``sys.sql_logins``, Oracle's ``dba_users``/``sys.user$``. A query of one
reads every account's password hash; the listing views (``pg_roles``, ``pg_user``) hold none."""
_SQL_TRUSTED_EXTENSIONS = frozenset(
    {"extensions.duckdb.org", "community-extensions.duckdb.org", "nightly-extensions.duckdb.org"}
)


def _sql(text: str, out: Emitter, _seeded: dict[str, Value]) -> str:
    lines = text.split("\n")
    original = list(lines)
    for index, raw in enumerate(lines):
        line = raw
        if not line.strip() or line.lstrip().startswith("--"):
            continue
        number = index + 1
        written = _SQL_WRITE.search(line)
        if written is not None:
            _persisted(out, number, _quoted(_sql_text(written)), re.compile(""))
        installed = _SQL_INSTALL.search(line)
        if installed is not None:
            url = _sql_text(installed)
            if vocabulary.url_host(url) not in _SQL_TRUSTED_EXTENSIONS:
                _install_from(out, number, url, "database extensions from the repository", Kind.INSTALL_INDEX)
        table = credential_table(line)
        if table is not None:
            store = f"the database server's password hashes ({table})"
            out.emit(Kind.SECRET_READ, store, out.at(number, f"reads {store}"))
        read = _sql_copied_file(original, index) if _SQL_TO_PROGRAM.search(line) else None
        fed = f"cat {shlex.quote(read)} | " if read else ""  # COPY (SELECT pg_read_file(…)) TO PROGRAM: its rows
        line = _SQL_PROGRAM.sub(lambda m, fed=fed: "system(" + _quoted(fed + _sql_text(m)) + ")", line)  # type: ignore[misc]
        line = _SQL_SHELL_DOT.sub(lambda m: "system(" + _quoted(m.group(1)) + ")", line)
        line = _SQL_LOAD.sub(lambda m: "load(" + _quoted(_sql_text(m) or m.group(3) or "") + ")", line)
        line = re.sub(r"'((?:[^'\n]|'')*)'", lambda m: _quoted(m.group(1).replace("''", "'")), line)
        lines[index] = line
    return "\n".join(lines)


def _sql_copied_file(lines: list[str], index: int) -> str | None:
    """The host file a ``COPY (SELECT pg_read_file('…')) TO PROGRAM`` statement reads: the rows the
    server writes to the program's standard input (the statement's lines above, back to its ``COPY``)."""
    for back in range(index, max(-1, index - 6), -1):
        read = _SQL_FILE_READ.search(lines[back])
        if read is not None:
            return read.group(1)
        if back < index and (";" in lines[back] or re.match(r"(?i)\s*COPY\b", lines[back])):
            break
    return None


def credential_table(line: str) -> str | None:
    """The server credential table or column a line of SQL names (``pg_shadow``, ``mysql.user``)."""
    found = _SQL_CREDENTIALS.search(line)
    return found.group(1).replace("`", "") if found is not None else None


def _rows_sent(snippet: Snippet, found: list[Capability]) -> list[Capability]:
    """A ``COPY (SELECT … FROM pg_shadow) TO PROGRAM 'curl … @-'``: the server writes the query's rows
    to the program's standard input, so what the program sends is the credentials the query read.
    Each send of such a program gets the read as the first link of its chain."""
    lines = snippet.text.split("\n")
    reads = {c.chain[0].line or 0: c for c in found if c.kind is Kind.SECRET_READ and c.chain and c.snippet is snippet}
    if not reads:
        return found
    linked: list[Capability] = []
    sent: set[int] = set()
    for capability in found:
        row = (capability.chain[-1].line or 0) - snippet.first_line if capability.chain else -1
        if capability.kind is Kind.EGRESS and len(capability.chain) == 1 and 0 <= row < len(lines):
            read = _statement_read(lines, row, reads, snippet.first_line)
            if read is not None and _SQL_TO_PROGRAM.search(lines[row]):
                capability = dataclasses.replace(capability, chain=(*read.chain, *capability.chain), snippet=snippet)
                sent.add(row)
        linked.append(capability)
    for row, line in enumerate(lines):  # a program the common reading left alone (`nc host port`)
        program = _SQL_PROGRAM.search(line) if row not in sent and _SQL_TO_PROGRAM.search(line) else None
        read = _statement_read(lines, row, reads, snippet.first_line) if program is not None else None
        if program is None or read is None:
            continue
        shell = dataclasses.replace(
            snippet, language=Language.SHELL, text=_sql_text(program), first_line=snippet.first_line + row
        )
        for opened in languages.analyse(shell):
            if opened.kind in (Kind.EGRESS, Kind.RAW_SOCKET):
                host = opened.detail.split(" ", 1)[0]
                what = Evidence(opened.chain[-1].path, opened.chain[-1].line, f"sends the rows to {host}")
                linked.append(Capability(Kind.EGRESS, host, (*read.chain, what), snippet))
                break
    return linked


def _statement_read(lines: list[str], row: int, reads: dict[int, Capability], first_line: int) -> Capability | None:
    """The credential read of the statement that ends on line ``row`` (its lines back to ``COPY``)."""
    for back in range(row, max(-1, row - 8), -1):
        if back < row and ";" in lines[back]:
            return None
        read = reads.get(first_line + back)
        if read is not None:
            return read
        if re.match(r"(?i)\s*COPY\b", lines[back]):
            return None
    return None


def _sql_text(match: re.Match[str]) -> str:
    quoted, dollar = match.group(1), match.group(2)
    return (quoted.replace("''", "'") if quoted is not None else dollar) or ""


_REWRITES: dict[Language, Callable[[str, Emitter, dict[str, Value]], str]] = {
    Language.R: _r,
    Language.JULIA: _julia,
    Language.SWIFT: _swift,
    Language.SQL: _sql,
}
