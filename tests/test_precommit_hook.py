"""The pre-commit hook, end to end: real git repositories, real ``pre-commit``, real hook venv.

``pre-commit try-repo PATH`` clones PATH at HEAD and adds *tracked* uncommitted edits, but never
untracked files, so a hook manifest or module that is not yet committed would be missing. The
hook repository used here is therefore a snapshot of the working tree (tracked files plus
untracked files that are not ignored), committed in a temporary git repository.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

REPO = Path(__file__).resolve().parents[1]
MANIFEST = REPO / ".pre-commit-hooks.yaml"
HOOK_ID = "skillgrade"
PRE_COMMIT = (sys.executable, "-m", "pre_commit")

# Passed through to pre-commit so pip, inside the hook's venv, reaches the same package index
# (with the same certificates and proxies) as the developer's own pip.
PASSTHROUGH_ENV = re.compile(
    r"(PATH|LANG|LC_\w+|TMPDIR|SYSTEMROOT|PIP_\w+|UV_\w+|VIRTUALENV_\w+|SSL_CERT_\w+|REQUESTS_CA_BUNDLE"
    r"|CURL_CA_BUNDLE|(HTTPS?|NO|ALL)_PROXY)",
    re.IGNORECASE,
)

GOOD_SKILL = """\
---
name: csv-to-table
description: Converts CSV files into clean Markdown tables with aligned columns. Use when the user asks to \
convert, tidy or preview CSV or TSV data as a Markdown table, or pastes comma-separated rows into the chat.
---

# CSV to Markdown table

Turn a CSV or TSV file into a Markdown table that renders well on GitHub and in chat.

## Inputs

- A path to a `.csv` or `.tsv` file, or CSV text pasted by the user.
- Optional: which columns to keep, and whether numbers should be right-aligned.

## Steps

1. Detect the delimiter with `csv.Sniffer`; fall back to a comma.
2. Run the bundled script, which handles quoting and escapes pipes:

   ```bash
   python scripts/csv_to_table.py data.csv --align-numbers > table.md
   ```

3. Check the header row: every column needs a non-empty name.
4. Show the table to the user and offer to save it next to the input file.

## Output format

A GitHub-flavoured Markdown table, one header row, one separator row, then one row per record:

```markdown
| city   | population |
|--------|-----------:|
| Lisbon |    545,796 |
| Porto  |    231,962 |
```

## Examples

Converting a small file with the Python standard library only:

```python
import csv
import sys

with open(sys.argv[1], newline="") as handle:
    rows = list(csv.reader(handle))
header, *body = rows
print("| " + " | ".join(header) + " |")
print("|" + "|".join("---" for _ in header) + "|")
for row in body:
    print("| " + " | ".join(cell.replace("|", "\\\\|") for cell in row) + " |")
```

## Troubleshooting

- Cells that contain `|` must be escaped as `\\|`, or the table breaks.
- Very wide files (more than 12 columns) read badly; ask which columns to keep.
- See [the formatting guide](references/formatting.md) for alignment and escaping rules.
"""

MEDIOCRE_SKILL = """\
---
name: notes
description: Helps with meeting notes. Use when the user has notes.
---

# Meeting notes

Summarise the notes the user gives you into decisions, action items and open questions.
Keep each item to one line, name an owner for every action item, and add a due date when
the notes mention one. Drop small talk and repeated points, and keep the original wording
for decisions so nobody argues later about what was agreed.

## Steps

1. Read the notes once, end to end.
2. List the decisions.
3. List the action items with owners.
"""

# The flow sequence on line 4 is never closed, so YAML fails on line 5.
BROKEN_SKILL = """\
---
name: broken
description: Summarises build logs. Use when a CI run fails and the user wants the first real error.
allowed-tools: [Bash, Read
model: sonnet
---

# Build log triage

Find the first error in the log and explain it.
"""


def _git(cwd: Path, *args: str) -> str:
    done = subprocess.run(("git", *args), cwd=cwd, check=True, capture_output=True, text=True)
    return done.stdout


def _commit_all(repo: Path, message: str) -> None:
    _git(repo, "add", "--all")
    _git(repo, "commit", "--quiet", "--no-verify", "-m", message)


def _write(root: Path, files: dict[str, str]) -> None:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")


def _user_pip_config() -> str | None:
    """pip's per-user config file; it is read from HOME, which the subprocess does not share."""
    home = Path.home()
    xdg = Path(os.environ.get("XDG_CONFIG_HOME") or home / ".config")
    for candidate in (xdg / "pip" / "pip.conf", home / ".pip" / "pip.conf"):
        if candidate.is_file():
            return str(candidate)
    return None


@pytest.fixture(scope="module")
def hook_env(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """Environment for pre-commit: a private HOME and PRE_COMMIT_HOME, shared by the module's tests.

    ``pre-commit run`` builds the hook's venv once in PRE_COMMIT_HOME; ``try-repo`` always builds
    it in a throwaway store, and the pip cache under the shared HOME keeps those rebuilds short.
    """
    home = tmp_path_factory.mktemp("home")
    env = {key: value for key, value in os.environ.items() if PASSTHROUGH_ENV.fullmatch(key)}
    if "PIP_CONFIG_FILE" not in env and (pip_config := _user_pip_config()):
        env["PIP_CONFIG_FILE"] = pip_config
    env.update(
        HOME=str(home),
        XDG_CACHE_HOME=str(home / ".cache"),
        XDG_CONFIG_HOME=str(home / ".config"),
        XDG_DATA_HOME=str(home / ".local" / "share"),
        PRE_COMMIT_HOME=str(tmp_path_factory.mktemp("pre-commit-home")),
        GIT_AUTHOR_NAME="Test Author",
        GIT_AUTHOR_EMAIL="author@example.com",
        GIT_COMMITTER_NAME="Test Committer",
        GIT_COMMITTER_EMAIL="committer@example.com",
        GIT_CONFIG_GLOBAL=os.devnull,
        GIT_CONFIG_NOSYSTEM="1",
        NO_COLOR="1",
    )
    return env


@pytest.fixture(scope="module")
def hook_repo(tmp_path_factory: pytest.TempPathFactory, hook_env: dict[str, str]) -> Path:
    """A committed snapshot of this checkout's working tree, for pre-commit to clone."""
    if not (REPO / ".git").exists():
        pytest.skip("needs a git checkout of skillgrade")
    listed = _git(REPO, "ls-files", "-z", "--cached", "--others", "--exclude-standard")
    snapshot = tmp_path_factory.mktemp("hook-repo")
    for name in filter(None, listed.split("\0")):
        source = REPO / name
        if source.is_file() or source.is_symlink():
            (snapshot / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, snapshot / name, follow_symlinks=False)
    subprocess.run(("git", "init", "--quiet", str(snapshot)), check=True, env=hook_env)
    subprocess.run(("git", "add", "--all"), cwd=snapshot, check=True, env=hook_env)
    subprocess.run(("git", "commit", "--quiet", "-m", "snapshot"), cwd=snapshot, check=True, env=hook_env)
    return snapshot


@pytest.fixture
def workspace(tmp_path: Path, hook_env: dict[str, str], monkeypatch: pytest.MonkeyPatch) -> Path:
    """A user's repository with one commit: a README, some code and a good skill."""
    for key in ("HOME", "GIT_AUTHOR_NAME", "GIT_AUTHOR_EMAIL", "GIT_COMMITTER_NAME", "GIT_COMMITTER_EMAIL"):
        monkeypatch.setenv(key, hook_env[key])
    monkeypatch.setenv("GIT_CONFIG_GLOBAL", os.devnull)
    monkeypatch.setenv("GIT_CONFIG_NOSYSTEM", "1")
    _git(tmp_path, "init", "--quiet")
    _write(
        tmp_path,
        {
            "README.md": "# Team skills\n",
            "src/app.py": "print('hello')\n",
            "skills/csv-to-table/SKILL.md": GOOD_SKILL,
            "skills/csv-to-table/references/formatting.md": "# Formatting\n\nRight-align numbers with `---:`.\n",
            "skills/csv-to-table/scripts/csv_to_table.py": "import sys\n\nprint(sys.argv[1:])\n",
        },
    )
    _commit_all(tmp_path, "Add the csv-to-table skill")
    return tmp_path


def _pre_commit(cwd: Path, env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        (*PRE_COMMIT, *args), cwd=cwd, env=env, capture_output=True, text=True, timeout=900, check=False
    )


def _try_repo(cwd: Path, hook_repo: Path, env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return _pre_commit(cwd, env, "try-repo", str(hook_repo), HOOK_ID, "--verbose", *args)


def _hook() -> dict[str, object]:
    hooks = yaml.safe_load(MANIFEST.read_text(encoding="utf-8"))
    assert [h["id"] for h in hooks] == [HOOK_ID, "skillgrade-docker"]
    hook: dict[str, object] = hooks[0]
    return hook


def test_manifest_spells_out_every_key_like_ruff_pre_commit() -> None:
    hook = _hook()
    assert set(hook) == {
        "id",
        "name",
        "description",
        "entry",
        "language",
        "files",
        "types",
        "args",
        "require_serial",
        "additional_dependencies",
        "minimum_pre_commit_version",
        "pass_filenames",
    }
    assert hook["entry"] == "skillgrade score --depth quick"
    assert hook["language"] == "python"
    assert hook["require_serial"] is True
    assert hook["pass_filenames"] is True


def test_manifest_is_valid_for_pre_commit(tmp_path: Path) -> None:
    env = {**os.environ, "HOME": str(tmp_path), "PRE_COMMIT_HOME": str(tmp_path / "pre-commit")}
    done = _pre_commit(REPO, env, "validate-manifest", str(MANIFEST))
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.mark.parametrize(
    ("path", "matches"),
    [
        ("SKILL.md", True),
        ("skills/x/SKILL.md", True),
        (".claude/skills/x/references/a.md", True),
        ("plugins/p/skills/x/scripts/run.sh", True),
        ("skills/x/assets/logo.png", True),
        ("skills/x/templates/report.md", True),
        (".claude-plugin/marketplace.json", True),
        ("plugins/p/.claude-plugin/plugin.json", True),
        ("README.md", False),
        ("src/app.py", False),
        ("docs/notSKILL.md", False),
        ("skills/x/SKILL.md.bak", False),
        ("myscripts/run.sh", False),
        ("plugins/p/.claude-plugin/hooks.json", False),
        ("skills/x/helper.pyc", True),  # payloads outside the usual folders still reach the scan
        ("skills/x/lib/tools.zip", True),
        ("skills/x/template.docm", True),
    ],
)
def test_files_regex_selects_the_files_of_skills(path: str, matches: bool) -> None:
    # pre-commit applies `files` with re.search (pre_commit/commands/run.py).
    files = _hook()["files"]
    assert isinstance(files, str)
    assert bool(re.search(files, path)) is matches


@pytest.mark.slow
def test_hook_passes_a_good_skill_and_scores_it_once(
    workspace: Path, hook_repo: Path, hook_env: dict[str, str]
) -> None:
    skill = workspace / "skills/csv-to-table"
    (skill / "references/formatting.md").write_text("# Formatting\n\nEscape pipes as `\\|`.\n", encoding="utf-8")
    with (skill / "SKILL.md").open("a", encoding="utf-8") as handle:
        handle.write("- Empty cells stay empty; never write `null`.\n")
    (workspace / "README.md").write_text("# Team skills\n\nSee skills/.\n", encoding="utf-8")
    _git(workspace, "add", "--all")

    done = _try_repo(
        workspace,
        hook_repo,
        hook_env,
        "--files",
        "README.md",
        "skills/csv-to-table/SKILL.md",
        "skills/csv-to-table/references/formatting.md",
    )

    output = done.stdout + done.stderr
    assert done.returncode == 0, output
    assert re.search(r"^skillgrade\.+Passed$", output, re.MULTILINE), output
    assert "PASSED  1 skill(s), 1 passed, 0 failed" in output


@pytest.mark.slow
def test_hook_skips_commits_that_touch_no_skill(workspace: Path, hook_repo: Path, hook_env: dict[str, str]) -> None:
    (workspace / "src/app.py").write_text("print('hello, world')\n", encoding="utf-8")
    _git(workspace, "add", "--all")

    done = _try_repo(workspace, hook_repo, hook_env, "--files", "src/app.py")

    output = done.stdout + done.stderr
    assert done.returncode == 0, output
    assert re.search(r"^skillgrade\.+\(no files to check\)Skipped$", output, re.MULTILINE), output


@pytest.mark.slow
def test_hook_fails_on_invalid_frontmatter_and_points_at_the_line(
    workspace: Path, hook_repo: Path, hook_env: dict[str, str]
) -> None:
    _write(workspace, {"skills/broken/SKILL.md": BROKEN_SKILL})
    _commit_all(workspace, "Add a broken skill")

    done = _try_repo(workspace, hook_repo, hook_env, "--all-files")

    output = done.stdout + done.stderr
    assert done.returncode == 1, output
    assert re.search(r"^skillgrade\.+Failed$", output, re.MULTILINE), output
    assert re.search(r"skills/broken/SKILL\.md:5: error +FRONTMATTER_INVALID", output), output
    assert "skills/broken: 1 error finding" in output
    assert "2 skill(s), 1 passed, 1 failed" in output


@pytest.mark.slow
def test_threshold_in_args_fails_a_mediocre_skill(workspace: Path, hook_repo: Path, hook_env: dict[str, str]) -> None:
    _write(workspace, {"skills/notes/SKILL.md": MEDIOCRE_SKILL})
    _commit_all(workspace, "Add the notes skill")
    without_threshold = _try_repo(workspace, hook_repo, hook_env, "--files", "skills/notes/SKILL.md")
    assert without_threshold.returncode == 0, without_threshold.stdout + without_threshold.stderr

    config = {
        "repos": [
            {
                "repo": str(hook_repo),
                "rev": _git(hook_repo, "rev-parse", "HEAD").strip(),
                "hooks": [{"id": HOOK_ID, "args": ["--threshold", "70"]}],
            }
        ]
    }
    (workspace / ".pre-commit-config.yaml").write_text(yaml.safe_dump(config), encoding="utf-8")
    _git(workspace, "add", ".pre-commit-config.yaml")
    done = _pre_commit(workspace, hook_env, "run", "--all-files")

    output = done.stdout + done.stderr
    assert done.returncode == 1, output
    assert re.search(r"^skillgrade\.+Failed$", output, re.MULTILINE), output
    assert re.search(r"skills/notes: score \d+\.\d is below the threshold 70", output), output
    assert "2 skill(s), 1 passed, 1 failed" in output


@pytest.mark.slow
def test_the_hook_installs_the_lean_core_and_names_a_missing_extra(
    workspace: Path, hook_repo: Path, hook_env: dict[str, str]
) -> None:
    config = {
        "repos": [
            {"repo": str(hook_repo), "rev": _git(hook_repo, "rev-parse", "HEAD").strip(), "hooks": [{"id": HOOK_ID}]}
        ]
    }
    (workspace / ".pre-commit-config.yaml").write_text(yaml.safe_dump(config), encoding="utf-8")
    _git(workspace, "add", ".pre-commit-config.yaml")
    assert _pre_commit(workspace, hook_env, "run", "--all-files").returncode == 0

    [entry] = Path(hook_env["PRE_COMMIT_HOME"]).glob("repo*/py_env-*/bin/skillgrade")
    python = entry.parent / "python"
    listed = subprocess.run((str(python), "-m", "pip", "list"), capture_output=True, text=True, env=hook_env)
    installed = {line.split()[0].lower() for line in listed.stdout.splitlines()[2:] if line.strip()}
    assert "skillgrade" in installed and "click" in installed
    extras = {"numpy", "scipy", "httpx", "rich", "pygithub", "cryptography", "psycopg"}
    assert not installed & {*extras, "pydantic", "pydantic-core", "jsonschema", "platformdirs"}, installed

    action = subprocess.run(
        (str(entry), "action"),
        capture_output=True,
        text=True,
        env={**hook_env, "GITHUB_ACTIONS": "true"},
        cwd=workspace,
    )
    (workspace / "report.json").write_text("{}", encoding="utf-8")  # never read: the extra is missing
    merged = subprocess.run(
        (str(entry), "merge", "report.json"), capture_output=True, text=True, env=hook_env, cwd=workspace
    )
    judged = subprocess.run(
        (str(entry), "score", "skills", "--depth", "standard", "--provider", "openai-compatible", "--model", "m"),
        capture_output=True,
        text=True,
        env={**hook_env, "SKILLGRADE_API_KEY": "k"},
        cwd=workspace,
    )

    assert action.returncode == 2 and "needs the 'action' extra" in action.stderr, action.stderr
    assert "pip install 'skillgrade[action]'" in action.stderr and "Traceback" not in action.stderr
    assert judged.returncode == 2 and "needs the 'llm' extra" in judged.stderr, judged.stderr
    assert merged.returncode == 2 and "needs the 'models' extra" in merged.stderr, merged.stderr
    assert "Traceback" not in judged.stderr + merged.stderr
