"""EMBEDDED_SECRET: API keys, tokens and private keys embedded in the skill, placeholders excepted.

:func:`embedded_secrets` runs each credential pattern only on text that contains one of its literal
prefixes, drops obvious placeholders (example values, repeated or counting runs, PEM headers without
key material) and names what it finds in redacted form only.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator

from skillgrade.findings import Category, Finding, Severity
from skillgrade.rules.base import Rule
from skillgrade.rules.security.sources import Source, compiled, line_starts, locate, with_column

EMBEDDED_SECRET = Rule(
    "EMBEDDED_SECRET",
    Severity.ERROR,
    Category.SECURITY,
    "a credential (API key, token or private key) is embedded in the skill",
    "Revoke the credential now, remove it from the file and its history, and read it from the environment instead.",
    "Skills are copied, published and loaded into other people's agents: a key in one is a leaked "
    "key. Recognised shapes: AWS access key ids (AKIA…/ASIA…), GitHub tokens (ghp_, gho_, ghu_, "
    "ghs_, ghr_, github_pat_), OpenAI keys (sk-proj-…, sk-…), Anthropic keys (sk-ant-…), Slack "
    "tokens (xoxb-…), Google API keys (AIza…), Stripe live keys (sk_live_, rk_live_) and PEM "
    "private key blocks. Obvious placeholders are not reported: values containing XXXX, '...', "
    "'your', 'example', 'replace', 'dummy', 'placeholder', 'test' or '****', values made of one "
    "repeated character or a counting run (123456…, abcdef…), and AWS's documented example key. "
    "The message shows only the first 6 and last 4 characters.\n\n"
    "FAIL:\n"
    '    client = Anthropic(api_key="sk-ant-api03-<the real key>")\n\n'
    "PASS:\n"
    '    client = Anthropic(api_key=os.environ["ANTHROPIC_API_KEY"])',
    security_severity=8.8,
    precision="high",
)

MAX_CANDIDATES_PER_FILE = 100
"""Matches of one secret pattern examined per file: enough to report, bounded on hostile input."""

_SECRETS: tuple[tuple[str, tuple[str, ...], str], ...] = (
    # (what it is, literals one of which must occur in the text, the pattern)
    (
        "AWS access key id",
        ("AKIA", "ASIA"),
        r"(?<![A-Za-z0-9])(?:AKIA|ASIA)[A-Z0-9]{16}(?![A-Za-z0-9])",
    ),
    (
        "GitHub token",
        ("ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_"),
        r"(?<![A-Za-z0-9_])(?:gh[pousr]_[A-Za-z0-9]{36,251}|github_pat_[A-Za-z0-9_]{80,240})(?![A-Za-z0-9_])",
    ),
    (
        "Anthropic API key",
        ("sk-ant-",),
        r"(?<![A-Za-z0-9_-])sk-ant-[a-z]{2,10}\d{2}-[A-Za-z0-9_-]{40,}(?![A-Za-z0-9_-])",
    ),
    (
        "OpenAI API key",
        ("sk-proj-", "sk-svcacct-", "sk-admin-"),
        r"(?<![A-Za-z0-9_-])sk-(?:proj|svcacct|admin)-[A-Za-z0-9_-]{40,}(?![A-Za-z0-9_-])",
    ),
    (
        "OpenAI-style API key",
        ("sk-",),
        # letters and digits mixed: a real key, not a word or a run of one kind of character
        r"(?<![A-Za-z0-9_-])sk-(?=[A-Za-z]*\d)(?=\d*[A-Za-z])[A-Za-z0-9]{32,}(?![A-Za-z0-9_-])",
    ),
    (
        "Slack token",
        ("xox",),
        r"(?<![A-Za-z0-9])xox[abposr]-\d{6,}-[A-Za-z0-9-]{10,}(?![A-Za-z0-9-])",
    ),
    (
        "Google API key",
        ("AIza",),
        r"(?<![A-Za-z0-9_-])AIza[0-9A-Za-z_-]{35}(?![A-Za-z0-9_-])",
    ),
    (
        "Stripe live secret key",
        ("_live_",),
        r"(?<![A-Za-z0-9_])[sr]k_live_[0-9A-Za-z]{20,}(?![A-Za-z0-9])",
    ),
    (
        "private key block",
        ("PRIVATE KEY",),
        r"-----BEGIN (?:RSA |EC |DSA |OPENSSH |ENCRYPTED |PGP )?PRIVATE KEY(?: BLOCK)?-----",
    ),
)
_PLACEHOLDER_WORDS = (
    "xxxx",
    "...",
    "…",
    "<",
    ">",
    "****",
    "your",
    "example",
    "replace",
    "dummy",
    "placeholder",
    "redacted",
    "changeme",
    "sample",
    "fake",
    "test",
    "insert",
    "123456",
    "abcdef",
)
_REPEATED_RUN = r"(.)\1{5,}"
_BASE64_RUN = r"[A-Za-z0-9+/=]{16,}"
_PREFIX = (
    r"^(?:AKIA|ASIA|gh[pousr]_|github_pat_|sk-ant-[a-z]+\d*-|sk-(?:proj|svcacct|admin)-|sk-|xox[a-z]-|AIza|[sr]k_live_)"
)


def _placeholder(value: str) -> bool:
    body = compiled(_PREFIX).sub("", value)
    lowered = body.lower()
    if any(word in lowered for word in _PLACEHOLDER_WORDS):
        return True
    if compiled(_REPEATED_RUN).search(body):
        return True
    letters = body.replace("-", "").replace("_", "")
    return len(set(letters)) < 6


def _redact(value: str) -> str:
    return f"{value[:6]}…{value[-4:]}" if len(value) > 12 else "…"


def _real_private_key(text: str, end: int) -> bool:
    """A PEM header followed by key material, not by '...' or a placeholder."""
    after = text[end : end + 4096]
    stop = after.find("-----END")
    body = (after if stop < 0 else after[:stop]).replace("\\n", "\n")
    lowered = body.lower()
    if any(word in lowered for word in ("...", "…", "<", "your", "example", "placeholder", "redacted", "xxxx")):
        return False
    return sum(len(run) for run in compiled(_BASE64_RUN).findall(body)) >= 40


def _shown_secret(kind: str, value: str, text: str, end: int) -> str | None:
    """How to name a real-looking secret in a message, or ``None`` when it is a placeholder."""
    if kind == "private key block":
        return value.strip("-") + " with key material" if _real_private_key(text, end) else None
    return None if _placeholder(value) else f"{kind} {_redact(value)}"


def embedded_secrets(source: Source) -> Iterator[Finding]:
    text = source.text
    matches = [
        (match, kind)
        for kind, literals, pattern in _SECRETS
        if any(literal in text for literal in literals)
        for match in itertools.islice(compiled(pattern).finditer(text), MAX_CANDIDATES_PER_FILE)
    ]
    if not matches:
        return
    starts = line_starts(text)
    seen: set[tuple[int, str]] = set()
    for match, kind in sorted(matches, key=lambda item: item[0].start()):
        shown = _shown_secret(kind, match.group(), text, match.end())
        if shown is None:
            continue
        line, column = locate(starts, match.start())
        if (line, shown) not in seen:
            seen.add((line, shown))
            yield with_column(EMBEDDED_SECRET.finding(source.path, line, shown), column)
