"""The PyGithub wrapper against the loopback GitHub: sticky upsert, identity, retries, errors."""

from __future__ import annotations

import pytest

from ci.conftest import TOKEN
from ci.fake_github import HUMAN
from skillgrade.ci.github import BodyTooLong, GitHubClient, GitHubError, RetryPolicy, WriteForbidden

MARK = "<!-- skillgrade:comment -->"


@pytest.fixture
def client(github):
    sleeps: list[float] = []
    c = GitHubClient(TOKEN, "acme/skills", github.api_url, retry=RetryPolicy(backoff=0.01), sleep=sleeps.append)
    c.sleeps = sleeps
    return c


def test_upsert_creates_then_edits_in_place(github, client):
    assert client.upsert_comment(7, MARK, f"{MARK}\none").action == "created"
    assert client.upsert_comment(7, MARK, f"{MARK}\none").action == "unchanged"
    result = client.upsert_comment(7, MARK, f"{MARK}\ntwo")
    assert result.action == "updated"
    assert [c["body"] for c in github.comments()] == [f"{MARK}\ntwo"]
    assert [r.method for r in github.writes()] == ["POST", "PATCH"]


def test_duplicates_are_deleted_and_a_users_copy_of_the_marker_is_ignored(github, client):
    first = github.add_comment(f"{MARK}\nold")
    second = github.add_comment(f"{MARK}\nrace")
    human = github.add_comment(f"quoting you: {MARK}", user=HUMAN)

    result = client.upsert_comment(7, MARK, f"{MARK}\nnew")

    assert result == (("updated", first, 1))
    assert {c["id"]: c["body"] for c in github.comments()} == {first: f"{MARK}\nnew", human: f"quoting you: {MARK}"}
    assert ("DELETE", f"/api/v3/repos/acme/skills/issues/comments/{second}") in [
        (r.method, r.path) for r in github.writes()
    ]


def test_the_comment_is_found_beyond_the_first_page(github, client):
    for i in range(130):
        github.add_comment(f"chatter {i}", user=HUMAN)
    mine = github.add_comment(f"{MARK}\nmine")
    assert client.sticky_comments(7, MARK)[0].id == mine
    pages = [r.query for r in github.requests if r.method == "GET"]
    assert pages == ["per_page=100", "page=2&per_page=100"]


def test_without_graphql_the_github_actions_bot_is_recognised(github, client):
    github.fail("POST", r"/api/graphql", 403, {"message": "Resource not accessible by integration"})
    mine = github.add_comment(f"{MARK}\nmine")
    assert [c.id for c in client.sticky_comments(7, MARK)] == [mine]


def test_server_errors_and_rate_limits_are_retried(github, client):
    github.fail("GET", r"/issues/7/comments$", 502)
    github.fail(
        "POST",
        r"/issues/7/comments$",
        403,
        {"message": "You have exceeded a secondary rate limit."},
        {"Retry-After": "3"},
    )
    github.fail("POST", r"/issues/7/comments$", 429, {"message": "slow down"}, {"x-ratelimit-remaining": "0"})

    assert client.upsert_comment(7, MARK, f"{MARK}\nbody").action == "created"

    assert len(github.comments()) == 1
    assert client.sleeps[0] == 0.01  # 5xx: exponential backoff
    assert client.sleeps[1] == 3.0  # Retry-After honoured
    assert len(client.sleeps) == 3


def test_retries_give_up_with_the_last_error(github, client):
    github.fail("GET", r"/issues/7/comments$", 503, {"message": "unavailable"}, times=10)
    with pytest.raises(GitHubError, match="503: unavailable"):
        client.sticky_comments(7, MARK)
    assert len([r for r in github.requests if r.method == "GET"]) == 4


def test_a_read_only_token_is_a_write_forbidden_error_and_not_retried(github, client):
    github.state.read_only = True
    with pytest.raises(WriteForbidden, match="Resource not accessible by integration"):
        client.upsert_comment(7, MARK, "x")
    assert len(github.writes()) == 1


def test_a_body_too_long_is_its_own_error(github, client):
    with pytest.raises(BodyTooLong, match="Body is too long"):
        client.upsert_comment(7, MARK, MARK + "x" * 70_000)


def test_status_descriptions_are_cut_to_140_characters(github, client):
    client.set_status("abc123", "failure", "x" * 300, "skillgrade", "https://example.com/run")
    [status] = github.state.statuses
    assert len(status["description"]) == 140 and status["description"].endswith("…")
    assert status["context"] == "skillgrade" and status["target_url"] == "https://example.com/run"
