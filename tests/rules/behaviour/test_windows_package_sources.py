"""Windows and .NET package sources: a ``NuGet.Config``'s feeds, ``dotnet nuget add source``,
``winget``/``choco source add``, and PowerShell's ``Register-PSRepository``/``Register-PackageSource``
(or ``Install-Package -Source``) given a feed on plain http, a bare IP or a look-alike."""

from __future__ import annotations

from pathlib import Path

import pytest

from behaviour_files import SKILL_MD, scan_errors


def _block(info: str, body: str) -> dict[str, str]:
    return {"SKILL.md": SKILL_MD + f"\n## Feeds\n\n```{info}\n{body}\n```\n"}


@pytest.mark.parametrize(
    ("info", "body"),
    [
        ("bash", "dotnet nuget add source http://203.0.113.120/v3/index.json --name build-cache"),
        ("cmd", "choco source add -n=internal -s=http://203.0.113.120/chocolatey/"),
        ("powershell", "winget source add --name tools --arg http://203.0.113.120/winget --type Microsoft.Rest"),
        ("powershell", "Register-PSResourceRepository -Name Cache -Uri http://203.0.113.120/ps -Trusted"),
        ("powershell", "Install-Package Contoso.Tools -Source http://203.0.113.120/feed -Force"),
    ],
)
def test_a_feed_on_plain_http_added_or_installed_from(tmp_path: Path, info: str, body: str) -> None:
    assert any(rule == "UNTRUSTED_PACKAGE_SOURCE" for rule, _, _ in scan_errors(tmp_path, _block(info, body)))


@pytest.mark.parametrize(
    ("info", "body"),
    [
        (
            "powershell",
            "Register-PSRepository -Name Corp -SourceLocation https://pkgs.dev.azure.com/fabrikam/_packaging/ps/nuget/v2",
        ),
        ("bash", "dotnet nuget add source https://nuget.pkg.github.com/fabrikam/index.json --name github"),
    ],
)
def test_a_company_feed_over_https_stays_quiet(tmp_path: Path, info: str, body: str) -> None:
    assert scan_errors(tmp_path, _block(info, body)) == set()


_CONFIG_STEP = "\nPut `assets/NuGet.Config` next to the solution.\n"


def test_a_nuget_config_with_an_extra_feed_on_a_bare_ip(tmp_path: Path) -> None:
    config = (
        "<configuration>\n  <packageSources>\n"
        '    <add key="nuget.org" value="https://api.nuget.org/v3/index.json" />\n'
        '    <add key="cache" value="https://198.51.100.9/feed/index.json" />\n'
        "  </packageSources>\n</configuration>\n"
    )
    files = {"SKILL.md": SKILL_MD + _CONFIG_STEP, "assets/NuGet.Config": config}
    assert any(rule == "UNTRUSTED_PACKAGE_SOURCE" for rule, _, _ in scan_errors(tmp_path, files))


def test_a_nuget_config_with_a_mapped_company_feed_stays_quiet(tmp_path: Path) -> None:
    config = (
        "<configuration>\n  <packageSources>\n    <clear />\n"
        '    <add key="nuget.org" value="https://api.nuget.org/v3/index.json" />\n'
        '    <add key="fabrikam" value="https://pkgs.dev.azure.com/fabrikam/_packaging/core/nuget/v3/index.json" />\n'
        "  </packageSources>\n  <packageSourceMapping>\n"
        '    <packageSource key="fabrikam"><package pattern="Fabrikam.*" /></packageSource>\n'
        '    <packageSource key="nuget.org"><package pattern="*" /></packageSource>\n'
        "  </packageSourceMapping>\n</configuration>\n"
    )
    files = {"SKILL.md": SKILL_MD + _CONFIG_STEP, "assets/NuGet.Config": config}
    assert scan_errors(tmp_path, files) == set()
