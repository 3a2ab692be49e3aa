"""The pull-request review: one inline comment on the changed line of each *new* finding.

One review per run (``POST /pulls/{n}/reviews``) carries the comments for new findings that sit
on a line the pull request added (the RIGHT side of its diff); a new finding anywhere else stays
in the summary comment only. Each comment holds a hidden marker with the finding's key (rule,
file and fingerprint of the flagged line, :mod:`skillgrade.report.fingerprint`), never its text,
so the next run knows which comments are still wanted:

- a comment whose finding is still there is left alone (never posted twice);
- a comment whose finding is gone is deleted, or, when somebody replied to it, its thread is
  resolved so the conversation stays readable;
- a run with nothing new posts nothing.

With ``review: request-changes`` a failing gate submits the review as "changes requested" (once:
not again while that review stands), and a passing gate dismisses it.

GitHub's limits: at most :data:`MAX_REVIEW_COMMENTS` comments per review, the rest listed in the
review's body; a 422 for a line GitHub does not consider part of the diff resubmits the review
without inline comments, listing them in its body instead.
"""

from __future__ import annotations

import hashlib
import re
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path

from skillgrade.ci.delta import SkillDelta
from skillgrade.ci.github import GitHubClient, GitHubError, ReviewCommentRef
from skillgrade.ci.inputs import ReviewMode
from skillgrade.ci.snapshot import FindingRef
from skillgrade.findings import Finding, Severity
from skillgrade.report.markdown import escape
from skillgrade.report.model import Report, SkillResult
from skillgrade.suggestions import Suggestion, suggestions_for

MAX_REVIEW_COMMENTS = 25
"""Inline comments per review; more new findings are listed in the review's body."""
MAX_LISTED = 30
"""Findings listed in the review's body before "…and N more"."""
FINDING_MARKER = "<!-- skillgrade:finding "
REVIEW_MARKER = "<!-- skillgrade:review -->"
_ICON = {Severity.ERROR: "❌ error", Severity.WARNING: "⚠️ warning", Severity.INFO: "ℹ️ info"}


@dataclass(frozen=True)
class NewFinding:
    """A finding the head has and the base did not, with what its review comment says."""

    key: str
    path: str
    """Relative to the repository root."""
    line: int | None
    """In the scored checkout (which may be GitHub's merge commit rather than the head)."""
    rule: str
    severity: Severity
    message: str
    fix: str | None = None
    why: str = ""
    suggestion: Suggestion | None = None


@dataclass(frozen=True)
class Placed:
    """A new finding on a line the pull request added: where its comment goes on the head."""

    finding: NewFinding
    line: int
    suggestion: Suggestion | None = None
    """Mapped to the head's lines; ``None`` when the replacement's lines are not all in the diff."""


@dataclass
class ReviewPlan:
    inline: list[Placed] = field(default_factory=list)
    elsewhere: list[NewFinding] = field(default_factory=list)
    """New findings on lines the pull request did not change (or about a whole file)."""

    def note(self, failed: bool = False) -> str:
        """One line for the summary comment; empty when there are no new findings.

        ``failed``: the review could not be posted, so the comment must not claim it was.
        """
        if not self.inline and not self.elsewhere:
            return ""
        parts = []
        if self.inline and failed:
            parts.append(
                f"{_plural(len(self.inline), 'new finding')} on changed lines could not be posted as review "
                "comments (see the run's warnings): listed below"
            )
        elif self.inline:
            parts.append(f"{_plural(len(self.inline), 'new finding')} on changed lines: commented on the line")
        if self.elsewhere:
            parts.append(f"{_plural(len(self.elsewhere), 'new finding')} elsewhere: listed below only")
        return "💬 Review: " + "; ".join(parts) + "."


@dataclass
class ReviewResult:
    posted: int = 0
    kept: int = 0
    deleted: int = 0
    resolved: int = 0
    listed: int = 0
    """New findings named in the review's body instead of on their line (over the limit, or a 422)."""
    event: str | None = None
    """The event of the review submitted, ``None`` when none was."""
    dismissed: int = 0

    def line(self) -> str:
        facts = [
            f"{self.posted} comment(s) posted",
            f"{self.kept} kept",
            f"{self.deleted} deleted",
            f"{self.resolved} resolved",
        ]
        if self.listed:
            facts.append(f"{self.listed} listed in the review body")
        if self.dismissed:
            facts.append(f"{self.dismissed} review(s) dismissed")
        submitted = f"submitted as {self.event}" if self.event else "no review submitted"
        return f"skillgrade review: {submitted}; " + ", ".join(facts)


# ----------------------------------------------------------------------------------------------
# Which findings, and where


def finding_key(path: str, rule: str, fingerprint: str) -> str:
    """The identity stored in a comment's marker: the finding's file, rule and line fingerprint."""
    return hashlib.sha256("\0".join((path, rule, fingerprint)).encode("utf-8", "surrogatepass")).hexdigest()[:20]


def finding_marker(key: str) -> str:
    return f"{FINDING_MARKER}{key} -->"


def marker_key(body: str) -> str | None:
    start = body.find(FINDING_MARKER)
    if start < 0:
        return None
    key, closed, _ = body[start + len(FINDING_MARKER) :].partition(" -->")
    return key if closed and key.isalnum() else None


def new_findings(
    deltas: Iterable[SkillDelta],
    head: Report | None,
    why: Callable[[str], str],
    workspace: Path,
) -> list[NewFinding]:
    """Every new finding of the changed skills, with its fix, why it matters, and a suggestion when one is safe."""
    skills = {_folder(s.folder): s for s in head.skills} if head is not None else {}
    found: list[NewFinding] = []
    for delta in deltas:
        if delta.after is None or not delta.new_findings:
            continue
        skill = skills.get(delta.folder)
        originals = _originals(delta.after.findings, skill)
        suggested = _suggestions(skill, workspace)
        prefix = "" if delta.folder == "." else delta.folder + "/"
        for ref in delta.new_findings:
            original = originals.get(ref)
            path = prefix + ref.file
            suggestion = suggested.get(original) if original is not None else None
            found.append(
                NewFinding(
                    key=finding_key(path, ref.rule, ref.fingerprint),
                    path=path,
                    line=ref.line,
                    rule=ref.rule,
                    severity=ref.severity,
                    message=original.message if original is not None else ref.message,
                    fix=original.fix if original is not None else None,
                    why=why(ref.rule),
                    suggestion=_relocated(suggestion, path) if suggestion is not None else None,
                )
            )
    return found


MAX_WHY = 320
"""Characters of a rule's documentation quoted as "why it matters"."""
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z`'(])")


def why_it_matters(docs: str, limit: int = MAX_WHY) -> str:
    """The first paragraph of a rule's documentation, as many whole sentences as fit in ``limit``."""
    paragraph = " ".join(docs.split("\n\n", 1)[0].split())
    if len(paragraph) <= limit:
        return paragraph
    kept = ""
    for sentence in _SENTENCE_END.split(paragraph):
        if len(kept) + len(sentence) + 1 > limit:
            break
        kept = f"{kept} {sentence}".strip()
    return kept + " …" if kept else paragraph[: limit - 1].rstrip() + "…"


def _suggestions(skill: SkillResult | None, workspace: Path) -> dict[Finding, Suggestion]:
    """``skillgrade fix``'s edits for the skill's findings; none when its files cannot be read again."""
    if skill is None:
        return {}
    try:
        return suggestions_for(skill, workspace)
    except OSError:
        return {}


def _folder(folder: str) -> str:
    return "." if folder in ("", ".") else folder


def _originals(refs: list[FindingRef], skill: SkillResult | None) -> dict[FindingRef, Finding]:
    """The full finding behind each snapshot entry: the snapshot lists the skill's active findings in order."""
    if skill is None:
        return {}
    active = [f for f in skill.findings if not f.suppressed]
    if len(active) != len(refs):
        return {}
    return {ref: finding for ref, finding in zip(refs, active, strict=True) if ref.rule == finding.rule}


def _relocated(suggestion: Suggestion, path: str) -> Suggestion:
    """The suggestion with the repository-relative path the review uses."""
    return Suggestion(path, suggestion.start_line, suggestion.end_line, suggestion.replacement)


def place(
    findings: Iterable[NewFinding],
    added: dict[str, frozenset[int]],
    to_head: Callable[[str, int], int | None],
) -> ReviewPlan:
    """Split the new findings: on a line the pull request added (inline) or not (summary comment)."""
    plan = ReviewPlan()
    for f in sorted(findings, key=lambda f: (f.severity.rank, f.path, f.line or 0, f.rule)):
        line = to_head(f.path, f.line) if f.line is not None else None
        lines = added.get(f.path, frozenset())
        if line is None or line not in lines:
            plan.elsewhere.append(f)
            continue
        plan.inline.append(Placed(f, line, _placed_suggestion(f.suggestion, lines, to_head)))
    return plan


def _placed_suggestion(
    suggestion: Suggestion | None, lines: frozenset[int], to_head: Callable[[str, int], int | None]
) -> Suggestion | None:
    """The suggestion on the head's lines, when every line it replaces is one the diff added."""
    if suggestion is None:
        return None
    mapped = [to_head(suggestion.path, n) for n in range(suggestion.start_line, suggestion.end_line + 1)]
    if any(n is None or n not in lines for n in mapped) or mapped != list(
        range(mapped[0] or 0, (mapped[0] or 0) + len(mapped))
    ):
        return None
    first, last = mapped[0], mapped[-1]
    assert first is not None and last is not None
    return Suggestion(suggestion.path, first, last, suggestion.replacement)


# ----------------------------------------------------------------------------------------------
# What the comments say


def comment_body(placed: Placed) -> str:
    f = placed.finding
    parts = [
        finding_marker(f.key),
        f"**`{f.rule}`** · {_ICON[f.severity]} · {escape(f.message)}",
    ]
    if f.why:  # the rule's own documentation (Markdown we wrote), not the skill's text: not escaped
        parts.append(f"**Why it matters:** {' '.join(f.why.split())}")
    if f.fix:
        parts.append(f"**Fix:** {escape(f.fix)}")
    if placed.suggestion is not None:
        parts.append(_suggestion_block(placed.suggestion.replacement))
    parts.append(f"<sub>skillgrade · `skillgrade rules {f.rule}` explains the rule</sub>")
    return "\n\n".join(parts)


def _suggestion_block(text: str) -> str:
    """A fence longer than any backtick run in the replacement, so the replacement cannot end it."""
    longest = max((len(run) for run in text.split("\n") for run in _backtick_runs(run)), default=0)
    fence = "`" * max(3, longest + 1)
    return f"{fence}suggestion\n{text}\n{fence}"


def _backtick_runs(line: str) -> list[str]:
    runs, current = [], ""
    for char in line:
        if char == "`":
            current += char
        elif current:
            runs.append(current)
            current = ""
    if current:
        runs.append(current)
    return runs


def _listed(findings: Iterable[NewFinding]) -> list[str]:
    items = list(findings)
    lines = [
        f"- {_ICON[f.severity].split()[0]} `{f.rule}` {escape(f'{f.path}:{f.line}' if f.line else f.path, 200)}: "
        f"{escape(f.message, 200)}"
        for f in items[:MAX_LISTED]
    ]
    if len(items) > MAX_LISTED:
        lines.append(f"- …and {len(items) - MAX_LISTED} more in the summary comment")
    return lines


def review_body(commented: int, listed: list[NewFinding], failures: list[str], reason: str) -> str:
    parts = [REVIEW_MARKER]
    if failures:
        parts.append("**skillgrade: ❌ the gate failed**\n\n" + "\n".join(f"- {escape(line)}" for line in failures))
    if commented:
        parts.append(f"skillgrade: {_plural(commented, 'new finding')} on the lines this pull request changed.")
    if listed:
        parts.append(reason + "\n\n" + "\n".join(_listed(listed)))
    parts.append("<sub>New findings on lines this pull request did not change are in the summary comment.</sub>")
    return "\n\n".join(parts)


# ----------------------------------------------------------------------------------------------
# Syncing with GitHub


def _ours(comments: list[ReviewCommentRef], viewer: str | None) -> list[ReviewCommentRef]:
    """Top-level comments holding a finding marker, written by this token's identity (by a bot when unknown)."""
    marked = [c for c in comments if c.in_reply_to is None and c.body.startswith(FINDING_MARKER)]
    if viewer:
        return [c for c in marked if c.author == viewer.removesuffix("[bot]")]
    return [c for c in marked if c.author == "github-actions"] or marked


def sync(
    client: GitHubClient,
    number: int,
    head_sha: str,
    plan: ReviewPlan,
    mode: ReviewMode,
    failures: list[str],
    limit: int = MAX_REVIEW_COMMENTS,
) -> ReviewResult:
    """Bring the pull request's review comments in line with ``plan`` (see the module's docstring).

    ``failures`` are the gate's reasons, one line per failing skill (empty when it passed).
    Raises :class:`GitHubError` (and :class:`WriteForbidden` for a read-only token).
    """
    result = ReviewResult()
    viewer = client.viewer()
    comments = client.review_comments(number)
    ours = _ours(comments, viewer)
    replied = {c.in_reply_to for c in comments if c.in_reply_to is not None}
    wanted = {p.finding.key: p for p in plan.inline}
    existing = Counter(key for c in ours if (key := marker_key(c.body)) is not None)
    result.kept = sum(1 for key in wanted if existing[key])

    _retire(client, number, _unwanted(ours, wanted.keys()), replied, result)

    to_post = [p for p in plan.inline if not existing[p.finding.key]]
    inline, over = to_post[:limit], [p.finding for p in to_post[limit:]]
    gate_failed = mode == "request-changes" and bool(failures)
    standing = _standing_requests(client, number, viewer) if mode == "request-changes" else []
    if not gate_failed and standing:
        for review in standing:
            client.dismiss_review(number, review, "skillgrade: the gate passes now.")
            result.dismissed += 1
    request_changes = gate_failed and not standing  # one standing request is enough
    if not inline and not over and not request_changes:
        return result  # nothing new to say
    event = "REQUEST_CHANGES" if request_changes else "COMMENT"
    body = review_body(len(inline), over, failures if request_changes else [], _over_limit(limit))
    payload = [_comment_payload(p) for p in inline]
    try:
        client.create_review(number, head_sha, body, event, payload)
        result.posted, result.listed = len(inline), len(over)
    except GitHubError as exc:
        if exc.status != 422 or not payload:
            raise
        # GitHub judged a line outside its diff (the head moved, or a diff it computes differently):
        # say the same in the review's body rather than nothing.
        everything = [p.finding for p in inline] + over
        reason = "skillgrade: these new findings could not be placed on their lines (GitHub refused the lines):"
        client.create_review(
            number, head_sha, review_body(0, everything, failures if request_changes else [], reason), event, []
        )
        result.listed = len(everything)
    result.event = event
    return result


def _unwanted(ours: list[ReviewCommentRef], wanted: Iterable[str]) -> list[ReviewCommentRef]:
    """Comments whose finding is gone, and any second comment for the same finding (a race of two runs)."""
    keep = set(wanted)
    seen: set[str] = set()
    unwanted = []
    for c in ours:
        key = marker_key(c.body)
        if key is None or key not in keep or key in seen:
            unwanted.append(c)
        else:
            seen.add(key)
    return unwanted


def _over_limit(limit: int) -> str:
    return f"More new findings on changed lines than the {limit} comments one review carries:"


def _comment_payload(placed: Placed) -> dict[str, object]:
    payload: dict[str, object] = {
        "path": placed.finding.path,
        "line": placed.line,
        "side": "RIGHT",
        "body": comment_body(placed),
    }
    s = placed.suggestion
    if s is not None and s.start_line < s.end_line:
        payload.update({"start_line": s.start_line, "start_side": "RIGHT", "line": s.end_line})
    return payload


def _retire(
    client: GitHubClient, number: int, comments: list[ReviewCommentRef], replied: set[int], result: ReviewResult
) -> None:
    """Delete the comments nobody answered; resolve the threads of those somebody did."""
    answered = [c for c in comments if c.id in replied]
    for c in comments:
        if c.id not in replied:
            client.delete_review_comment(c.id)
            result.deleted += 1
    if not answered:
        return
    threads = {t.first_comment: t for t in client.review_threads(number)}
    for c in answered:
        thread = threads.get(c.id)
        if thread is not None and not thread.resolved:
            client.resolve_thread(thread.id)
            result.resolved += 1


def _standing_requests(client: GitHubClient, number: int, viewer: str | None) -> list[int]:
    """Our reviews that still request changes (a later review of ours does not lift them: dismissal does)."""
    author = (viewer or "github-actions").removesuffix("[bot]")
    return [
        r.id
        for r in client.reviews(number)
        if r.author == author and r.state == "CHANGES_REQUESTED" and r.body.startswith(REVIEW_MARKER)
    ]


def _plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"
