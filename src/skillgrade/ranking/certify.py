"""Certification: deep depth plus a ranking against the corpus, in one event loop.

The skill is scored at quick depth, then the deep stage (judge + Monte Carlo, with the chosen
corpus skills listed beside its siblings) and the pairwise games against the K most relevant
corpus skills run concurrently, sharing the provider's concurrency limit. Bradley–Terry is fitted
by maximum likelihood with the opponents pinned at their corpus ratings, so the skill's rating is
on the corpus's Elo scale (1500 centre); the 95 % interval comes from a seeded bootstrap over
pairs, and the percentile from the corpus ratings. The badge is then recomputed with the Elo
thresholds. When no pair could be judged the ranking is unmeasured (``elo`` stays ``None``, the
badge keeps the composite-only rule): a failure is never a low rating.
"""

from __future__ import annotations

import asyncio
import dataclasses
import time
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from skillgrade.agents.base import SkillInfo
from skillgrade.config import Config
from skillgrade.errors import UsageError
from skillgrade.layers.judge.content import flagged_lines, gather
from skillgrade.layers.judge.stage import JudgeOptions
from skillgrade.layers.monte_carlo.stage import DeepOptions
from skillgrade.progress import ProgressBars
from skillgrade.ranking import corpus as corpus_index
from skillgrade.ranking.pairwise import Contender, Games, PairResult, play, position_bias
from skillgrade.report.model import OpponentResult, RankingResult, Report, SkillResult
from skillgrade.scoring.composite import Badge
from skillgrade.skill.loader import load_skill
from skillgrade.skill.model import Skill

DEFAULT_K = 8
BOOTSTRAP_SAMPLES = 500


@dataclass(frozen=True, slots=True)
class RankingOptions:
    k: int = DEFAULT_K
    bootstrap_samples: int = BOOTSTRAP_SAMPLES
    seed: int = 0
    confidence: float = 0.95


def certify(
    path: Path,
    settings: Config,
    deep: DeepOptions,
    index: corpus_index.CorpusIndex,
    options: RankingOptions | None = None,
    *,
    debug: bool = False,
    bars: ProgressBars | None = None,
) -> tuple[Report, RankingResult]:
    """The deep report of the one skill at ``path`` with its ranking merged in, and the ranking itself.

    ``bars`` gets an ``agent runs`` and a ``pairwise games`` bar.
    """
    from skillgrade.evaluate import Options, blocking_for, build_report, evaluate
    from skillgrade.skill.discovery import discover

    options = options or RankingOptions()
    report = evaluate([path], settings, Options(depth="quick", debug=debug, jobs=1))
    if len(report.skills) != 1:
        raise UsageError(f"{path} must be exactly one skill (found {len(report.skills)})")
    result = report.skills[0]
    found = [(t.path, t.tree_root) for t in discover([path]).skills]
    shown = (Path.cwd() / result.path).resolve()
    target = next((t for t in found if t[0].resolve() == shown), found[0])
    skill = load_skill(target[0], target[1], result.folder)
    chosen = corpus_index.opponents(
        index, skill.name, skill.description or "", skill.content_hash, options.k, exclude_path=target[0]
    )
    loaded = [(entry, load_entry(entry)) for entry in chosen]
    usable = [(entry, other) for entry, other in loaded if other is not None]
    distractors = tuple(SkillInfo(o.name, o.description or "", o.body, o.root) for _, o in usable if o.description)
    deep = dataclasses.replace(deep, extra_distractors=(*deep.extra_distractors, *distractors))
    blocking, threshold = blocking_for(settings), settings.threshold
    merged, ranking = asyncio.run(_run(result, target, skill, usable, index, deep, options, blocking, threshold, bars))
    final = merge_ranking(merged, ranking)
    return build_report(
        [final],
        report.manifests,
        report.findings,
        settings,
        Options(depth="deep", allow_degraded=settings.allow_degraded),
    ), ranking


def load_entry(entry: corpus_index.CorpusEntry) -> Skill | None:
    """A corpus skill loaded from its folder; ``None`` when it is gone or unreadable (it plays no game)."""
    skill_md = entry.skill_md
    if not skill_md.is_file():
        return None
    other = load_skill(skill_md, skill_md.parent.parent, skill_md.parent.name)
    return other if other.text is not None else None


async def _run(
    result: SkillResult,
    target: tuple[Path, Path],
    skill: Skill,
    opponents: Sequence[tuple[corpus_index.CorpusEntry, Skill]],
    index: corpus_index.CorpusIndex,
    deep: DeepOptions,
    options: RankingOptions,
    blocking: Any,
    threshold: float | None,
    bars: ProgressBars | None,
) -> tuple[SkillResult, RankingResult]:
    from skillgrade.layers.monte_carlo.stage import run_deep

    deep_done, ranking = await asyncio.gather(
        run_deep([result], [target], deep, blocking=blocking, threshold=threshold, bars=bars),
        rank(result, skill, opponents, index, deep, options, bars),
    )
    return deep_done[0], ranking


async def rank(
    result: SkillResult,
    skill: Skill,
    opponents: Sequence[tuple[corpus_index.CorpusEntry, Skill]],
    index: corpus_index.CorpusIndex,
    deep: DeepOptions,
    options: RankingOptions,
    bars: ProgressBars | None = None,
) -> RankingResult:
    """Play the skill against ``opponents`` in both orders and fit its rating; never raises for a model failure."""
    size = len(index.entries)
    if result.composite.score is None:
        return RankingResult(
            status="skipped", corpus_size=size, reason="the skill could not be scored, so it was not ranked"
        )
    if not opponents:
        return RankingResult(
            status="skipped", corpus_size=size, reason="the corpus has no other readable skill to play against"
        )
    from skillgrade.llm.cache import DiskCache
    from skillgrade.llm.client import create_client

    judge = deep.judge
    budget, max_tokens = await pair_budget(judge, max(1000, judge.settings.budget_tokens // 2))
    me = Contender(skill.name, gather(skill, budget, flagged_lines(result.findings, result.folder)))
    others = [Contender(other.name, gather(other, budget)) for _, other in opponents]
    if bars is not None:
        bars.add("pairwise games", 2 * len(others))
    started = time.perf_counter()
    cache = DiskCache(judge.cache_dir) if judge.use_cache else None
    client = create_client(judge.providers[0], cache=cache, offline=judge.offline)
    try:
        games = await play(
            client,
            me,
            others,
            temperature=judge.settings.temperature,
            on_game=(lambda: bars.advance("pairwise games")) if bars is not None else None,
            # half the slots at most: the deep stage's prompt set, which every run waits for, must find one free
            concurrency=max(1, judge.providers[0].concurrency // 2),
            max_tokens=max_tokens,
        )
    finally:
        await client.aclose()
    elapsed = (time.perf_counter() - started) * 1000
    # in a thread: the bootstrap's fits would otherwise stall the deep stage's calls on this event loop
    ranking = await asyncio.to_thread(fit_ranking, skill.name, result, games, opponents, index, options)
    return replace(ranking, calls=client.calls_made, cached_calls=client.cache_hits, duration_ms=round(elapsed, 1))


async def pair_budget(judge: JudgeOptions, budget: int, max_tokens: int = 1024) -> tuple[int, int]:
    """Skill text per side and max_tokens of a pairwise game, fitted to the model's window when it is known."""
    from skillgrade.layers.judge.fit import ContextTooSmall, pairwise_fit
    from skillgrade.llm.context import probe, recall

    window = judge.context_tokens
    if window is None and not judge.offline:
        found = await probe(judge.providers[0])
        window = None if found is None else found.tokens
    if window is None and judge.use_cache:
        from skillgrade.llm.cache import DiskCache

        remembered = recall(DiskCache(judge.cache_dir).directory, judge.providers[0])
        window = None if remembered is None else remembered[0]
    if window is None:
        return budget, max_tokens
    try:
        fitted_budget, fitted_tokens = pairwise_fit(window, max_tokens)
    except ContextTooSmall:
        return budget, max_tokens  # the games then fail with the server's own reason, reported per pair
    return min(budget, fitted_budget), fitted_tokens


def fit_ranking(
    name: str,
    result: SkillResult,
    games: Games,
    opponents: Sequence[tuple[corpus_index.CorpusEntry, Skill]],
    index: corpus_index.CorpusIndex,
    options: RankingOptions,
) -> RankingResult:
    records = [_record(name, pair, opponents[pair.opponent][0], opponents[pair.opponent][1]) for pair in games.pairs]
    judged = [p for p in games.pairs if p.judged]
    common: dict[str, Any] = {
        "pairs": len(games.pairs),
        "pairs_judged": len(judged),
        "corpus_size": len(index.entries),
        "corpus_rated": len(index.ratings),
        "corpus_games": index.rating_round.games if index.rating_round else 0,
        "opponents": records,
        "position_bias": position_bias(games.pairs),
        "confidence": options.confidence,
    }
    if not judged:
        problem = next((p.problem for p in games.pairs if p.problem), "no answer")
        return RankingResult(status="failed", reason=f"no pair could be judged: {problem}", **common)
    from skillgrade.ranking.bradley_terry import Game, bootstrap, fit

    clusters = []
    anchors = {}
    for player, pair in enumerate(judged, 1):
        anchors[player] = opponents[pair.opponent][0].rating
        first, second = pair.scores
        clusters.append([Game(0, player, first), Game(0, player, second)])
    players = len(judged) + 1
    elo = float(fit([g for c in clusters for g in c], players, anchors)[0])
    low, high = bootstrap(
        clusters,
        players,
        anchors,
        0,
        samples=options.bootstrap_samples,
        seed=options.seed,
        confidence=options.confidence,
    )
    scores = [s for pair in judged for s in pair.scores]
    return RankingResult(
        status="ran",
        elo=round(elo, 1),
        ci_low=round(low, 1),
        ci_high=round(high, 1),
        percentile=corpus_index.percentile(elo, index.ratings),
        win_rate=round(sum(scores) / len(scores), 4),
        **common,
    )


def _record(name: str, pair: PairResult, entry: corpus_index.CorpusEntry, other: Skill) -> OpponentResult:
    relevance = corpus_index.relevance(name, other.description or "", entry)
    return OpponentResult(
        name=entry.name,
        path=entry.path,
        rating=entry.rating,
        relevance=round(relevance, 4),
        skill_scores=pair.scores if pair.judged else None,
        flipped=pair.flipped,
        problem=pair.problem,
    )


def merge_ranking(result: SkillResult, ranking: RankingResult) -> SkillResult:
    """Attach the ranking; set ``composite.elo`` and recompute the badge with the Elo thresholds
    when there is a rating (the badge stays on the composite alone when the ranking is unmeasured)."""
    attached = replace(result, ranking=ranking)
    composite = attached.composite
    if ranking.elo is None or composite.score is None or composite.degraded:
        return attached  # a degraded result carries no badge
    badge = Badge.from_scores(composite.score, ranking.elo)
    return replace(attached, composite=replace(composite, elo=ranking.elo, badge=badge, badge_label=badge.label))


def render_text(ranking: RankingResult) -> str:
    """A few lines for the terminal."""
    if ranking.elo is None:
        return f"Ranking: unmeasured ({ranking.reason})\n"
    bias = "n/a" if ranking.position_bias is None else f"{ranking.position_bias:.0%}"
    if ranking.percentile is None:
        where = "corpus percentile n/a (the corpus is unrated: `skillgrade init CORPUS --provider … --model …`)"
    else:
        where = (
            f"corpus percentile {ranking.percentile:g}th of {ranking.corpus_rated} rated skills "
            f"(from {ranking.corpus_games:,} corpus games)"
        )
    lines = [
        f"Ranking: Elo {ranking.elo:.0f} ({ranking.confidence:.0%} CI {ranking.ci_low:.0f}–{ranking.ci_high:.0f}), "
        + where,
        f"  {ranking.pairs_judged}/{ranking.pairs} pairs judged in both orders, win rate {ranking.win_rate:.0%}, "
        f"position bias {bias} (flips counted as ties)",
    ]
    for record in ranking.opponents:
        if record.skill_scores is None:
            outcome = f"not judged ({record.problem})"
        else:
            outcome = "flip → tie" if record.flipped else "+".join(f"{s:g}" for s in record.skill_scores)
        lines.append(f"  vs {record.name} ({record.rating:.0f}): {outcome}")
    return "\n".join(lines) + "\n"
