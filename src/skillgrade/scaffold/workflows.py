"""The GitHub workflows ``skillgrade setup`` writes: the single job and the sharded matrix.

They are the workflows docs/action.md documents (a test keeps the two identical), so what a
user gets from the command is what the documentation explains and the tests run.
"""

from __future__ import annotations

WORKFLOW_PATH = ".github/workflows/skillgrade.yml"

PATHS = (
    '["**/SKILL.md", "**/references/**", "**/scripts/**", "**/assets/**", "**/templates/**",\n'
    '            "**/evals/**", "**/agents/**", "**/.skillgrade.yaml", "pyproject.toml"]'
)
"""Everything that changes a score: a skill's files, its evals and agents, and the config."""

_HEADER = """\
name: skillgrade
on:
  pull_request:
    # Everything that changes a score: a skill's files, its evals and agents, and the config.
    paths: {paths}
"""

SINGLE_JOB = (
    _HEADER
    + """
# Once `permissions:` is set, every scope it does not list is `none`.
permissions:
  contents: read        # checkout
  pull-requests: write  # the sticky comment and the review on the changed lines
  statuses: write       # only with `status: on`

# One run per pull request: a new push cancels the run it makes obsolete, so two runs never race
# on the comment (duplicates left by a race are deleted anyway).
concurrency:
  group: skillgrade-${{ github.event.pull_request.number }}
  cancel-in-progress: true

jobs:
  skillgrade:
    runs-on: ubuntu-latest   # Docker actions run on Linux runners only
    steps:
      - uses: actions/checkout@v4
        with:
          fetch-depth: 0      # the base commit must be in the checkout
      - uses: actions/cache@v4  # optional: base scores survive between runs
        with:
          path: .skillgrade-cache
          key: skillgrade-${{ github.event.pull_request.base.sha }}-${{ github.run_id }}
          restore-keys: skillgrade-
      - id: skillgrade
        uses: skillgrade/skillgrade@v1
        env:
          SKILLGRADE_CACHE_DIR: .skillgrade-cache   # relative: the container's /github/workspace
        with:
          depth: quick          # standard adds the LLM judge:
          # provider: anthropic
          # model: claude-sonnet-4-5
          # api-key: ${{ secrets.ANTHROPIC_API_KEY }}
          max-drop: "5"         # a changed skill may lose at most 5 composite points
          fail-below: "60"      # and must score at least 60
          fail-on: error, badge-loss
          comment: on-change
      - if: always()
        run: echo "score=${{ steps.skillgrade.outputs.score }} passed=${{ steps.skillgrade.outputs.passed }}"
"""
)

MATRIX = (
    _HEADER
    + """permissions:
  contents: read
concurrency:
  group: skillgrade-${{ github.event.pull_request.number }}
  cancel-in-progress: true
jobs:
  shard:
    runs-on: ubuntu-latest
    strategy:
      fail-fast: false
      matrix:
        shard: [{shard_list}]
    steps:
      - uses: actions/checkout@v4
        with:
          fetch-depth: 0
      - id: skillgrade
        uses: skillgrade/skillgrade@v1
        with:
          shard: "${{ matrix.shard }}/{shards}"   # score shard I of {shards}; post nothing
          depth: quick                   # the judge is set here, on the shard jobs:
          # depth: standard
          # provider: anthropic
          # model: claude-sonnet-4-5
          # api-key: ${{ secrets.ANTHROPIC_API_KEY }}
      - uses: actions/upload-artifact@v4
        with:
          name: skillgrade-shard-${{ matrix.shard }}
          path: ${{ steps.skillgrade.outputs.shard-result }}
          if-no-files-found: error
  skillgrade:
    needs: shard
    if: ${{ !cancelled() }}         # run even when a shard failed: the merge then says which one
    runs-on: ubuntu-latest
    permissions:
      contents: read
      pull-requests: write
      statuses: write
    steps:
      - uses: actions/download-artifact@v4
        with:
          pattern: skillgrade-shard-*
          path: shards
      - uses: skillgrade/skillgrade@v1
        with:
          merge: shards                  # one comment, one status, one gate
          max-drop: "5"
          fail-on: error, new-findings
          status: "on"
"""
)


def single_job_workflow() -> str:
    """The one-job workflow: every changed skill scored in one job, one sticky comment."""
    return _fill(SINGLE_JOB, paths=PATHS)


def matrix_workflow(shards: int) -> str:
    """``shards`` jobs each scoring their share of the changed skills, then one merge job."""
    shard_list = ", ".join(str(i) for i in range(1, shards + 1))
    return _fill(MATRIX, paths=PATHS, shards=str(shards), shard_list=shard_list)


def _fill(template: str, **values: str) -> str:
    """``{name}`` placeholders filled; the workflow's own ``${{ … }}`` expressions left alone."""
    for name, value in values.items():
        template = template.replace("{" + name + "}", value)
    return template
