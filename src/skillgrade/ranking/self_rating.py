"""Rating the corpus against itself, so a percentile is a position in the corpus.

Every corpus skill starts at 1500; left there, a certified skill's percentile can only be 0, 50 or
100. ``skillgrade init CORPUS --provider … --model …`` therefore plays a sparse round: each corpus
skill (in name order) draws ``k`` distinct opponents uniformly at random from the others with
``random.Random(seed)``; a pair drawn twice is played once. Each pair is judged in both orders by
the same pairwise prompt as ``certify`` (cached like every model answer: a rerun with the same
corpus, model and seed makes no call), a flip counts as two ties, and a pair with a failed call
counts for nothing. Bradley–Terry is then fitted over all skills at once with no anchor; the one
virtual tie per skill against 1500 keeps the scale centred and every rating finite.

Cost: at most ``n · k`` pairs, i.e. ``2 · n · k`` judged games (plus one retry per unusable answer);
217 skills with the default ``k = 4`` and seed 0 draw 858 distinct pairs, 1,716 games. A skill none of whose pairs
could be judged keeps no rating (``games == 0``) and is left out of percentiles.
"""

from __future__ import annotations

import asyncio
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from skillgrade.layers.judge.content import gather
from skillgrade.layers.judge.run import Client
from skillgrade.ranking.corpus import DEFAULT_RATING, CorpusIndex, RatingRound
from skillgrade.ranking.pairwise import Contender, PairResult, judge_once

if TYPE_CHECKING:
    from skillgrade.layers.judge.stage import JudgeOptions

DEFAULT_GAMES_PER_SKILL = 4
BUDGET_TOKENS = 6_000
"""Skill text per side of a game: two skills share one prompt."""


@dataclass(frozen=True, slots=True)
class RatingSettings:
    k: int = DEFAULT_GAMES_PER_SKILL
    seed: int = 0
    budget_tokens: int = BUDGET_TOKENS
    temperature: float | None = None
    max_tokens: int = 1024
    concurrency: int = 4


def draw_pairs(size: int, k: int, seed: int) -> list[tuple[int, int]]:
    """Each of ``size`` players draws ``k`` distinct others at random; unordered pairs, each once, in draw order."""
    rng = random.Random(seed)
    seen: set[tuple[int, int]] = set()
    pairs: list[tuple[int, int]] = []
    for player in range(size):
        others = [o for o in range(size) if o != player]
        for other in rng.sample(others, min(k, len(others))):
            key = (min(player, other), max(player, other))
            if key not in seen:
                seen.add(key)
                pairs.append(key)
    return pairs


async def rate_corpus(
    index: CorpusIndex,
    client: Client,
    settings: RatingSettings,
    model: str,
    on_game: Callable[[], None] | None = None,
    on_draw: Callable[[int], None] | None = None,
) -> CorpusIndex:
    """The index with every entry's rating and games set from a seeded sparse round of pairwise games."""
    from skillgrade.ranking.certify import load_entry

    contenders: dict[int, Contender] = {}
    for i, entry in enumerate(index.entries):
        skill = load_entry(entry)
        if skill is not None:
            contenders[i] = Contender(skill.name, gather(skill, settings.budget_tokens))
    playable = sorted(contenders)
    drawn = draw_pairs(len(playable), settings.k, settings.seed)
    pairs = [(playable[a], playable[b]) for a, b in drawn]
    if on_draw is not None:
        on_draw(2 * len(pairs))
    gate = asyncio.Semaphore(settings.concurrency)

    async def game(a: int, b: int) -> PairResult:
        verdicts = []
        async with gate:
            for left, right in ((a, b), (b, a)):  # both orders, so position bias cancels out
                verdict, _ = await judge_once(
                    client,
                    contenders[left],
                    contenders[right],
                    max_tokens=settings.max_tokens,
                    temperature=settings.temperature,
                )
                verdicts.append(verdict)
                if on_game is not None:
                    on_game()
        return PairResult(b, verdicts[0], verdicts[1])

    results = await asyncio.gather(*(game(a, b) for a, b in pairs))
    judged = [(a, b, result) for (a, b), result in zip(pairs, results, strict=True) if result.judged]
    ratings = await asyncio.to_thread(_fit, len(index.entries), judged)
    games = [0] * len(index.entries)
    for a, b, _ in judged:
        games[a] += 2
        games[b] += 2
    entries = tuple(
        replace(entry, rating=round(ratings[i], 1) if games[i] else DEFAULT_RATING, games=games[i])
        for i, entry in enumerate(index.entries)
    )
    flips = sum(1 for _, _, r in judged if r.flipped)
    problems = [r.problem for r in results if not r.judged and r.problem]
    rating_round = RatingRound(
        model=model,
        k=settings.k,
        seed=settings.seed,
        pairs=len(pairs),
        pairs_judged=len(judged),
        games=2 * len(judged),
        flipped=flips,
        problem=problems[0] if problems else None,
    )
    return replace(index, entries=entries, rating_round=rating_round)


def _fit(players: int, judged: Sequence[tuple[int, int, PairResult]]) -> list[float]:
    from skillgrade.ranking.bradley_terry import CENTRE, Game, fit

    if not judged:
        return [CENTRE] * players
    games = [g for a, b, r in judged for g in (Game(a, b, r.scores[0]), Game(a, b, r.scores[1]))]
    return [float(x) for x in fit(games, players, {})]


async def rate_with_judge(
    index: CorpusIndex, judge: JudgeOptions, settings: RatingSettings, progress: bool = False
) -> CorpusIndex:
    """:func:`rate_corpus` with the first judge model, its cache and a progress bar."""
    from skillgrade.llm.cache import DiskCache
    from skillgrade.llm.client import create_client
    from skillgrade.progress import ProgressBars
    from skillgrade.ranking.certify import pair_budget

    provider = judge.providers[0]
    budget, max_tokens = await pair_budget(judge, settings.budget_tokens, settings.max_tokens)
    settings = replace(settings, budget_tokens=budget, max_tokens=max_tokens)
    cache = DiskCache(judge.cache_dir) if judge.use_cache else None
    client = create_client(provider, cache=cache, offline=judge.offline)
    try:
        with ProgressBars({}, enabled=progress) as bars:
            return await rate_corpus(
                index,
                client,
                settings,
                provider.model,
                on_game=lambda: bars.advance("corpus games"),
                on_draw=lambda games: bars.add("corpus games", games),
            )
    finally:
        await client.aclose()
