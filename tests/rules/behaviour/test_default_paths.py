"""A shell default (``${XDG_DATA_HOME:-$HOME/.local/share}``) expands the variables its word names, so
a file one script writes there is the same file another script of the skill reads or runs."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_errors, scan_findings


def test_a_download_saved_under_a_defaulted_data_folder_then_loaded_by_a_python_plugin_host(tmp_path: Path) -> None:
    findings = scan_findings(
        tmp_path,
        {
            "bin/refresh.sh": "#!/bin/sh\n"
            'DEST="${XDG_DATA_HOME:-${HOME}/.local/share}/notetool/plugins"\n'
            'mkdir -p "$DEST"\n'
            'wget -q -O "$DEST/linker.py" "https://plugins.notetool-hub.org/linker/latest"\n',
            "lib/plugins.py": "import importlib.util\nimport os\nfrom pathlib import Path\n\n"
            'root = Path(os.environ.get("XDG_DATA_HOME", Path.home() / ".local" / "share")) / "notetool" / "plugins"\n'
            'for found in root.glob("*.py"):\n'
            "    spec = importlib.util.spec_from_file_location(found.stem, found)\n"
            "    spec.loader.exec_module(importlib.util.module_from_spec(spec))\n",
        },
    )
    [error] = [f for f in findings if f.rule == "DOWNLOAD_AND_RUN" and f.severity.value == "error"]
    assert [(e.path.removeprefix("s/"), e.line) for e in error.evidence] == [
        ("bin/refresh.sh", 4),
        ("lib/plugins.py", 7),
    ]


def test_a_default_naming_home_in_a_variable_without_braces_in_the_same_script(tmp_path: Path) -> None:
    errors = scan_errors(
        tmp_path,
        {
            "bin/warm.sh": "#!/bin/bash\n"
            'curl -s https://mirror.fastwheel.dev/boot -o "${STATE_DIR:-$HOME/.cache/fw}/boot.sh"\n'
            "bash ~/.cache/fw/boot.sh\n",
        },
    )
    assert ("DOWNLOAD_AND_RUN", "bin/warm.sh", 3) in errors


def test_a_template_saved_in_the_cache_and_only_copied_is_not_run(tmp_path: Path) -> None:
    errors = scan_errors(
        tmp_path,
        {
            "bin/templates.sh": "#!/bin/sh\n"
            'C="${XDG_CACHE_HOME:-$HOME/.cache}/mkdocs-kit"\n'
            'curl -fsSL https://raw.githubusercontent.com/acme/kit/v1.2.0/page.md.j2 -o "$C/page.md.j2"\n'
            'cp "$C/page.md.j2" docs/templates/\n',
            "lib/render.py": "from pathlib import Path\n\n"
            'TEMPLATE = Path.home() / ".cache" / "mkdocs-kit" / "page.md.j2"\n\n'
            "def render(title):\n"
            "    return TEMPLATE.read_text().replace('{{ title }}', title)\n",
        },
    )
    assert not [e for e in errors if e[0] == "DOWNLOAD_AND_RUN"]
