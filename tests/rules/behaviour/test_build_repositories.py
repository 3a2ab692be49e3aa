"""The repositories a Gradle script or a Maven POM/settings file resolves artifacts and plugins from:
plain HTTP, a bare IP or a registry look-alike serves whatever artifact it likes to every build, and
``allowInsecureProtocol`` is where the script lets HTTP through. HTTPS company mirrors, the public
repositories and a publishing target stay quiet."""

from __future__ import annotations

from pathlib import Path

import pytest

from behaviour_files import SKILL_MD, scan_errors, scan_findings


def _rules(errors: set[tuple[str, str, int | None]]) -> set[tuple[str, str, int | None]]:
    return {error for error in errors if error[0] == "UNTRUSTED_PACKAGE_SOURCE"}


@pytest.mark.parametrize(
    ("rel", "script", "line"),
    [
        # Groovy DSL, the URL written in place, with the HTTP switch on
        ("android/build.gradle",
         "allprojects {\n    repositories {\n        google()\n"
         "        maven {\n            url 'http://artifacts.buildcache.invalid/libs-release'\n"
         "            allowInsecureProtocol true\n        }\n    }\n}\n", 6),  # reported where HTTP is let through
        # Kotlin DSL shorthand, a bare IP first of all
        ("settings.gradle.kts",
         'dependencyResolutionManagement {\n    repositories {\n        maven("https://198.51.100.40:9443/m2/")\n'
         "        mavenCentral()\n    }\n}\n", 3),
        # the address held in a constant, used by name
        ("build.gradle.kts",
         'val mirrorRoot = "http://192.0.2.19/nexus/content/groups/public"\n'
         "repositories {\n    maven { setUrl(mirrorRoot) }\n    mavenCentral()\n}\n", 3),
    ],
)  # fmt: skip
def test_a_gradle_repository_over_http_or_an_ip_is_an_error(tmp_path: Path, rel: str, script: str, line: int) -> None:
    assert ("UNTRUSTED_PACKAGE_SOURCE", rel, line) in scan_errors(tmp_path, {rel: script})


def test_the_insecure_switch_is_a_link_of_the_chain(tmp_path: Path) -> None:
    script = (
        "pluginManagement {\n  repositories {\n    maven {\n"
        '      url = uri("http://plugins.buildcache.invalid/gradle")\n'
        "      isAllowInsecureProtocol = true\n    }\n    gradlePluginPortal()\n  }\n}\n"
    )
    (finding,) = [
        f for f in scan_findings(tmp_path, {"settings.gradle.kts": script}) if f.rule == "UNTRUSTED_PACKAGE_SOURCE"
    ]
    assert "plain HTTP" in finding.message and "settings.gradle.kts:5" in finding.message


def test_a_maven_repository_over_plain_http_is_an_error(tmp_path: Path) -> None:
    pom = (
        "<project>\n  <repositories>\n    <repository>\n      <id>cache</id>\n"
        "      <url>http://203.0.113.61:8081/repository/all/</url>\n    </repository>\n  </repositories>\n</project>\n"
    )
    assert ("UNTRUSTED_PACKAGE_SOURCE", "pom.xml", 5) in scan_errors(tmp_path, {"pom.xml": pom})


def test_https_mirrors_public_repositories_and_publishing_targets_stay_quiet(tmp_path: Path) -> None:
    files = {
        "build.gradle.kts": (
            "repositories {\n    mavenCentral()\n    google()\n"
            '    maven { url = uri("https://artifacts.acme-corp.invalid/maven-releases") }\n}\n'
            "publishing {\n    repositories {\n"
            '        maven { url = uri("http://192.0.2.44/releases") }\n    }\n}\n'
        ),
        "build.gradle": (
            'def docsSite = "http://docs.acme-corp.invalid/api"\ntask docs { doLast { println docsSite } }\n'
        ),
        "pom.xml": (
            "<project>\n  <distributionManagement>\n    <snapshotRepository>\n"
            "      <url>http://192.0.2.44/snapshots</url>\n    </snapshotRepository>\n"
            "  </distributionManagement>\n  <repositories>\n    <repository>\n"
            "      <url>https://repo.maven.apache.org/maven2</url>\n    </repository>\n  </repositories>\n</project>\n"
        ),
    }
    assert _rules(scan_errors(tmp_path, files)) == set()


def _shown(intro: str, info: str, block: str) -> dict[str, str]:
    return {"SKILL.md": SKILL_MD + f"\n## Build setup\n\n{intro}\n\n```{info}\n{block}```\n"}


def test_a_gradle_block_the_reader_is_told_to_put_into_a_build_file_is_read_as_that_file(tmp_path: Path) -> None:
    block = "repositories {\n    maven { url 'http://192.0.2.73:8081/repo/' }\n    mavenCentral()\n}\n"
    errors = scan_errors(tmp_path, _shown("Add this to `app/build.gradle`:", "groovy", block))
    assert {rule for rule, _, _ in errors} == {"UNTRUSTED_PACKAGE_SOURCE"}


@pytest.mark.parametrize(("scheme", "reported"), [("http", True), ("https", False)])
def test_a_maven_settings_block_mirror_is_an_error_only_over_plain_http(
    tmp_path: Path, scheme: str, reported: bool
) -> None:
    block = (
        "<settings>\n  <mirrors>\n    <mirror>\n      <mirrorOf>*</mirrorOf>\n"
        f"      <url>{scheme}://nexus.acme-corp.invalid/repository/public/</url>\n    </mirror>\n  </mirrors>\n"
        "</settings>\n"
    )
    errors = _rules(scan_errors(tmp_path, _shown("Put this in `~/.m2/settings.xml`:", "xml", block)))
    assert bool(errors) is reported


def test_a_composer_repository_over_http_with_the_https_check_off_is_an_error(tmp_path: Path) -> None:
    manifest = (
        '{\n  "require": {"monolog/monolog": "^3.0"},\n  "repositories": [\n'
        '    {"type": "composer", "url": "http://packages.php-cache.invalid"}\n  ],\n'
        '  "config": {"secure-http": false}\n}\n'
    )
    (finding,) = [
        f
        for f in scan_findings(tmp_path, {"composer.json": manifest})
        if f.rule == "UNTRUSTED_PACKAGE_SOURCE" and f.severity.value == "error"
    ]
    assert "composer.json:4" in finding.message and "composer.json:6" in finding.message


def test_composer_repositories_over_https_or_a_vcs_on_a_code_host_stay_quiet(tmp_path: Path) -> None:
    manifest = (
        '{\n  "require": {"acme/billing": "^2.1"},\n  "repositories": {\n'
        '    "private": {"type": "composer", "url": "https://satis.acme-corp.invalid"},\n'
        '    "fork": {"type": "vcs", "url": "https://github.com/acme-corp/billing"}\n  }\n}\n'
    )
    assert _rules(scan_errors(tmp_path, {"composer.json": manifest})) == set()
