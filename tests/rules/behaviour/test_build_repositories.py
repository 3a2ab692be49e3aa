"""The repositories a Gradle script or a Maven POM/settings file resolves artifacts and plugins from:
plain HTTP, a bare IP or a registry look-alike serves whatever artifact it likes to every build, and
``allowInsecureProtocol`` is where the script lets HTTP through. HTTPS company mirrors, the public
repositories and a publishing target stay quiet."""

from __future__ import annotations

from pathlib import Path

import pytest

from behaviour_files import scan_errors, scan_findings


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
