"""A light reading of the languages the scanner has no parser for: Ruby, Perl, PHP, Lua, Go, Rust,
Kotlin/Gradle, Java, CMake, VBScript, AppleScript.

Breadth over depth: one reader for all of them, line by line, with a small table of each
language's sinks (what downloads, decodes, runs, opens a socket, resolves a name, writes a file,
reads the whole environment). Strings built from pieces are folded first (:mod:`.folding`). Values
are followed through plain assignments (``x = …``, ``local x = …``, ``my $x = …``, ``a, err := …``,
``let (a, b) = …``, ``val x: T = …``, ``Dim``/``Set``) by name, through loop and block bindings, and
through writes into a name (``io.Copy(out, body)``, ``$blob .= <$fh>``, ``i.copyTo(o)``), which
reach the path the name was opened from. A variable holding downloaded or decoded content, or a
file written with it, is that content wherever it is named again; a function handed data at a call
is read again with that data in its parameters. A string a sink runs as a command
(``system("…")``, ``io.popen("…")``, ``do shell script "…"``, ``WScript.Shell``'s ``Run "…"``) is
read as shell. It is an approximation (no scopes) and says so in the README.
"""

from __future__ import annotations

import functools
import re

from skillgrade.rules.security.behaviour import cmake, compiled, lua, vocabulary
from skillgrade.rules.security.behaviour.folding import XorTables, folded, quoted, xor_decoded, xor_tables, xors
from skillgrade.rules.security.behaviour.model import Capability, Kind, Language, Snippet
from skillgrade.rules.security.behaviour.normalise import decode_layers
from skillgrade.rules.security.behaviour.values import (
    BUNDLED,
    UNKNOWN,
    Emitter,
    Origin,
    Source,
    Value,
    listed_secret_stores,
    merged,
)
from skillgrade.rules.security.sources import anchored_search

_FETCH = re.compile(
    r"Net::HTTP|URI\.open|\bURI\(|\bURI\.parse\([^)]*\)\.(?:open|read)\b|open-uri|HTTParty|Faraday|RestClient|LWP::|HTTP::Tiny|\bgetstore\b|\bget\(\s*['\"]https?"
    r"|file_get_contents\s*\(|curl_exec|fopen\s*\(\s*['\"]https?|\bhttp\.(?:Get|NewRequest)\b|socket\.http"
    r"|\bhttp\.request\b|MSXML2\.|WinHttp|XMLHTTP|ServerXMLHTTP|\.ResponseBody|\.responseText"
    r"|reqwest::|ureq::|\.openStream\(\)|\.openConnection\(\)|HttpClient|\bURL\(\s*['\"]https?|\.readBytes\(\)"
    r"|\bfile\(\s*DOWNLOAD\b|\.toURL\(\)"
    r"|\bWebClient\b|\.Download(?:String|Data|File)(?:Async|TaskAsync)?\(|\.Get(?:ByteArray|String|Stream)Async\("
)
"""Calls that download (their result is fetched content)."""
_DECODE = re.compile(
    r"Base64\.(?:decode64|strict_decode64|urlsafe_decode64)|\.unpack1?\(\s*['\"]m|decode_base64|base64_decode"
    r"|hex2bin|gzinflate|gzuncompress|gzdecode|str_rot13|strrev|\.reverse\b|\breverse\b"
    r"|openssl_decrypt|OpenSSL::Cipher|Crypt::|\bdecrypt\b|StdEncoding\.DecodeString|hex\.DecodeString"
    r"|\bfrom_base64\b|mime\.unb64|\bpack\(\s*['\"]H|\bunpack1?\s*\(?\s*['\"][um]|\.unpack1?\(\s*['\"]u"
    r"|\bdecode_(?:qp|base32|hex)\b|\buudecode\b|convert_uudecode|\bZlib::Inflate|\buncompress\("
    r"|\bBase64\.get(?:Mime|Url)?Decoder\(\)|\bBase64\.(?:mime|url)?[dD]ecoder\.decode\(|\bBase64\.(?:decodeBase64|decode)\(|\bDatatypeConverter\.parse(?:Base64|Hex)Binary"
    r"|\bConvert\.FromBase64String|\bHex\.decodeHex|\bdecodeBase64\b|\bGZIPInputStream\b|\bInflaterInputStream\b"
)
"""Calls that decode, decrypt or reverse (data decrypted with a key held in the skill is decoded data)."""
_EXEC = re.compile(
    r"\b(?:ProcessStartInfo|Process\.Start|exec\.Command|Process\.spawn|IO\.popen|io\.popen|eval|instance_eval|class_eval|system|exec|spawn|os\.execute|load"
    r"|loadstring|dofile|assert|passthru|shell_exec|proc_open|popen|pcntl_exec|exec\.Command|syscall\.Exec"
    r"|Execute|ExecuteGlobal|do\s+shell\s+script|Command::new|commandLine|ProcessBuilder|jobstart|termopen"
    r"|vim\.fn\.system|vim\.system|hs\.execute|Open3\.\w+|execute_process|exec_program"
    r"|Assembly\.(?:Load|LoadFrom|LoadFile|UnsafeLoadFrom)|AssemblyLoadContext\.\w+\.LoadFrom(?:Stream|AssemblyPath))\b\s*\(?"
    r"|\.Run\b|\.Exec\b|\.exec\("
    r"|\.execute\(\)|`|\bCOMMAND\s"
)
"""Calls that run code or a command."""
_EGRESS = re.compile(
    r"\bhttp\.Post(?:Form)?\b|Net::HTTP\.post|Net::HTTP::Post|\.post\s*\(|->post\(|POST\s*\(|CURLOPT_POSTFIELDS"
    r"|\bPOST\b['\"]?\s*,|\.send\s*\(|\.Send\b|\bsendmail\b|Net::SMTP|\bpublic_send\(\s*:(?:post|put|patch)"
    r"|\bsend\(\s*:(?:post|put|patch)|\bpost_form\b|::(?:post|put)\(|Net::HTTP::(?:Put|Patch)\b"
    r"|(?<=\w)\.(?:body|Body|body_stream)\s*=(?!=)|\.set_form_data\("
    r"|\b(?:outputStream|getOutputStream\(\))\.(?:write|withWriter|bufferedWriter|use)\b"
)
"""Calls that send data out (to the URL on the line, or an address built at run time)."""
_READS_FILES = re.compile(
    r"\b(?:os\.ReadFile|ioutil\.ReadFile|os\.Open|filepath\.Walk(?:Dir)?|File\.(?:read|open|binread)|IO\.read"
    r"|file_get_contents|fopen|io\.open|io\.lines|open\s*\(|Dir\.glob|glob\s*\()"
)
"""Calls that open files (a path from a data file the script names is read by one of them)."""
_FUNCTION = re.compile(
    r"^\s*(?:def|sub|func|function|local\s+function|Function|Sub)\s+(?:\([^)]*\)\s*)?([A-Za-z_][\w.:]*)\b(?!\s*=(?!=))"
)
"""A function's definition (not Groovy's ``def name = …``, an assignment)."""
_SOCKET = re.compile(
    r"TCPSocket\.(?:new|open)|IO::Socket::INET|\bsocket\s*\(|fsockopen|stream_socket_client|socket\.tcp\(|net\.Dial"
    r"|TcpStream::connect|\bnew\s+Socket\(|\bSocket\(\s*['\"]|\bsocket\.connect\(|\bnew\s+TcpClient\("
)
_SHELL_PROGRAM = re.compile(r"/bin/(?:ba|z)?sh\b|cmd\.exe|\bproc_open\b|powershell|\bpty\b|/bin/bash")
_WRITE = re.compile(
    r"(?:File\.(?:binwrite|write)|file_put_contents|os\.WriteFile|ioutil\.WriteFile|write_file|(?:std::)?fs::write"
    r"|Files\.write)\s*\(\s*&?([$\w.]+)\s*,\s*(.+)"
)
_WRITTEN_TO_PATH = re.compile(
    r"\b(?:File\.(?:binwrite|write)|file_put_contents|os\.WriteFile|ioutil\.WriteFile|(?:std::)?fs::write"
    r"|Files\.write)\s*\(\s*[\"']([^\"'\n]+)[\"']\s*,\s*(.+)"
)
"""A write of data into a path written as a literal (``file_put_contents("/tmp/x.sh", $body)``)."""
_CMAKE_SET = re.compile(r"^\s*set\(\s*(\w+)\s+(.+?)\s*\)\s*$", re.IGNORECASE)
"""CMake's assignment, ``set(NAME value)``, read as ``NAME = value``."""
_DOWNLOADED_TO = re.compile(
    r"(?:\bfile\(\s*DOWNLOAD\s+\S+|\bgetstore\([^,]*,|\bmirror\([^,]*,|\.DownloadFile(?:Async|TaskAsync)?\([^,]*,)"
    r"\s*[\"']?([^\s\"')]+)"
)
"""Where a download is saved, as written (``file(DOWNLOAD url "${dir}/x.sh")``, ``getstore(url, "x")``)."""
_ASSIGN = re.compile(
    r"^\s*(?:(?:while|if|unless|until)\s*\(\s*)?(?:local\s+|my\s+|our\s+|var\s+|val\s+|let\s+(?:mut\s+)?|Dim\s+|Set\s+"
    r"|const\s+|def\s+(?=[A-Za-z_]\w*\s*=)|(?:final\s+)?(?:string|byte\[\]|[A-Z]\w*(?:<[^<>=\n]*>)?(?:\[\])?)\s+(?=[A-Za-z_]\w*\s*=(?!=)))?\(?\s*[$@%]?([A-Za-z_][\w.]*)"
    r"((?:\s*,\s*(?:mut\s+)?\$?[A-Za-z_]\w*)*)\s*\)?(?:\s*:\s*[^=,()]+?)?\s*(?::=|=)(?![=~>])\s*(.+)$"
)
"""An assignment: ``x = …``, ``local x = …``, ``my $x = …``, ``a, err := …``, ``let (a, b) = …``, ``val x: T = …``,
``String x = …`` (Java), ``string x = …``, ``byte[] x = …``, ``List<T> x = …`` (C#, Java: a declaration's type)."""
_STRING = re.compile(r"\"((?:[^\"\\\n]|\\.)*)\"|'((?:[^'\\\n]|\\.)*)'|\bqq?\{([^{}\n]*)\}")
_NAME = re.compile(r"\$?\b([A-Za-z_]\w*)\b")
_LONE_LITERAL = re.compile(r"\"((?:[^\"\\\n]|\\.)*)\"|'((?:[^'\\\n]|\\.)*)'")
_CONSTANT_NAME = re.compile(r"(?<![\w\"'.:])\$?([A-Za-z_]\w*)(?![\w\"'(])")
"""A bare name (``dir``, ``$dir``) outside a literal's quotes and not a call."""
_RUN_STRING = re.compile(
    r"(?:\b(?:system|exec|spawn|popen|shell_exec|passthru|os\.execute|hs\.execute|do\s+shell\s+script|sh)\b|\.Run\b"
    r"|\.Exec\b)\s*\(?\s*"
    r"(?:\[\s*)?(\"(?:[^\"\\\n]|\\.|\"\")*\"|'(?:[^'\\\n]|\\.)*')"
)
"""A sink given a constant command: the command is read as shell."""
_ARGV_SHELL = re.compile(
    r"""(?:["'`](?:/usr)?(?:/bin/)?(?:ba|z|da|k)?sh["'`][\s,)]*(?:\.arg\(\s*)?["'`]-c["'`][\s,)]*(?:\.arg\(\s*)?"""
    r"""|\bCOMMAND\s+(?:/usr)?(?:/bin/)?(?:ba|z|da|k)?sh\s+-c\s+)"""  # CMake: execute_process(COMMAND sh -c "…")
    r"(\"(?:[^\"\\\n]|\\.)*\"|'(?:[^'\\\n]|\\.)*'|`[^`\n]*`)"
)
"""A shell handed a command in an argument list: ``exec.Command("sh", "-c", "…")`` (Go),
``Command::new("sh").arg("-c").arg("…")`` (Rust), ``ProcessBuilder("bash", "-c", "…")`` (Java, Kotlin),
``system("sh", "-c", "…")`` (Ruby, Perl)."""
_BACKTICK_COMMAND = re.compile(
    r"`([^`\n]{2,})`|(?:%x|\bqx)(?:\(([^)\n]{2,})\)|\{([^}\n]{2,})\}|\[([^\]\n]{2,})\]|/([^/\n]{2,})/)"
)
"""Ruby's, Perl's and PHP's command operators: a backtick string, ``%x(…)``, ``qx{…}``."""
_RAKE_SH = re.compile(r"(?m)^\s*sh\s*\(?\s*[\"']")
"""Rake's ``sh "…"``: a task's shell command."""
_BACKTICK_LANGUAGES = (".rb", ".rake", ".gemspec", ".pl", ".pm", ".php")


def _runs_backticks(rel: str) -> bool:
    """The file's language runs a backtick string as a shell command (in Go or JavaScript it is a string)."""
    name = rel.rsplit("/", 1)[-1]
    return (
        name.endswith(_BACKTICK_LANGUAGES)
        or name in vocabulary.RUBY_BUILD_FILES
        or name.lower() in vocabulary.TOOL_RC_PROGRAMS
    )


_ARGV_CALL = re.compile(
    r"(?:\bexec\.Command(?:Context)?|\bCommand::new|\bProcessBuilder|\.exec|\bIO\.popen|\bOpen3\.\w+|\bsystem"
    r"|\bspawn|\bproc_open)\s*\(\s*(?:ctx\s*,\s*)?\[?\s*((?:(?:\"[^\"\n]*\"|'[^'\n]*')\s*,?\s*)+)"
)
"""A program started with its words as literals (``exec.Command("env")``, ``IO.popen(["cat", "…"])``)."""


_STARTED = re.compile(
    r"\b(?:ProcessStartInfo|Process\.Start)\s*\(\s*(\"(?:[^\"\\\n]|\\.)*\")\s*,\s*"
    r"(\"(?:[^\"\\\n]|\\.)*\"|'(?:[^'\\\n]|\\.)*')\s*\)"  # single quotes: as folding writes a joined string
)
""".NET's ``new ProcessStartInfo("prog", "args")`` and ``Process.Start("prog", "args")``: the program and
its whole argument line as one string, which is the command line the program is started with."""


def _started_commands(line: str) -> list[str]:
    """The command lines a .NET process start is given as a program and an argument string."""
    return [f"{_unquoted(m.group(1))} {_unquoted(m.group(2))}" for m in _STARTED.finditer(line)]


def _argv_commands(line: str) -> list[str]:
    """The command lines started with their words as separate literals."""
    return [
        " ".join(next(g for g in word.groups() if g is not None) for word in _LONE_LITERAL.finditer(m.group(1)))
        for m in _ARGV_CALL.finditer(line)
    ]


def _constant_commands(line: str, backticks: bool) -> list[str]:
    """The constant shell commands a line runs: a sink given one string, a shell given ``-c`` and one,
    or (in Ruby, Perl, PHP) a command operator."""
    found = [inner for m in _RUN_STRING.finditer(line) if (inner := _unquoted(m.group(1)))]
    found += [inner for m in _ARGV_SHELL.finditer(line) if (inner := _unquoted(m.group(1)) or m.group(1).strip("`"))]
    if "Process" in line:
        found += _started_commands(line)
    if backticks and ("`" in line or "%x" in line or "qx" in line):
        found += [next(g for g in m.groups() if g) for m in _BACKTICK_COMMAND.finditer(line)]
    return found


_DNS = re.compile(
    r"\bnet\.Lookup(?:Host|IP|TXT|CNAME|Addr|MX|NS)\b|\.Lookup(?:Host|IPAddr|TXT|IP)\(|Resolv\.getaddress|Resolv::DNS"
    r"|\bgethostbyname[l]?\b|Socket\.getaddrinfo|socket\.dns\.toip|dns_get_record|Net::DNS|InetAddress\.getByName"
    r"|InetAddress\.getAllByName|\blookup_host\b|to_socket_addrs"
)
"""Calls that resolve a DNS name: the name is what the resolver, and whoever runs its zone, sees."""
_ENV_WHOLE = re.compile(
    r"\b(?:os|syscall)\.Environ\(\)|\benv::vars(?:_os)?\(\)|\bENV\.(?:to_h|to_hash|to_a|each\w*|map|select|filter|reject|inspect|sort"
    r"|dup|clone)\b|\bHash\[ENV\]|%ENV\b(?!\s*\{)|\bSystem\.getenv\(\s*\)|\bgetenv\(\s*\)|\$_ENV\b(?!\s*\[)"
)
"""The whole environment as one value (a single variable by name is not)."""
_ENV_ONE = re.compile(
    r"(?:\benv::var(?:_os)?|\bos\.(?:Getenv|LookupEnv|getenv)|\bSystem\.getenv|\bENV\.fetch|\bENV\s*\[|\$ENV\s*\{"
    r"|\bgetenv|\$_ENV\s*\[|\bos\.environ\.get|\bEnvironment\.GetEnvironmentVariable|\bprocess\.env\.get)\s*[(\[{]?\s*&?"
    r"([^)\]}]*)"
)
"""One environment variable read by name: the argument is a literal or a name holding one."""
_SECRET_NAME = re.compile(
    r"(?i)(?:TOKEN|SECRET|PASSWORD|PASSWD|API_?KEY|ACCESS_?KEY(?:_ID)?|PRIVATE_?KEY|CREDENTIALS?)$"
)


def _variable_names(flow: _Flow, argument: str) -> list[str]:
    """The environment variable names an argument stands for: its literal, or, for a name, the
    literals of the list it iterates (``for k in KEYS`` over ``KEYS = ["NPM_TOKEN", …]``) or was set to."""
    argument = argument.split(",", 1)[0]  # ENV.fetch(name, default), os.LookupEnv(name)
    literal = _STRING.search(argument)
    if literal is not None:
        return [next(g for g in literal.groups() if g is not None)]
    name = re.match(r"\s*\$?(\w+)", argument)
    if name is None:
        return []
    sources = {name.group(1)}
    for row in flow.lines:
        loop = re.match(rf"\s*for\s+\(?\s*(?:\w+\s*,\s*)?\$?{re.escape(name.group(1))}\s*\)?\s+in\s+&?\$?(\w+)", row)
        each = re.search(rf"\$?(\w+)\.each\w*\s*(?:do|\{{)\s*\|\s*{re.escape(name.group(1))}\s*\|", row)
        for found in (loop, each):
            if found is not None:
                sources.add(found.group(1))
    names: list[str] = []
    for row in flow.lines:
        defined = re.match(r"\s*(?:(?:pub\s+)?(?:const|static|let|my|our|val|var)\s+)?[@$]?(\w+)\b[^=]*=(?!=)(.*)", row)
        if defined is not None and defined.group(1) in sources:
            names.extend(next(g for g in m.groups() if g is not None) for m in _STRING.finditer(defined.group(2)))
    return names[:16]


_RECEIVE = re.compile(
    r":receive\(|\.recv\(|\bReadString\(|\.gets\b|\breadLine\(\)|\bread_line\(|\bsysread\b|\bfgets\(|\bsocket_read\("
    r"|<\$\w+>"
)
"""Reading from a connection (in a file that opens one): what the other end sent."""
_CONNECTION = "the connection"
_HOME = re.compile(
    r"UserHomeDir|\bDir\.home\b|home_dir\(|user\.home|[\"']HOME[\"']|\$ENV\{HOME\}|\bENV\[\s*['\"]HOME|\bhome\b"
)
"""The user's home folder named on a line (a call, the variable, or a name such as ``home``)."""
_HOME_CALL = re.compile(r"UserHomeDir|\bDir\.home\b|home_dir\(|user\.home|\$ENV\{HOME\}|\bENV\[\s*['\"]HOME")
_FILE_TOOLS = frozenset(
    {"tar", "unzip", "gunzip", "gzip", "bunzip2", "xz", "7z", "cp", "mv", "rm", "ls", "cat", "chmod", "chown", "mkdir",
     "touch", "stat", "file", "sha256sum", "shasum", "sha1sum", "md5sum", "jq", "wc", "head", "tail", "diff", "git"}
)  # fmt: skip
"""Programs that read, unpack or move the file they are given without running it."""
_UPLOADER = re.compile(r"[\"'`{\[(,]\s*[\"']?(curl|wget|nc|ncat|socat|dig|nslookup|host|drill)(?:[\"']\s*[,)\]}]|\s)")
"""A network client named as a program: in an argument list (``{"curl", …}``, ``exec.Command("curl", …)``)
or at the start of a command string (``"curl -F f=@" .. path``, a backtick command)."""
_HEX_DECODER = re.compile(r"\bpack\(\s*['\"]H|hex\.DecodeString|hex::decode|\bfrom_hex\b|\bhex2bin\b")
_HEX_TOKEN = re.compile(r"(?<![\w$.])((?:[0-9a-f]{2}){3,})(?![\w.])")
_REQUEST_DATA = re.compile(
    r"(?i)(?:[{(,]\s*|^)[:'\"]?(?:headers?|query|form|body|json|data|params)\b['\"]?\s*(?:=>|:(?!:)|(?<=\w)=(?!=))\s*(.*)"
)
"""A request given headers, a query or a body (``{ headers => { 'X-Id' => $blob } }``)."""
_MUTATE = re.compile(
    r"^\s*(?:(\w+)\.(?:Header|Trailer)\.(?:Set|Add)\(|\$?([\w.]+)\s*(?:\.=|\+=|<<)|\$?([\w.]+)[.:](?:WriteString|Write|write|append|push|insert|concat|extend|puts|print"
    r"|writeBytes|writeText|appendText|appendBytes)\("
    r"|(?:table\.insert|vim\.list_extend|vim\.tbl_extend|push|io\.Copy|io\.CopyBuffer|append)\s*\(\s*[@$]?([\w.]+)\s*,"
    r"|.*\.copyTo\(\s*(\w+)\s*\)|.*\.transferTo\(\s*(\w+)\s*\)|\$?(\w+)\[[^\]=]*\]\s*=(?!=)"
    r"|.*\b(?:Files\.copy|getstore|mirror)\([^,]*,\s*&?\$?(\w+))"
)
"""A write into a name: appended to, copied into, written to (``out.WriteString(v)``, ``io.Copy(f, body)``,
``$blob .= <$fh>``, ``i.copyTo(o)``), or a header set on a Go request (``req.Header.Set(k, v)``): the
request then carries it wherever it is sent."""
_WRITER_ON = re.compile(
    r"\b(\w+)\.(?:withOutputStream|outputStream\(\)|newOutputStream\(\)|withWriter|newWriter\(\)|bufferedWriter\(\))"
)
"""A file opened for writing on a line (Groovy's and Kotlin's stream helpers): what the line carries goes in."""
_LOOP = re.compile(
    r"^\s*(?:for\s+\(?(?:[\w$]+\s*,\s*)?(?:my\s+|local\s+)?\$?(\w+)\s*\)?\s*(?::=\s*range\b|\bin\b|\()"
    r"|foreach\s+(?:my\s+)?\$(\w+)\s*\(|.*\.each\w*\s*(?:do|\{)\s*\|\s*(?:\w+\s*,\s*)?(\w+)\s*\|"
    r"|.*\{\s*(\w+)\s*->)"
)
"""A name each item of a loop or block is bound to (``for _, x := range xs``, ``for my $x (@xs)``,
``xs.each do |x|``, ``for _, x in ipairs(xs)``, Kotlin's ``{ x -> … }``)."""
_MATCHED = re.compile(
    r"[$@]?\b([A-Za-z_]\w*)\s*=~\s*(?:m|s)?[/{(!|#]"
    r"|\bpreg_match(?:_all)?\(\s*(?:'[^'\n]*'|\"[^\"\n]*\")\s*,\s*\$(\w+)\s*,\s*\$(\w+)"
)
"""A string matched against a pattern: Perl's and Ruby's ``$x =~ /(…)/``, PHP's ``preg_match('/…/', $x, $m)``
(whose third argument receives the groups)."""
_CAPTURED = re.compile(r"\$(?:[1-9]|&|~)(?!\w)|\$\{\^MATCH\}|\bRegexp\.last_match\b|\$LAST_PAREN_MATCH\b")
"""The groups of the last match: Perl's and Ruby's ``$1``…``$9``, ``$&``, Ruby's ``$~`` and ``Regexp.last_match``."""
_PARAMETERS = re.compile(
    r"^\s*(?:local\s+)?(?:func|function|def|sub|fn|fun)\s+(?:\([^)]*\)\s*)?([\w.:]+)\s*(?:<[^>]*>)?\s*\(([^)]*)\)"
)


_WORD_LIST = re.compile(r"(?:%[wWiI]|\bqw\s*)(?:\[([^\]]*)\]|\(([^)]*)\)|\{([^}]*)\}|<([^>]*)>)")
"""A list of words written without quotes: Ruby's ``%w[a b]`` / ``%w(…)`` and Perl's ``qw(a b)``."""


def _word_lists_quoted(text: str) -> str:
    """Each word list written as the quoted strings it stands for (``%w[~/.a b]`` → ``["~/.a", "b"]``),
    line breaks kept, so the paths and hosts in it are read like any other literal."""

    def quote(match: re.Match[str]) -> str:
        body = next(group for group in match.groups() if group is not None)
        lines = [", ".join(f'"{word}"' for word in row.split()) for row in body.split("\n")]
        return "[" + ",\n".join(lines) + "]"

    return _WORD_LIST.sub(quote, text) if ("%w" in text or "%W" in text or "qw" in text) else text


_GRADLE_PROPERTY_FILE = re.compile(r"^\s*([\w.-]+)\s*[=:]\s*(.*?)\s*$", re.MULTILINE)
_GRADLE_EXTRA_SET = re.compile(
    r"""\b(?:extra|ext)(?:\[\s*"([\w.-]+)"\s*\]\s*=|\.set\(\s*"([\w.-]+)"\s*,|\.([A-Za-z_]\w*)\s*=(?!=))"""
    r'\s*"([^"\n]*)"'
)
_GRADLE_PROPERTY_READ = (
    r"""(?:\b(?:project|rootProject|settings|gradle)\.)?(?:(?:findProperty|property)\(\s*"{name}"\s*\)"""
    r"""|providers\.gradleProperty\(\s*"{name}"\s*\)(?:\.get\(\)|\.orNull|\.getOrElse\([^)]*\))?"""
    r"""|\b(?:extra|ext|properties)\[\s*"{name}"\s*\]|\bext\.{name}\b)(?:\s+as\s+String\??)?"""
)


def _gradle_values(rel: str, text: str) -> str:
    """A Gradle script with each property it reads written as the value the skill gives it: in a
    ``gradle.properties`` (``key=value``) or set as an extra property in any of its Gradle scripts
    (``extra["k"] = "v"``, ``ext.k = "v"``). A value split between those files and put back together
    in the build is then one string, read (and decoded) like any other."""
    table = BUNDLED.get() or {}
    values: dict[str, str] = {}
    for other, content in table.items():
        name = other.rsplit("/", 1)[-1]
        if name == "gradle.properties":
            values.update((m.group(1), m.group(2)) for m in _GRADLE_PROPERTY_FILE.finditer(content))
        elif name.endswith((".gradle", ".gradle.kts")):
            for m in _GRADLE_EXTRA_SET.finditer(content):
                values[m.group(1) or m.group(2) or m.group(3)] = m.group(4)
    for name, value in list(values.items())[:200]:
        if name in text and '"' not in value and "\\" not in value:
            pattern = re.compile(_GRADLE_PROPERTY_READ.format(name=re.escape(name)))
            text = pattern.sub(lambda _m, v=value: f'"{v}"', text)  # type: ignore[misc]
    return re.sub(r'(?<![\w)\]>])\([ \t]*("[^"\n]*")[ \t]*\)(?![ \t]*[\w.(])', r"\1", text)  # ("a") + ("b")


def analyse(snippet: Snippet, seeded: dict[str, Value] | None = None) -> list[Capability]:
    """What the snippet does; ``seeded`` names values held before its first line (a keychain item
    another reading found the code copying into a name)."""
    source = _word_lists_quoted(snippet.text)
    if snippet.rel.endswith(compiled.SUFFIXES) or "Command::new" in source or "exec.Command" in source:
        source = compiled.prepared(source)  # Go and Rust: chained calls on one line, constants as literals
    if snippet.rel.endswith((".gradle", ".gradle.kts")):
        source = _gradle_values(snippet.rel, source)
    inline: list[Capability] = []
    if cmake.is_cmake(snippet.rel):
        source = cmake.prepared(source)
        inline = _inline_programs(snippet, source)
    source = lua.prepared(snippet.rel, source)
    if snippet.rel.lower().endswith(".gd"):  # GDScript: its process, byte-array and download spellings
        from skillgrade.rules.security.behaviour import godot

        source = godot.prepared(snippet.rel, source)
    text, coded = folded(source)
    if "table.concat(" in text and snippet.rel.lower().endswith(".lua"):
        text = folded(text)[0]  # a list whose items were pieces is a list of literals only once they are folded
    ruby = _runs_backticks(snippet.rel)  # Ruby, Perl, PHP and Ruby's build files (a Rakefile's `sh "…"`)
    operators = ruby and (_BACKTICK_COMMAND.search(text) is not None or _RAKE_SH.search(text) is not None)
    if not operators and not any(
        anchored_search(p.pattern, text) for p in (_FETCH, _EXEC, _SOCKET, _EGRESS, _DECODE, _DNS)
    ):
        return inline  # no sink at all: nothing this reading could report
    flow = _Flow(text, _parameters(text), dict(seeded or {}), coded=coded)
    out = _read(snippet, text, flow)
    if flow.tainted_parameters:
        # a function handed data at a call below its definition: read again, its parameters now known
        again = {**(seeded or {}), **flow.tainted_parameters}
        out = _read(snippet, text, _Flow(text, flow.parameters, again, coded))
    return [*out.found, *inline]


def _inline_programs(snippet: Snippet, text: str) -> list[Capability]:
    """What the code a CMake ``COMMAND`` hands an interpreter inline does, read by that language's analyser."""
    from skillgrade.rules.security.behaviour import languages  # imports this module

    found: list[Capability] = []
    for language, code, line in cmake.inline_programs(text):
        inner = Snippet(snippet.path, snippet.rel, language, code, snippet.first_line + line, snippet.presentation)
        found.extend(languages.analyse(inner))
    return found


class _Flow:
    """What one reading of a file learns beyond its variables: which names were opened from which
    (a handle from its path), which functions take which parameters, and what they were handed."""

    def __init__(
        self,
        text: str,
        parameters: dict[str, list[str]],
        seeded: dict[str, Value] | None = None,
        coded: frozenset[int] = frozenset(),
    ) -> None:
        self.text = text
        self.coded = coded
        """Lines that spelled a string in character codes (:func:`.folding.folded`)."""
        self.lines = text.split("\n")
        self.xor = xor_tables(self.lines) if xors(text) else XorTables({}, {})
        self.parameters = parameters
        self.tainted_parameters: dict[str, Value] = {}
        self.seeded = seeded or {}
        self.opened_from: dict[str, set[str]] = {}
        self.constants: dict[str, str] = {}
        self.saved: dict[str, tuple[Origin, ...]] = {}
        """Downloads saved under a path, by the path's file name."""
        self.socket = _SOCKET.search(text) is not None
        self.peer = _peer(self.lines) if self.socket else "?"
        self.home = _HOME_CALL.search(text) is not None
        """The file takes the home folder's path (``os.UserHomeDir()``, ``Dir.home``): pieces joined to
        a name holding it are paths under home."""
        self.urls = [
            (n, found) for n, row in enumerate(self.lines, start=1) if "://" in row and (found := vocabulary.urls(row))
        ]
        """The URLs of each line that has one (the nearest above a command is where it sends)."""
        self.hex = _HEX_DECODER.search(text) is not None
        self.stdin_of: dict[str, str] = {}
        """Handles open for writing to a shell's or interpreter's standard input, with its name."""
        self.pipes = "popen" in text or "|" in text
        self.captured: tuple[Origin, ...] = ()
        """What the string last matched against a pattern carried: its groups (``$1``) carry it too."""


_SHELL_COMMAND = re.compile(
    r"\s*(?:sudo\s+)?(?:curl|wget|bash|sh|zsh|nc|ncat|socat|python3?|perl|ruby|node|php|base64|openssl|eval|echo"
    r"|printf|cat|chmod|crontab|powershell|pwsh|iwr|irm)\b"
)
"""Decoded text that is a shell command line: read as shell where a sink runs the name holding it."""
_PATTERN_BINDING = re.compile(r"^(?:if|while)\s+let\s+[\w:]+\(\s*(?:mut\s+)?(\w+)\s*\)\s*=(?!=)")
_INIT_STATEMENT = re.compile(r"^(?:\}\s*else\s+)?(?:if|switch)\s+(\w+(?:\s*,\s*\w+)*\s*:=.+);[^;\"'`]*\{\s*$")
"""Go's ``if b, err := os.ReadFile(p); err == nil {`` (and ``switch``): the statement before the ``;``
is an assignment whose names hold its value inside the block."""


_Open = tuple[tuple[list[str], int], ...] | None
"""The values written over several lines still open: each one's names and its brackets left open."""
_MAX_OPEN_VALUES = 8


def _read(snippet: Snippet, text: str, flow: _Flow) -> Emitter:
    out = Emitter(snippet)
    variables: dict[str, Value] = dict(flow.seeded)
    function: str | None = None
    continued: _Open = None
    """The names an assignment whose brackets are still open gives its value to, and how deep."""
    # a line starting with a quote is VBScript's comment, but in Ruby, Perl and PHP a string (a hash's
    # or an array's key written on its own line)
    comments = _COMMENTS if _runs_backticks(snippet.rel) else (*_COMMENTS, "'")
    importing = False
    """Inside Go's grouped ``import ( … )``."""
    for number, raw in enumerate(text.split("\n"), start=1):
        line = raw.strip()
        if not line or line.startswith(comments):
            continue
        if importing or line.startswith("import"):
            importing, declared = _go_import(line, importing)
            if declared:
                continue
        line = _PATTERN_BINDING.sub(r"let \1 =", line)  # Rust: if let Ok(v) = …, while let Some(x) = …
        if ":=" in line and ";" in line:
            line = _INIT_STATEMENT.sub(r"\1", line)  # Go: if b, err := os.ReadFile(p); err == nil {
        cmake = _CMAKE_SET.match(line) if line[:4].lower() == "set(" else None
        if cmake is not None:
            line = f"{cmake.group(1)} = {cmake.group(2)}"
        defined = _FUNCTION.match(raw)
        if defined is not None:
            function = defined.group(1).rsplit(".", 1)[-1].rsplit(":", 1)[-1]
        elif raw[:1] not in (" ", "\t") and function is not None and not re.match(r"(?:end|\}|End )", line):
            function = None  # back at the top level: a call after here is not inside the function
        carried = _read_line(out, variables, number, line, flow=flow)
        if defined is not None:
            continued = None  # a definition starts: a bracket left open above was not a value's
        continued = _continue_value(variables, line, carried, continued)
        if function is not None and carried.origins:
            # what a function's body downloads or decodes is what calling it gives
            known = variables.get(function, UNKNOWN)
            variables[function] = Value(None, _bounded(merged(known.origins, carried.origins)))
        if defined is None:
            _hand_to_functions(flow, variables, line)
    return out


_GO_IMPORT_SPEC = re.compile(r"(?:[\w.]+\s+)?(?:\"[^\"\n]*\"|`[^`\n]*`)\s*;?\s*(?://.*)?")
"""One of Go's import specs: a package path, with an optional name (``ks "…/keystore"``, ``_ "embed"``)."""


def _go_import(line: str, importing: bool) -> tuple[bool, bool]:
    """Whether a grouped Go ``import ( … )`` is still open after the line, and whether the line only
    declares imports. A spec's string is a package path the compiler resolves, never a file the program
    opens when it runs (``"sync/atomic"``, ``"…/accounts/keystore"`` read as paths would be a wallet)."""
    if importing:
        if line.startswith(")"):
            return False, True
        return True, _GO_IMPORT_SPEC.fullmatch(line) is not None
    opened = re.fullmatch(r"import\s*\(\s*(.*)", line)
    if opened is not None:
        rest = opened.group(1)
        if not rest:
            return True, True
        # import ( "a"; "b" ) on one line
        specs = rest.rstrip().removesuffix(")").split(";")
        return not rest.rstrip().endswith(")"), all(_GO_IMPORT_SPEC.fullmatch(s.strip()) for s in specs if s.strip())
    return False, re.fullmatch(r"import\s+" + _GO_IMPORT_SPEC.pattern, line) is not None


def _read_line(
    out: Emitter, variables: dict[str, Value], number: int, line: str, depth: int = 0, flow: _Flow | None = None
) -> Value:
    assigned = _ASSIGN.match(line)
    # what an assignment carries is its right side's (``out, _ := exec.Command(…)`` runs nothing in ``out``)
    value = _expression(out, variables, number, assigned.group(3) if assigned else line, flow)
    if _DECODE.search(line) and depth < 2:
        # a name given a constant above (``val k = "…"; decode(k)``) decodes as that constant
        decoded = _decoded_literals(_with_constants(line, flow.constants) if flow is not None else line)
        for text in decoded:
            value = Value(None, merged(value.origins, _read_line(out, variables, number, text, depth + 1).origins))
        if len(decoded) == 1 and value.origins:
            value = Value(decoded[0], value.origins)  # kept as text: a shell handed it later runs it
    if flow is not None:
        value = _flow_line(out, variables, number, line, value, flow)
    commands = _constant_commands(line, _runs_backticks(out.snippet.rel))
    if flow is not None and flow.constants and _RUN_STRING_NAMED.search(line):
        # a command held in a name (``local cmd = "…" .. url``; ``os.execute("(" .. cmd .. ") &")``):
        # what the name holds, put together with the pieces around it
        commands = _constant_commands(folded(_with_constants(line, flow.constants))[0], False) or commands
    # `env`, exec.Command("env").Output(): the output carries what the command prints
    printed = merged(*(out.printed(number, command) for command in [*commands, *_argv_commands(line)]))
    value = Value(value.text, merged(value.origins, printed)) if printed else value
    request = _built_request_sent(flow, variables, line) if flow is not None and ".Do" in line else None
    if request is not None and flow is not None:
        # client.Do(req) of a request given data after it was made (req.Header.Set("X-Ctx", blob)):
        # sent to the address the request was made with
        out.egress(number, _host(_address_made_with(flow, request, number)), variables[request])
    elif _EGRESS.search(line) or (flow is not None and _sends_request_data(flow, number, line)):
        urls = vocabulary.urls(line) or (_urls_above(flow, number) if flow is not None else [])
        host = _host(urls)
        sent = [v for name in _NAME.findall(line) if (v := variables.get(name)) is not None and v.origins]
        # and what the line itself reads (Net::HTTP.post_form(uri, ENV.to_h))
        sent += [Value(None, value.of(Source.ENV) + value.of(Source.SECRET))]
        data = Value(None, merged(*(v.origins for v in sent)))
        out.egress(number, host, data)
    elif "://" in line and _FETCH.search(line):
        carried = _carried_in_address(line, variables)
        if carried:  # a request's address holding a secret: the server it asks is handed the secret
            out.egress(number, _host(vocabulary.urls(line)), Value(None, carried), "sends (in the URL)")
    if flow is not None and flow.pipes:
        _feed_stdin(out, variables, number, line, flow)
    ran = value  # what the line's sink runs; a constant command's download is what the call returns
    sink = _EXEC.search(line)
    if sink is not None and flow is not None and number in flow.coded:
        ran = Value(None, merged(ran.origins, _run_spelled_in_codes(out, variables, number, line[sink.end() :], depth)))
    if sink is not None and flow is not None:
        for name in dict.fromkeys(_NAME.findall(line[sink.start() :])):
            held = variables.get(name)
            if held is not None and held.text and held.of(Source.DECODED) and _SHELL_COMMAND.match(held.text):
                ran = Value(None, merged(ran.origins, _shell(out, number, held.text)))  # decoded shell, run here
        for name, origins in flow.saved.items():
            if re.search(rf"(?<![\w.-]){re.escape(name)}(?![\w.-])", line):  # a command naming a saved file runs it
                ran = Value(None, merged(ran.origins, origins))
    for inner in commands:
        if any(word in inner for word in ("curl", "wget", "http", "base64", "/dev/tcp", "iex", "powershell")):
            value = Value(None, merged(value.origins, _shell(out, number, inner)))
    written = _WRITE.search(line)
    if written is not None:
        content = _expression(out, variables, number, written.group(2))
        if content.origins:
            variables[written.group(1).lstrip("$")] = content
    if _SOCKET.search(line) and _SHELL_PROGRAM.search(out.snippet.text):
        address = re.search(r"['\"]((?:\d{1,3}\.){3}\d{1,3}|[a-z0-9-]+(?:\.[a-z0-9-]+)+)['\"]", line)
        host = address.group(1) if address else "?"
        out.emit(
            Kind.RAW_SOCKET,
            f"{host} (remote shell)",
            out.at(number, f"opens a raw connection to {host} and hands it a shell"),
        )
    if sink is not None and _handles_files_only(_command_of(line, sink)):
        _pack(variables, line)
    if sink is not None and ran.origins and not _handles_files_only(_command_of(line, sink)):
        # what a connection sent is a remote shell's input (below), not a download
        code = Value(None, tuple(o for o in ran.origins if o.detail != _CONNECTION))
        out.executes(number, code, f"runs it ({sink.group(0).strip(' (')})")
        if flow is not None:
            _run_with_data(out, number, line, value, flow)
    if assigned is not None and flow is not None:
        constant = _constant_value(assigned.group(3).strip().rstrip(";"), flow.constants)
        if constant is not None:
            flow.constants[assigned.group(1)] = constant
        else:
            flow.constants.pop(assigned.group(1), None)
    if value.origins and ("[" in line or "{" in line):
        _fill_containers(variables, line, value)
    if assigned is not None:
        kept = value if sink is None else Value(None, merged(value.of(Source.FETCHED), printed))
        for name in _assigned_names(assigned):
            variables[name] = kept
            if flow is not None:
                flow.opened_from[name] = {n for n in _NAME.findall(assigned.group(3)) if n in variables and n != name}
    return value


_COMMENTS = ("#", "--", "//", "REM ", "rem ")
_KEYED_WRITE = re.compile(
    r"(?<![\w.$@%])\$?([A-Za-z_]\w*)\s*\[[^\]\n]*\]\s*=(?![=~>])|\$([A-Za-z_]\w*)\s*\{[^}\n]*\}\s*=(?![=~>])"
)
"""A write into one entry of a map or list (``diag[k] = v``, ``$h{k} = v``, ``$rows[] = v``)."""


def _fill_containers(variables: dict[str, Value], line: str, value: Value) -> None:
    """A line carrying data that writes it into an entry of a map or list (``env.each { k, v ->
    diag[k] = v }``, ``$h{$k} = $ENV{$k}``): the container holds that data from here on, so sending
    the container sends it. The line's own value stands for the entry's (a block's bindings are the
    receiver's items)."""
    for match in _KEYED_WRITE.finditer(line):
        name = match.group(1) or match.group(2)
        held = variables.get(name, UNKNOWN)
        variables[name] = Value(None, _bounded(merged(held.origins, value.origins)))


def _continue_value(variables: dict[str, Value], line: str, carried: Value, continued: _Open) -> _Open:
    """Follow a value written over several lines: a line inside the brackets an assignment above left
    open gives what it carries to the assigned names. Returns the values still open after ``line``,
    outermost first, each with its names and how deep (an assignment opening brackets it does not
    close starts one, inside another too: ``msg = [`` … ``]`` in a closure ``hook = {`` … ``}``)."""
    frames = continued or ()
    if frames and carried.origins:
        for name in {name for names, _ in frames for name in names}:
            held = variables.get(name, UNKNOWN).origins
            variables[name] = Value(None, _bounded(merged(held, carried.origins)))
    balance = _bracket_balance(line) if frames else 0
    frames = tuple((names, depth + balance) for names, depth in frames if depth + balance > 0)
    assigned = _ASSIGN.match(line)
    opened = _bracket_balance(assigned.group(3)) if assigned is not None else 0
    if assigned is not None and opened > 0 and len(frames) < _MAX_OPEN_VALUES:
        frames = (*frames, (_assigned_names(assigned), opened))
    return frames or None


def _bracket_balance(text: str) -> int:
    """How many more brackets ``text`` opens than it closes, outside its string literals: a value
    written over several lines (``body = {``, a hash or list closed lines below) is still open."""
    bare = _LONE_LITERAL.sub('""', text)
    return sum(bare.count(c) for c in "([{") - sum(bare.count(c) for c in ")]}")


def _flow_line(out: Emitter, variables: dict[str, Value], number: int, line: str, value: Value, flow: _Flow) -> Value:
    """Flow the line-by-line reading misses: a connection's input, bytes XORed with a key, the whole
    environment, a DNS name built from data, loop items, and a write into a name (and the path the
    name was opened from)."""
    if flow.socket and _RECEIVE.search(line):
        received = Origin(Source.FETCHED, _CONNECTION, out.at(number, "receives what the connection sends"))
        value = Value(None, merged(value.origins, (received,)))
    xored = xor_decoded(flow.lines, number - 1, flow.xor) if xors(line) else None
    if xored is not None:
        origin = out.decoded(number, "bytes XORed with a key held in the file")
        value = Value(None, merged(value.origins, (origin,), _shell(out, number, xored)))
    whole = _ENV_WHOLE.search(line)
    if whole is not None:
        value = Value(None, merged(value.origins, (out.env_dump(number, whole.group(0)),)))
    one = _ENV_ONE.search(line) if whole is None else None
    if one is not None:
        tokens = tuple(
            Origin(Source.TOKEN, f"${name}", out.at(number, f"reads ${name}"))
            for name in _variable_names(flow, one.group(1))
            if _SECRET_NAME.search(name)
        )
        value = Value(None, merged(value.origins, tokens[:3]))
    if _DNS.search(line):
        carried = [o for o in value.origins if o.source in (Source.SECRET, Source.ENV, Source.TOKEN)]
        if carried:
            looked_up = out.at(number, "looks up a name built from it")
            out.emit(Kind.DNS_TUNNEL, "?", *(o.evidence for o in carried), looked_up)
    value = _captures(variables, line, value, flow)
    loop = _LOOP.match(line)
    if loop is not None:
        bound = next(g for g in loop.groups() if g is not None)
        if value.origins and not _block_ends_on(line):
            variables[bound] = value
        # a block's parameter is what it was opened on: f.outputStream().use { o -> … } writes f; a
        # loop's item is part of what it iterates
        head = line[: loop.start(4)] if loop.group(4) is not None else line
        flow.opened_from[bound] = {n for n in _NAME.findall(head) if n in variables and n != bound}
    saved = _DOWNLOADED_TO.search(line)
    if saved is not None and value.origins:
        _save(variables, flow, saved.group(1), value.origins)
    stored = _WRITTEN_TO_PATH.search(line) if saved is None else None
    if stored is not None:  # File.binwrite("/tmp/x", body): what body holds is in the file of that name
        data = _expression(out, variables, number, stored.group(2))
        if data.of(Source.FETCHED) or data.of(Source.DECODED):
            _save(variables, flow, stored.group(1), data.origins)
    writer = _WRITER_ON.search(line)
    if writer is not None and value.origins:  # f.withOutputStream { it << input }: f holds the line's data
        _write_into(variables, flow, writer.group(1), value.origins)
    mutated = _MUTATE.match(line)
    if mutated is not None:
        target = next((g for g in mutated.groups() if g is not None), "")
        written = _expression(out, variables, number, line[mutated.end(0) :] or line, None)
        origins = written.origins or value.origins
        if origins and target:
            _write_into(variables, flow, target, origins)
    return value


def _captures(variables: dict[str, Value], line: str, value: Value, flow: _Flow) -> Value:
    """A pattern's groups are pieces of the string it matched: ``while ($hex =~ /(.{1,60})/g) { $part = $1 }``
    gives ``$part`` what ``$hex`` held, and PHP's ``preg_match(…, $s, $m)`` gives it to ``$m``."""
    if "=~" in line or "preg_match" in line:
        matched = _MATCHED.search(line)
        if matched is not None:
            subject = variables.get(matched.group(1) or matched.group(2) or "")
            flow.captured = subject.origins if subject is not None else ()
            if matched.group(3) and flow.captured:
                variables[matched.group(3)] = Value(None, flow.captured)
    if flow.captured and "$" in line and _CAPTURED.search(line):
        return Value(None, merged(value.origins, flow.captured))
    return value


def _save(variables: dict[str, Value], flow: _Flow, target: str, origins: tuple[Origin, ...]) -> None:
    """A download saved to ``target`` as written: a variable (``${SCRIPT}``, ``$file``) holds it; a
    path holds it by its file name, for a later command that names the file."""
    whole = re.fullmatch(r"\$\{?(\w+)\}?", target)
    if whole is not None:
        _write_into(variables, flow, whole.group(1), origins)
        return
    name = target.replace("\\", "/").rsplit("/", 1)[-1]
    if len(name) >= 3 and not re.search(r"[${}*]", name):
        flow.saved[name] = origins


def _block_ends_on(line: str) -> bool:
    """A one-line block (``xs.each { |x| puts x }``): its parameter means nothing after the line."""
    if "{" in line:
        return line.count("{") <= line.count("}")
    return re.search(r"\bdo\b", line) is not None and re.search(r"\bend\W*$", line) is not None


_MAX_ORIGINS = 6


def _bounded(origins: tuple[Origin, ...]) -> tuple[Origin, ...]:
    """At most a few origins of each kind: a name written in a loop or a function called many times
    keeps what shows where its data came from, not every repetition (which made long files slow)."""
    kept: list[Origin] = []
    counts: dict[Source, int] = {}
    for origin in origins:
        counts[origin.source] = counts.get(origin.source, 0) + 1
        if counts[origin.source] <= _MAX_ORIGINS:
            kept.append(origin)
    return tuple(kept)


def _write_into(variables: dict[str, Value], flow: _Flow, target: str, origins: tuple[Origin, ...]) -> None:
    """Data written into ``target`` is in it, and in the path it was opened from (a few steps back)."""
    names, seen = [target], set[str]()
    while names and len(seen) < 6:
        name = names.pop()
        if name in seen:
            continue
        seen.add(name)
        known = variables.get(name, UNKNOWN)
        variables[name] = Value(None, _bounded(merged(known.origins, origins)))
        names.extend(flow.opened_from.get(name, ()))


def _run_spelled_in_codes(
    out: Emitter, variables: dict[str, Value], number: int, arguments: str, depth: int
) -> tuple[Origin, ...]:
    """What a sink runs when its code was spelled in character codes: decoded text, read again as
    a command (and as this language, for ``load``/``eval``) to see what it does."""
    literal = _STRING.search(arguments)
    code = next((g for g in literal.groups() if g is not None), "") if literal is not None else ""
    if len(code) < 4:
        return ()
    origin = out.decoded(number, "text spelled in character codes")
    found = _shell(out, number, code)
    if depth < 2:
        found = merged(found, _read_line(out, variables, number, code, depth + 1).origins)
    return merged((origin,), found)


_STDIN_OPENED = re.compile(
    r"""(?:\bopen\s*\(\s*(?:my\s+|local\s+)?[$*]?(?P<perl>\w+)\s*,\s*['"](?:\|-['"]\s*,\s*['"]|\|\s*)"""
    r"""|(?:my\s+|local\s+)?\$?(?P<handle>\w+)\s*=\s*(?:IO\.|io\.)?popen\s*\(\s*['"])"""
    r"""(?:/usr)?(?:/bin/)?(?P<program>(?:ba|z|da|k)?sh|perl|ruby|python3?|php|node|lua)\b['"\s]"""
    r"""(?:[^)]*?,\s*['"]w)?"""
)
"""A handle opened onto a shell's or interpreter's standard input: Perl's ``open($h, "|-", "sh")`` or
``open(H, "| sh")``, PHP's and Lua's ``popen("sh", "w")``, Ruby's ``IO.popen("sh", "w")``."""
_STDIN_WRITTEN = re.compile(
    r"\bprint\s*\{?\s*\$?(?P<a>\w+)\s*\}?\s+(?P<x>[^;]+)|\b(?:fwrite|fputs|syswrite)\s*\(\s*\$?(?P<b>\w+)\s*,"
    r"(?P<y>[^;]+)|\$?(?P<c>\w+)\s*(?:->|\.|:)\s*(?:print|write|puts|syswrite)\s*\(?(?P<z>[^;]+)"
)


def _feed_stdin(out: Emitter, variables: dict[str, Value], number: int, line: str, flow: _Flow) -> None:
    """Code written into a handle on a shell's standard input runs as that shell's program: a
    download printed into it is a download run."""
    opened = _STDIN_OPENED.search(line)
    if opened is not None:
        flow.stdin_of[opened.group("perl") or opened.group("handle")] = opened.group("program")
    written = _STDIN_WRITTEN.search(line) if flow.stdin_of else None
    if written is None:
        return
    handle = written.group("a") or written.group("b") or written.group("c")
    program = flow.stdin_of.get(handle)
    if program is None:
        return
    data = _expression(out, variables, number, written.group("x") or written.group("y") or written.group("z"))
    if data.of(Source.FETCHED) or data.of(Source.DECODED):
        out.executes(number, data, f"writes it to {program}'s standard input")


def _run_with_data(out: Emitter, number: int, line: str, value: Value, flow: _Flow) -> None:
    """A command run with data in it: what a connection sent (a remote shell), or secrets handed to a
    network client in its arguments (``{"curl", "-F", "f=@" .. key, url}`` sends them)."""
    received = [o for o in value.of(Source.FETCHED) if o.detail == _CONNECTION]
    if received:
        ran = out.at(number, "runs what the connection sent")
        out.emit(Kind.RAW_SOCKET, f"{flow.peer} (remote shell)", received[0].evidence, ran)
    carried = [o for o in value.origins if o.source in (Source.SECRET, Source.ENV)]
    client = (_UPLOADER.search(line) or _UPLOADER.search(flow.text)) if carried else None
    if client is not None:
        above = [found[-1] for at, found in flow.urls if at < number]
        urls = vocabulary.urls(line) or above[-1:]
        if client.group(1) in ("dig", "nslookup", "host", "drill"):
            looked_up = out.at(number, f"hands it to {client.group(1)}, in a name it looks up")
            out.emit(Kind.DNS_TUNNEL, "?", *(o.evidence for o in carried), looked_up)
            return
        out.egress(number, _host(urls), Value(None, tuple(carried)), f"hands {client.group(1)}")


_PEER = re.compile(r"['\"]((?:\d{1,3}\.){3}\d{1,3}|[a-z0-9-]+(?:\.[a-z0-9-]+)+)(?::\d+)?['\"]")


def _peer(lines: list[str]) -> str:
    """The host the file's connection goes to, when a constant names it where it is opened."""
    for line in lines:
        if _SOCKET.search(line) or re.search(r"[.:]connect\(", line):
            address = _PEER.search(line)
            if address is not None:
                return address.group(1)
    return "?"


def _host(urls: list[str]) -> str:
    """The host of the first URL, or ``?`` when it is built at run time (``https://#{host}/x``)."""
    host = vocabulary.url_host(urls[0]) if urls else None
    return host if host and not re.search(r"[#${}%]", host) else "?"


def _command_of(line: str, sink: re.Match[str]) -> str:
    """The text of the command a sink runs: its arguments, or the list it is called on (Groovy's
    ``["unzip", f.path].execute()``)."""
    if sink.group(0) == ".execute()" and "[" in line[: sink.start()]:
        return line[line.rfind("[", 0, sink.start()) : sink.start()]
    return line[sink.end() :]


def _pack(variables: dict[str, Value], line: str) -> None:
    """A file tool's command (``system("tar", "czf", out, *items)``): each name it is given holds,
    from now on, what all of them hold. The archive or copy it writes carries the files it packs, so
    a later read of ``out`` reads those files."""
    named = [n for n in dict.fromkeys(_NAME.findall(line)) if n in variables]
    origins = merged(*(variables[n].origins for n in named))
    if not origins:
        return
    for name in named:
        variables[name] = Value(variables[name].text, origins)


def _handles_files_only(arguments: str) -> bool:
    """A command whose program is a tool that only handles files (``tar``, ``unzip``, ``jq``, CMake's
    ``cmake -E tar``/``copy``)."""
    words = [w.strip("\"'") for w in re.findall(r"\$\{\w+\}|[^\s,()\[\]{}]+", arguments)]
    words = [w for w in words if w]
    if words[:1] == ["COMMAND"]:  # CMake: execute_process(COMMAND program …)
        words = words[1:]
    if not words:
        return False
    program = vocabulary.command_name(words[0])
    if program in ("${cmake_command}", "cmake") and len(words) > 2 and words[1] == "-E":
        return words[2] not in ("env", "chdir", "time")
    return program in _FILE_TOOLS


def _sends_request_data(flow: _Flow, number: int, line: str) -> bool:
    """A request (on this line or just above) given headers, a query or a body holding a variable."""
    data = _REQUEST_DATA.search(line)
    if data is None or not re.search(r"\$\w|(?<![\w'\"])[A-Za-z_]\w*\s*[,)}\]]", _STRING.sub("", data.group(1))):
        return False
    # the request's own call: this line, or lines above that the call continues from (ending in , ( {)
    index = number - 1
    while True:
        if _FETCH.search(flow.lines[index]):
            return True
        index -= 1
        if index < max(0, number - 4) or not flow.lines[index].rstrip().endswith((",", "(", "{")):
            return False


_ADDRESS_LITERAL = re.compile(r"\"(https?://[^\"\n]*)\"|'(https?://[^'\n]*)'")
_INTERPOLATED = re.compile(r"\$\{?\s*([A-Za-z_]\w*)|#\{\s*([A-Za-z_]\w*)")
"""A name put into a string: Groovy's and Kotlin's ``${t}``/``$t``, Ruby's ``#{t}``."""


def _carried_in_address(line: str, variables: dict[str, Value]) -> tuple[Origin, ...]:
    """The secrets or environment a request's URL carries: names interpolated into the URL literal or
    joined to it after it (``new URL("https://h/?d=" + t).text``, ``URL("https://h/$t").readText()``)."""
    found = _ADDRESS_LITERAL.search(line)
    if found is None:
        return ()
    literal = found.group(1) or found.group(2) or ""
    names = [a or b for a, b in _INTERPOLATED.findall(literal)]
    names += _NAME.findall(_STRING.sub("", line[found.end() :]))
    carried = [o for name in dict.fromkeys(names) if (v := variables.get(name)) is not None for o in v.origins]
    return tuple(o for o in carried if o.source in (Source.SECRET, Source.ENV))


_REQUEST_SENT = re.compile(r"\.(?:Do|RoundTrip)\(\s*&?([A-Za-z_]\w*)\s*\)")
"""Go's ``client.Do(req)`` (and a transport's ``RoundTrip(req)``): the request object is sent as built."""


def _built_request_sent(flow: _Flow, variables: dict[str, Value], line: str) -> str | None:
    """The request a line sends (``http.DefaultClient.Do(req)``) when data was written into it after
    it was made (a header set from the environment): the name of that request, else ``None``."""
    sent = _REQUEST_SENT.search(line)
    if sent is None or not variables.get(sent.group(1), UNKNOWN).origins:
        return None
    return sent.group(1)


def _address_made_with(flow: _Flow, request: str, number: int) -> list[str]:
    """The URLs on the nearest line above ``number`` that made ``request`` (``req, _ := http.NewRequest(
    "POST", "https://…", body)``), or the nearest URLs above when none is spelled there."""
    made = re.compile(rf"^\s*{re.escape(request)}\b[^=]*:?=")
    for index in range(min(number, len(flow.lines)) - 1, -1, -1):
        if made.match(flow.lines[index]):
            return vocabulary.urls(flow.lines[index]) or _urls_above(flow, index + 1)
    return _urls_above(flow, number)


def _urls_above(flow: _Flow, number: int) -> list[str]:
    lines = flow.lines
    for index in range(min(number, len(lines)) - 1, max(0, number - 3) - 1, -1):
        found = vocabulary.urls(lines[index])
        if found:
            return found
    return []


def _assigned_names(assigned: re.Match[str]) -> list[str]:
    """The names an assignment binds: the first and, for ``a, b := …`` or ``let (a, b) = …``, the others."""
    others = [n.strip().removeprefix("mut ").strip().lstrip("$") for n in assigned.group(2).split(",") if n.strip()]
    return [n for n in (assigned.group(1), *others) if n not in ("_", "err", "")]


def _parameters(text: str) -> dict[str, list[str]]:
    """Each function's parameter names, by the function's own name (``func f(h string)`` → ``f: [h]``)."""
    found: dict[str, list[str]] = {}
    for line in text.split("\n"):
        defined = _PARAMETERS.match(line)
        if defined is None:
            continue
        name = re.split(r"[.:]", defined.group(1))[-1]
        names = [re.sub(r"^(?:mut\s+|&)", "", p.strip()).lstrip("$@%") for p in defined.group(2).split(",")]
        found[name] = [re.split(r"[\s:]", n, maxsplit=1)[0] for n in names if n]
    return found


def _hand_to_functions(flow: _Flow, variables: dict[str, Value], line: str) -> None:
    """A call of a function of the file with data in an argument: that parameter holds the data."""
    for call in re.finditer(r"\b(\w+)\s*\(([^()]*)\)", line):
        parameters = flow.parameters.get(call.group(1))
        if not parameters:
            continue
        for parameter, argument in zip(parameters, call.group(2).split(","), strict=False):
            carried = [v for n in _NAME.findall(argument) if (v := variables.get(n)) is not None and v.origins]
            if carried and parameter not in flow.tainted_parameters and parameter not in flow.seeded:
                flow.tainted_parameters[parameter] = Value(None, merged(*(v.origins for v in carried)))


def _decoded_literals(line: str) -> list[str]:
    """The string literals of a line that decodes, as they decode: base64 (by layers) or reversed."""
    found = []
    for string in _STRING.finditer(line):
        literal = next((g for g in string.groups() if g is not None), "")
        if len(literal) < 8:
            continue
        decoded = decode_layers(literal)
        if decoded is not None:
            found.append(decoded.text)
        elif re.search(r"\breverse\b|strrev|\.reverse", line):
            found.append(literal[::-1])
    return found


def _expression(out: Emitter, variables: dict[str, Value], number: int, text: str, flow: _Flow | None = None) -> Value:
    """What an expression carries: fetched or decoded content, from a call in it or a variable it names."""
    origins: tuple[Origin, ...] = ()
    fetch = _FETCH.search(text)
    if fetch is not None:
        urls = vocabulary.urls(text)
        origins = merged(origins, (out.fetched(number, urls[0]) if urls else _unknown_fetch(out, number),))
    if _DECODE.search(text):
        origins = merged(origins, (out.decoded(number, "with " + _DECODE.search(text).group(0).rstrip("( ")),))  # type: ignore[union-attr]
    constants = flow.constants if flow is not None else {}
    home, hexes = (flow.home, flow.hex) if flow is not None else (False, False)
    for path in _paths(_with_constants(text, constants), _decodes(out.snippet.text), hexes, home):
        store = out.secret_read(number, path)
        if store is not None:
            origins = merged(origins, (store,))
            break
    if _reads_files(out.snippet.text):
        # a bundled data file this script reads paths from: what it lists is read
        for string in _STRING.finditer(text):
            literal = next((g for g in string.groups() if g is not None), "")
            if "/" not in literal or vocabulary.secret_store(literal) is not None:
                continue
            for listed, what in listed_secret_stores(literal):
                evidence = out.at(number, f"reads {what}: {listed} (listed in {literal})")
                out.emit(Kind.SECRET_READ, what, evidence)
                origins = merged(origins, (Origin(Source.SECRET, what, evidence),))
    for name in _NAME.findall(text):
        known = variables.get(name)
        if known is not None and known.origins:
            origins = merged(origins, known.origins)
    return Value(None, origins) if origins else UNKNOWN


def _paths(text: str, decodes: bool, hex_decodes: bool, home_in_file: bool = False) -> list[str]:
    """The paths a line may name: its literals with a slash (decoded when the file decodes), a
    dotfile name kept encoded, and its literal pieces put together (``p(".ssh", "/", "id_rsa")``,
    ``File.join(home, ".aws", "credentials")``)."""
    literals = [next((g for g in m.groups() if g is not None), "") for m in _STRING.finditer(text)]
    found: list[str] = []
    for literal in literals:
        decoded = decode_layers(literal) if decodes and len(literal) >= 8 and "/" not in literal else None
        if decoded is not None and (decoded.text.strip().startswith(".") or "/" in decoded.text):
            found.append(decoded.text.strip())  # a path kept encoded in a file that decodes is the path it decodes to
        elif "/" in literal:
            found.append(literal)
    if hex_decodes:
        for token in _HEX_TOKEN.findall(text):
            try:
                decoded_hex = bytes.fromhex(token).decode("ascii").strip()
            except (ValueError, UnicodeDecodeError):
                continue
            if decoded_hex.isprintable() and (decoded_hex.startswith(".") or "/" in decoded_hex):
                found.append(decoded_hex)
    if _HOME.search(text):
        # filepath.Join(home, ".ssh"), File.join(Dir.home, ".aws"): a dot-folder under the home folder
        found.extend(f"~/{literal}" for literal in literals if re.fullmatch(r"\.[\w.-]+", literal))
    pieces = [literal for literal in literals if literal]
    # filepath.Join(home, "AppData", "Roaming", "Exodus", …), with home taken from UserHomeDir on another line
    under_home = home_in_file or _HOME.search(text) is not None
    if 2 <= len(pieces) <= 8 and (under_home or any(p.startswith(".") or "/" in p for p in pieces)):
        found.extend(("".join(pieces), "/".join(pieces)))  # pieces with their slashes, or a join's
    return found


_RUN_STRING_NAMED = re.compile(
    r"(?:\b(?:system|exec|spawn|popen|shell_exec|passthru|os\.execute|io\.popen|hs\.execute)\b|\.Run\b)\s*\(?\s*"
    r"(?:\[\s*)?[\"'(]*\s*(?:\.\.\s*)?\$?[A-Za-z_]"
    r"|\b(?:ProcessStartInfo|Process\.Start)\s*\(\s*\"[^\"\n]*\"\s*,\s*[^\"\s)]"
    r"|\b(?:ProcessStartInfo|Process\.Start)\s*\(\s*\"[^\"\n]*\"\s*,\s*\"(?:[^\"\\\n]|\\.)*\"\s*\+"
    r"|\bProcessBuilder\s*\(\s*\"[^\"\n]*\"\s*,\s*\"-c\"\s*,\s*(?:[^\"\s)]|\"(?:[^\"\\\n]|\\.)*\"\s*\+)"
)
"""A sink handed a name (or a string built around one) rather than a literal; a .NET process start or
a Java ``ProcessBuilder("sh", "-c", …)`` whose command line is built around one."""
_HOME_VALUE = re.compile(
    r"(?:os\.getenv|getenv|ENV\.fetch|System\.getenv)\(\s*[\"']HOME[\"']\s*\)|\$ENV\{\s*[\"']?HOME[\"']?\s*\}"
    r"|\bENV\[\s*[\"']HOME[\"']\s*\]|\bDir\.home\b|\bos\.homedir\(\s*\)"
)
"""An expression that is the user's home folder, as a whole."""
_MAX_CONSTANT = 4096


def _constant_value(expression: str, constants: dict[str, str]) -> str | None:
    """The string an assignment's right side is when it is constant: a literal, the home folder
    (``~``), or pieces and names holding constants put together (``"cd " .. home .. " && …"``)."""
    literal = _LONE_LITERAL.fullmatch(expression)
    if literal is not None:
        return next(g for g in literal.groups() if g is not None)
    if _HOME_VALUE.fullmatch(expression):
        return "~"
    chosen = "?" in expression and len(expression) <= _MAX_CONSTANT and _FIRST_OF_TWO.search(expression) is not None
    if chosen:
        expression = _FIRST_OF_TWO.sub(r"\1", expression)  # "https://h/" + (win ? "p.ps1" : "p.sh")
    elif not constants or not _CONSTANT_NAME.search(expression) or len(expression) > _MAX_CONSTANT:
        return None
    joined = _LONE_LITERAL.fullmatch(folded(_with_constants(expression, constants))[0].strip())
    return next(g for g in joined.groups() if g is not None) if joined is not None else None


_FIRST_OF_TWO = re.compile(
    r"\(\s*[\w.!=<>&| ]+\?\s*(\"(?:[^\"\\\n]|\\.)*\"|'(?:[^'\\\n]|\\.)*')\s*:"
    r"\s*(?:\"(?:[^\"\\\n]|\\.)*\"|'(?:[^'\\\n]|\\.)*')\s*\)"
)
"""A choice between two literals (``(win ? "p.ps1" : "p.sh")``), taken as its first: the pieces around it
(the host, the command) are the same either way, and those are what a sink is judged by."""


def _with_constants(text: str, constants: dict[str, str]) -> str:
    """A line with each name given a constant string written as that string (``File.join(home, dir)``)."""
    if not constants:
        return text
    return _CONSTANT_NAME.sub(lambda m: quoted(constants[m.group(1)]) if m.group(1) in constants else m.group(0), text)


@functools.lru_cache(maxsize=8)
def _reads_files(text: str) -> bool:
    """The snippet opens files somewhere (:data:`_READS_FILES`; asked once per snippet, not once per
    expression: a search of the whole snippet for each of its lines was the dearest regex of the scan)."""
    return _READS_FILES.search(text) is not None


@functools.lru_cache(maxsize=8)
def _decodes(text: str) -> bool:
    """The snippet decodes somewhere (asked once per snippet, not once per line)."""
    return _DECODE.search(text) is not None


def _unknown_fetch(out: Emitter, number: int) -> Origin:
    evidence = out.at(number, "downloads from an address built at run time")
    out.emit(Kind.FETCH, "?", evidence)
    return Origin(Source.FETCHED, "?", evidence)


def _unquoted(literal: str) -> str:
    # \" in most of these languages, "" in VBScript and AppleScript
    return literal[1:-1].replace('\\"', '"').replace("\\'", "'").replace('""', '"')


def _shell(out: Emitter, number: int, command: str) -> tuple[Origin, ...]:
    """A constant command a sink runs, analysed as shell; what it fetches is what the call returns."""
    from skillgrade.rules.security.behaviour import languages

    snippet = Snippet(
        out.snippet.path, out.snippet.rel, Language.SHELL, command, out.snippet.first_line + number - 1,
        out.snippet.presentation, out.snippet.origin,
    )  # fmt: skip
    found = languages.analyse(snippet)
    out.found.extend(found)
    return tuple(
        Origin(Source.FETCHED, vocabulary.url_host(c.detail) or c.detail, c.chain[0])
        for c in found
        if c.kind is Kind.FETCH and c.chain
    )
