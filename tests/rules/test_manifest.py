"""Tests for the plugin.json and marketplace.json rules (skillgrade.rules.manifest)."""

from __future__ import annotations

import json
import os
import textwrap
from pathlib import Path

import pytest

from skillgrade.cli.main import main
from skillgrade.findings import Category, Finding, Severity
from skillgrade.rules import all_rules
from skillgrade.rules.manifest import RULES, check_manifest

SKILL_MD = textwrap.dedent(
    """\
    ---
    name: {name}
    description: Extracts text and tables from PDF files. Use when the user asks to read or convert a PDF.
    ---

    # PDF tools

    Run `pdftotext input.pdf out.txt` and read the output.
    """
)


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    return path


def skill(folder: Path) -> Path:
    return write(folder / "SKILL.md", SKILL_MD.format(name=folder.name))


def plugin(root: Path, text: str) -> Path:
    return write(root / ".claude-plugin" / "plugin.json", text)


def marketplace(root: Path, text: str) -> Path:
    return write(root / ".claude-plugin" / "marketplace.json", text)


def check(path: Path, tree_root: Path) -> list[Finding]:
    return list(check_manifest(path, "M", tree_root))


def only(findings: list[Finding], rule: str) -> list[Finding]:
    return [f for f in findings if f.rule == rule]


def one(findings: list[Finding], rule: str) -> Finding:
    matching = only(findings, rule)
    assert len(matching) == 1, findings
    return matching[0]


def marketplace_text(plugins: str, extra: str = "") -> str:
    """A valid marketplace.json whose `plugins` array starts on line 5."""
    return (
        '{\n  "name": "acme-tools",\n  "owner": {"name": "Acme"},\n  "description": "Acme plugins",'
        f'{extra}\n  "plugins": {plugins}\n}}\n'
    )


# --- the registry ---------------------------------------------------------------------------


def test_rules_are_registered_with_stable_prefixed_ids() -> None:
    ids = [r.id for r in RULES]
    assert len(ids) == len(set(ids))
    assert 6 <= len(ids) <= 14
    registered = all_rules()
    for rule in RULES:
        assert rule.id.startswith(("PLUGIN_", "MARKETPLACE_"))
        assert rule.id == rule.id.upper()
        assert rule.category is Category.MANIFEST
        assert rule.summary and rule.fix and rule.docs
        assert registered[rule.id] == ("manifest", rule)


# --- JSON syntax ------------------------------------------------------------------------------


def test_valid_minimal_plugin_has_no_findings(tmp_path: Path) -> None:
    path = plugin(tmp_path, '{"name": "my-plugin"}\n')
    assert check(path, tmp_path) == []


def test_plugin_json_syntax_error_reports_line_and_column(tmp_path: Path) -> None:
    # A missing comma: every Python version reports it at the same place (a trailing comma is
    # reported on line 4 before 3.13 and on line 3 from 3.13 on).
    path = plugin(tmp_path, '{\n  "name": "my-plugin"\n  "version": "1.0.0"\n}\n')
    finding = one(check(path, tmp_path), "PLUGIN_JSON_INVALID")
    assert finding.severity is Severity.ERROR
    assert finding.line == 3
    assert finding.column == 3
    assert "line 3, column 3" in finding.message
    assert finding.path == "M"


def test_marketplace_json_syntax_error_uses_marketplace_rule(tmp_path: Path) -> None:
    path = marketplace(tmp_path, '{\n  "name": "x"\n  "owner": {}\n}\n')
    findings = check(path, tmp_path)
    assert [f.rule for f in findings] == ["MARKETPLACE_JSON_INVALID"]
    assert findings[0].severity is Severity.ERROR
    assert (findings[0].line, findings[0].column) == (3, 3)


def test_empty_file_is_a_syntax_error(tmp_path: Path) -> None:
    path = plugin(tmp_path, "")
    finding = one(check(path, tmp_path), "PLUGIN_JSON_INVALID")
    assert finding.line == 1


@pytest.mark.parametrize(("text", "kind"), [("[1, 2]\n", "an array"), ('"my-plugin"\n', "a string")])
def test_json_that_is_not_an_object_is_an_error(tmp_path: Path, text: str, kind: str) -> None:
    path = plugin(tmp_path, text)
    finding = one(check(path, tmp_path), "PLUGIN_JSON_INVALID")
    assert finding.severity is Severity.ERROR
    assert finding.line == 1
    assert kind in finding.message


def test_nan_is_not_json(tmp_path: Path) -> None:
    path = plugin(tmp_path, '{\n  "name": "p",\n  "x": NaN\n}\n')
    finding = one(check(path, tmp_path), "PLUGIN_JSON_INVALID")
    assert "NaN" in finding.message
    assert finding.line == 3


def test_non_utf8_manifest_is_an_error_with_its_line(tmp_path: Path) -> None:
    path = tmp_path / ".claude-plugin" / "plugin.json"
    path.parent.mkdir()
    path.write_bytes(b'{\n  "name": "caf\xe9"\n}\n')
    finding = one(check(path, tmp_path), "PLUGIN_JSON_INVALID")
    assert finding.severity is Severity.ERROR
    assert finding.line == 2
    assert "UTF-8" in finding.message


def test_bom_and_crlf_do_not_break_parsing_or_lines(tmp_path: Path) -> None:
    path = tmp_path / ".claude-plugin" / "plugin.json"
    path.parent.mkdir()
    path.write_bytes(b'\xef\xbb\xbf{\r\n  "name": "p",\r\n  "keywords": "x"\r\n}\r\n')
    finding = one(check(path, tmp_path), "PLUGIN_FIELD_INVALID")
    assert finding.line == 3


# --- plugin.json: name ------------------------------------------------------------------------


def test_plugin_name_missing_is_an_error_on_the_object_line(tmp_path: Path) -> None:
    path = plugin(tmp_path, '\n{\n  "version": "1.0.0"\n}\n')
    finding = one(check(path, tmp_path), "PLUGIN_NAME_INVALID")
    assert finding.severity is Severity.ERROR
    assert finding.line == 2
    assert finding.message == "name is required"


@pytest.mark.parametrize(("value", "message"), [("42", "name: must be a string, not a number"), ('""', "empty")])
def test_plugin_name_of_wrong_type_or_empty_is_an_error(tmp_path: Path, value: str, message: str) -> None:
    path = plugin(tmp_path, f'{{\n  "description": "d",\n  "name": {value}\n}}\n')
    finding = one(check(path, tmp_path), "PLUGIN_NAME_INVALID")
    assert finding.severity is Severity.ERROR
    assert finding.line == 3
    assert message in finding.message


def test_plugin_name_not_kebab_case_is_a_warning(tmp_path: Path) -> None:
    path = plugin(tmp_path, '{\n  "name": "My_Plugin"\n}\n')
    finding = one(check(path, tmp_path), "PLUGIN_NAME_INVALID")
    assert finding.severity is Severity.WARNING
    assert finding.line == 2
    assert "not kebab-case" in finding.message


# --- plugin.json: field types -----------------------------------------------------------------


def test_all_known_fields_with_right_types_pass(tmp_path: Path) -> None:
    skill(tmp_path / "skills" / "pdf-tools")
    write(tmp_path / "commands" / "go.md", "# go\n")
    write(tmp_path / "agents" / "reviewer.md", "# reviewer\n")
    write(tmp_path / "hooks" / "hooks.json", "{}")
    write(tmp_path / "config" / "mcp.json", "{}")
    data = {
        "$schema": "https://json.schemastore.org/claude-code-plugin-manifest.json",
        "name": "my-plugin",
        "displayName": "My Plugin",
        "version": "1.2.3-beta.1+build.5",
        "description": "Things.",
        "author": {"name": "Jane", "email": "jane@example.com", "url": "https://example.com"},
        "homepage": "https://example.com",
        "repository": "https://github.com/jane/my-plugin",
        "license": "MIT",
        "keywords": ["a", "b"],
        "metadata": {"anything": [1, 2]},
        "defaultEnabled": True,
        "dependencies": ["other", {"name": "third", "version": "~2.1.0"}],
        "skills": ["./skills", "./skills/pdf-tools"],
        "commands": "./commands/go.md",
        "agents": ["./agents/reviewer.md"],
        "hooks": ["./hooks/hooks.json", {"PostToolUse": []}],
        "mcpServers": ["./config/mcp.json", "https://example.com/server.mcpb"],
        "lspServers": {"ts": {"command": "typescript-language-server", "extensionToLanguage": {".ts": "ts"}}},
        "userConfig": {},
        "settings": {},
        "channels": [{"server": "x"}],
    }
    path = plugin(tmp_path, json.dumps(data, indent=2))
    assert check(path, tmp_path) == []


def test_string_author_is_an_error(tmp_path: Path) -> None:
    path = plugin(tmp_path, '{\n  "name": "p",\n  "author": "Jane <jane@example.com>"\n}\n')
    finding = one(check(path, tmp_path), "PLUGIN_FIELD_INVALID")
    assert finding.severity is Severity.ERROR
    assert finding.line == 3
    assert finding.message.startswith("author: must be an object")


def test_author_without_name_is_an_error(tmp_path: Path) -> None:
    path = plugin(tmp_path, '{\n  "name": "p",\n  "author": {\n    "email": "j@example.com"\n  }\n}\n')
    finding = one(check(path, tmp_path), "PLUGIN_FIELD_INVALID")
    assert finding.severity is Severity.ERROR
    assert finding.line == 3
    assert "non-empty string name" in finding.message


@pytest.mark.parametrize(
    ("field", "value", "severity", "message"),
    [
        ("description", "3", Severity.ERROR, "description: must be a string, not a number"),
        ("license", "null", Severity.ERROR, "license: must be a string, not null"),
        ("keywords", '"a, b"', Severity.ERROR, "keywords: must be an array of strings"),
        ("defaultEnabled", '"yes"', Severity.ERROR, "defaultEnabled: must be true or false, not a string"),
        ("skills", "{}", Severity.ERROR, "skills: must be a './' path or an array of paths, not an object"),
        ("dependencies", "[3]", Severity.ERROR, "dependencies[0]: must be a plugin name"),
        ("metadata", "[]", Severity.WARNING, "metadata: must be an object, not an array"),
        ("experimental", '"on"', Severity.WARNING, "experimental: must be an object, not a string"),
    ],
)
def test_wrong_type_on_a_known_field(tmp_path: Path, field: str, value: str, severity: Severity, message: str) -> None:
    path = plugin(tmp_path, f'{{\n  "name": "p",\n  "{field}": {value}\n}}\n')
    finding = one(check(path, tmp_path), "PLUGIN_FIELD_INVALID")
    assert finding.severity is severity
    assert finding.line == 3
    assert finding.message.startswith(message)


@pytest.mark.parametrize("version", ["1.0", "v1.2.3", "latest", "01.2.3"])
def test_non_semantic_version_is_a_warning(tmp_path: Path, version: str) -> None:
    path = plugin(tmp_path, f'{{\n  "name": "p",\n  "version": "{version}"\n}}\n')
    finding = one(check(path, tmp_path), "PLUGIN_FIELD_INVALID")
    assert finding.severity is Severity.WARNING
    assert finding.line == 3


@pytest.mark.parametrize("version", ["1.0.0", "0.1.0-rc.1", "2.0.0+sha.abc"])
def test_semantic_versions_pass(tmp_path: Path, version: str) -> None:
    path = plugin(tmp_path, f'{{"name": "p", "version": "{version}"}}')
    assert check(path, tmp_path) == []


def test_unknown_field_is_a_warning_suggesting_the_closest(tmp_path: Path) -> None:
    path = plugin(tmp_path, '{\n  "name": "p",\n  "mcp_servers": "./mcp.json",\n  "categroy": "x"\n}\n')
    findings = only(check(path, tmp_path), "PLUGIN_FIELD_UNKNOWN")
    assert [(f.severity, f.line) for f in findings] == [(Severity.WARNING, 3), (Severity.WARNING, 4)]
    assert "did you mean 'mcpServers'?" in findings[0].message
    assert findings[0].message.startswith("mcp_servers: unknown field 'mcp_servers'")
    assert "'mcpServers'" in (findings[0].fix or "")


def test_marketplace_only_key_in_plugin_json_is_unknown(tmp_path: Path) -> None:
    path = plugin(tmp_path, '{\n  "name": "p",\n  "category": "dev"\n}\n')
    finding = one(check(path, tmp_path), "PLUGIN_FIELD_UNKNOWN")
    assert finding.line == 3


# --- plugin.json: component paths -------------------------------------------------------------


@pytest.mark.parametrize(
    ("value", "message"),
    [
        ('"skills/"', "skills: path 'skills/' must start with './'"),
        ('"/opt/skills"', "skills: path '/opt/skills' is absolute"),
        ('"C:\\\\skills"', "is absolute"),
        ('"~/skills"', "is absolute"),
        ('"../shared"', "skills: path '../shared' leaves the plugin root"),
        ('"./a/../../shared"', "leaves the plugin root"),
    ],
)
def test_malformed_component_path_is_an_error(tmp_path: Path, value: str, message: str) -> None:
    root = tmp_path / "repo" / "p"
    path = plugin(root, f'{{\n  "name": "p",\n  "skills": {value}\n}}\n')
    finding = one(check(path, tmp_path / "repo"), "PLUGIN_PATH_INVALID")
    assert finding.severity is Severity.ERROR
    assert finding.line == 3
    assert message in finding.message
    assert not only(check(path, tmp_path / "repo"), "PLUGIN_PATH_MISSING")


def test_dot_is_accepted_for_skills_only(tmp_path: Path) -> None:
    skill(tmp_path)
    path = plugin(tmp_path, '{\n  "name": "p",\n  "skills": ".",\n  "commands": "."\n}\n')
    finding = one(check(path, tmp_path), "PLUGIN_PATH_INVALID")
    assert finding.line == 4
    assert finding.message.startswith("commands: ")


def test_array_item_paths_report_the_item_line(tmp_path: Path) -> None:
    write(tmp_path / "agents" / "a.md", "# a\n")
    path = plugin(tmp_path, '{\n  "name": "p",\n  "agents": [\n    "./agents/a.md",\n    "./agents/b.md"\n  ]\n}\n')
    finding = one(check(path, tmp_path), "PLUGIN_PATH_MISSING")
    assert finding.severity is Severity.WARNING
    assert finding.line == 5
    assert finding.message == "agents[1]: path './agents/b.md' does not exist"


def test_missing_component_paths_are_warnings(tmp_path: Path) -> None:
    text = '{\n  "name": "p",\n  "commands": "./cmds",\n  "hooks": "./hooks/extra.json",\n  "skills": "./more"\n}\n'
    path = plugin(tmp_path, text)
    findings = sorted(only(check(path, tmp_path), "PLUGIN_PATH_MISSING"), key=Finding.sort_key)
    assert [(f.severity, f.line) for f in findings] == [
        (Severity.WARNING, 3),
        (Severity.WARNING, 4),
        (Severity.WARNING, 5),
    ]
    assert findings[0].message == "commands: path './cmds' does not exist"


def test_skills_folder_without_any_skill_md_is_a_warning(tmp_path: Path) -> None:
    write(tmp_path / "skills" / "empty" / "README.md", "nothing\n")
    path = plugin(tmp_path, '{\n  "name": "p",\n  "skills": ["./skills"]\n}\n')
    finding = one(check(path, tmp_path), "PLUGIN_PATH_MISSING")
    assert finding.line == 3
    assert "holds no SKILL.md" in finding.message


@pytest.mark.parametrize("value", ['"./skills"', '"./skills/pdf-tools"', '["./skills/", "./skills/pdf-tools"]'])
def test_skills_folder_or_skill_folder_passes(tmp_path: Path, value: str) -> None:
    skill(tmp_path / "skills" / "pdf-tools")
    path = plugin(tmp_path, f'{{"name": "p", "skills": {value}}}')
    assert check(path, tmp_path) == []


def test_skills_path_that_is_a_file_is_a_warning(tmp_path: Path) -> None:
    skill(tmp_path / "skills" / "pdf-tools")
    path = plugin(tmp_path, '{\n  "name": "p",\n  "skills": "./skills/pdf-tools/SKILL.md"\n}\n')
    assert "is a file" in one(check(path, tmp_path), "PLUGIN_PATH_MISSING").message


def test_commands_folder_without_markdown_is_a_warning(tmp_path: Path) -> None:
    write(tmp_path / "cmds" / "notes.txt", "x\n")
    write(tmp_path / "agents" / "nested" / "a.md", "# a\n")
    path = plugin(tmp_path, '{\n  "name": "p",\n  "commands": "./cmds",\n  "agents": "./agents"\n}\n')
    finding = one(check(path, tmp_path), "PLUGIN_PATH_MISSING")
    assert finding.line == 3
    assert "holds no .md files" in finding.message


def test_command_object_sources_are_checked(tmp_path: Path) -> None:
    text = '{\n  "name": "p",\n  "commands": {\n    "about": {\n      "source": "about.md"\n    }\n  }\n}\n'
    path = plugin(tmp_path, text)
    finding = one(check(path, tmp_path), "PLUGIN_PATH_INVALID")
    assert finding.line == 5
    assert finding.message.startswith("commands.about.source: path 'about.md'")


def test_experimental_component_paths_are_checked(tmp_path: Path) -> None:
    path = plugin(tmp_path, '{\n  "name": "p",\n  "experimental": {\n    "themes": "themes"\n  }\n}\n')
    finding = one(check(path, tmp_path), "PLUGIN_PATH_INVALID")
    assert finding.line == 4
    assert finding.message.startswith("experimental.themes: ")


def test_symlink_out_of_the_tree_is_reported_and_not_followed(tmp_path: Path) -> None:
    tree = tmp_path / "repo"
    outside = tmp_path / "outside"
    skill(outside / "pdf-tools")  # would satisfy the check if the link were followed
    (tree / "skills").parent.mkdir(parents=True)
    os.symlink(outside, tree / "skills")
    path = plugin(tree, '{\n  "name": "p",\n  "skills": "./skills"\n}\n')
    finding = one(check(path, tree), "PLUGIN_PATH_MISSING")
    assert finding.severity is Severity.WARNING
    assert "leads out of the scanned tree through a symlink" in finding.message


def test_symlink_inside_the_tree_is_followed(tmp_path: Path) -> None:
    skill(tmp_path / "shared" / "pdf-tools")
    os.symlink(tmp_path / "shared", tmp_path / "skills")
    os.symlink("../shared/pdf-tools", tmp_path / "shared" / "alias")
    path = plugin(tmp_path, '{"name": "p", "skills": ["./skills", "./shared/alias"]}')
    assert check(path, tmp_path) == []


def test_plugin_root_outside_the_tree_is_not_inspected(tmp_path: Path) -> None:
    path = plugin(tmp_path, '{"name": "p", "skills": "./nowhere", "agents": "./neither"}')
    findings = check(path, path.parent)
    assert [(f.rule, f.severity, f.line) for f in findings] == [("PLUGIN_PATH_MISSING", Severity.INFO, None)]
    assert "not checked" in findings[0].message


def test_marketplace_root_outside_the_tree_is_not_inspected(tmp_path: Path) -> None:
    path = marketplace(tmp_path, marketplace_text('[{"name": "a", "source": "./plugins/a"}]'))
    findings = check(path, path.parent)
    assert [(f.rule, f.severity, f.line) for f in findings] == [("MARKETPLACE_SOURCE_MISSING", Severity.INFO, None)]


def test_experimental_component_of_wrong_type_is_a_warning(tmp_path: Path) -> None:
    path = plugin(tmp_path, '{\n  "name": "p",\n  "experimental": {\n    "monitors": 3\n  }\n}\n')
    finding = one(check(path, tmp_path), "PLUGIN_FIELD_INVALID")
    assert (finding.severity, finding.line) == (Severity.WARNING, 4)
    assert finding.message.startswith("experimental.monitors: must be a './' path or an array of monitor objects")


# --- plugin.json: components inside .claude-plugin/ -------------------------------------------


def test_components_inside_claude_plugin_are_warnings(tmp_path: Path) -> None:
    skill(tmp_path / ".claude-plugin" / "skills" / "pdf-tools")
    write(tmp_path / ".claude-plugin" / "commands" / "go.md", "# go\n")
    write(tmp_path / ".claude-plugin" / ".mcp.json", "{}")
    path = plugin(tmp_path, '{"name": "p"}')
    findings = only(check(path, tmp_path), "PLUGIN_COMPONENT_MISPLACED")
    assert {f.message.split(" ")[0] for f in findings} == {
        ".claude-plugin/skills",
        ".claude-plugin/commands",
        ".claude-plugin/.mcp.json",
    }
    assert all(f.severity is Severity.WARNING and f.line is None for f in findings)


def test_component_inside_claude_plugin_named_by_a_path_is_not_misplaced(tmp_path: Path) -> None:
    write(tmp_path / ".claude-plugin" / "hooks" / "hooks.json", "{}")
    path = plugin(tmp_path, '{"name": "p", "hooks": "./.claude-plugin/hooks/hooks.json"}')
    assert check(path, tmp_path) == []


# --- marketplace.json: top level --------------------------------------------------------------


def test_valid_marketplace_has_no_findings(tmp_path: Path) -> None:
    plugin(tmp_path / "plugins" / "formatter", '{"name": "formatter", "version": "1.0.0"}')
    entries = '[\n    {"name": "formatter", "source": "./plugins/formatter", "version": "1.0.0"},\n'
    entries += '    {"name": "remote", "source": {"source": "github", "repo": "acme/remote"}}\n  ]'
    path = marketplace(tmp_path, marketplace_text(entries))
    assert check(path, tmp_path) == []


def test_marketplace_required_fields_missing_are_errors(tmp_path: Path) -> None:
    path = marketplace(tmp_path, '{\n  "description": "d"\n}\n')
    findings = only(check(path, tmp_path), "MARKETPLACE_FIELD_INVALID")
    assert sorted((f.severity, f.line, f.message.split(" ")[0]) for f in findings) == [
        (Severity.ERROR, 1, "name"),
        (Severity.ERROR, 1, "owner"),
        (Severity.ERROR, 1, "plugins"),
    ]


def test_marketplace_owner_without_name_is_an_error(tmp_path: Path) -> None:
    text = '{\n  "name": "acme",\n  "description": "d",\n  "owner": {\n    "name": 7\n  },\n  "plugins": []\n}\n'
    findings = only(check(marketplace(tmp_path, text), tmp_path), "MARKETPLACE_FIELD_INVALID")
    errors = [f for f in findings if f.severity is Severity.ERROR]
    assert [(f.line, f.message) for f in errors] == [(5, "owner.name: owner needs a non-empty string name")]


def test_marketplace_plugins_not_an_array_is_an_error(tmp_path: Path) -> None:
    finding = one(check(marketplace(tmp_path, marketplace_text('{"a": 1}')), tmp_path), "MARKETPLACE_FIELD_INVALID")
    assert (finding.severity, finding.line) == (Severity.ERROR, 5)
    assert finding.message == "plugins: must be an array, not an object"


def test_empty_marketplace_is_a_warning(tmp_path: Path) -> None:
    finding = one(check(marketplace(tmp_path, marketplace_text("[]")), tmp_path), "MARKETPLACE_FIELD_INVALID")
    assert (finding.severity, finding.line) == (Severity.WARNING, 5)
    assert "no plugins defined" in finding.message


@pytest.mark.parametrize("name", ["claude-plugins-official", "anthropic-agent-skills", "Claude_Plugins_Official"])
def test_reserved_marketplace_names_are_errors(tmp_path: Path, name: str) -> None:
    text = marketplace_text("[]").replace('"acme-tools"', json.dumps(name))
    finding = [f for f in check(marketplace(tmp_path, text), tmp_path) if f.severity is Severity.ERROR]
    assert [(f.rule, f.line) for f in finding] == [("MARKETPLACE_FIELD_INVALID", 2)]
    assert "reserved name" in finding[0].message


@pytest.mark.parametrize(("name", "message"), [("Acme Tools", "not kebab-case"), ("org", "Claude Desktop rejects")])
def test_questionable_marketplace_names_are_warnings(tmp_path: Path, name: str, message: str) -> None:
    text = marketplace_text('[{"name": "a", "source": {"source": "npm", "package": "a"}}]')
    text = text.replace('"acme-tools"', json.dumps(name))
    finding = one(check(marketplace(tmp_path, text), tmp_path), "MARKETPLACE_FIELD_INVALID")
    assert (finding.severity, finding.line) == (Severity.WARNING, 2)
    assert message in finding.message


def test_marketplace_without_description_is_a_warning(tmp_path: Path) -> None:
    entries = '[{"name": "a", "source": {"source": "npm", "package": "a"}}]'
    text = f'{{"name": "acme", "owner": {{"name": "A"}}, "plugins": {entries}}}'
    finding = one(check(marketplace(tmp_path, text), tmp_path), "MARKETPLACE_FIELD_INVALID")
    assert finding.severity is Severity.WARNING
    assert finding.message == "no marketplace description provided"
    older = text.replace('"owner"', '"metadata": {"description": "d"}, "owner"')
    assert check(marketplace(tmp_path, older), tmp_path) == []


def test_marketplace_unknown_top_level_key_is_a_warning(tmp_path: Path) -> None:
    text = marketplace_text('[{"name": "a", "source": {"source": "npm", "package": "a"}}]', '\n  "onwer": 1,')
    finding = one(check(marketplace(tmp_path, text), tmp_path), "MARKETPLACE_FIELD_INVALID")
    assert (finding.severity, finding.line) == (Severity.WARNING, 5)
    assert "did you mean 'owner'?" in finding.message


# --- marketplace.json: entries ----------------------------------------------------------------


def test_entry_problems(tmp_path: Path) -> None:
    remote = '{"source": "npm", "package": "x"}'
    entries = (
        "[\n"
        '    "just-a-string",\n'
        f'    {{"source": {remote}}},\n'
        '    {"name": "a"},\n'
        f'    {{"name": "dup", "source": {remote}}},\n'
        f'    {{"name": "dup", "source": {remote}}},\n'
        f'    {{"name": "Not_Kebab", "source": {remote}}},\n'
        f'    {{"name": "typed", "source": {remote}, "author": "Jane", "strict": "no", "tagz": []}}\n'
        "  ]"
    )
    findings = only(check(marketplace(tmp_path, marketplace_text(entries)), tmp_path), "MARKETPLACE_ENTRY_INVALID")
    got = sorted((f.line or 0, f.severity.value, f.message) for f in findings)
    assert got == [
        (6, "error", "plugins[0]: plugin entry must be an object, not a string"),
        (7, "error", "plugins[1]: plugin entry has no name"),
        (8, "error", "plugins[2]: plugin entry has no source"),
        (10, "error", 'plugins[4].name: duplicate plugin name "dup" (first at plugins[3])'),
        (11, "warning", 'plugins[5].name: plugin name "Not_Kebab" is not kebab-case'),
        (12, "error", 'plugins[6].author: must be an object such as {"name": "…"}, not a string'),
        (12, "error", "plugins[6].strict: must be true or false, not a string"),
        (12, "warning", "plugins[6].tagz: unknown field 'tagz' (did you mean 'tags'?); Claude Code ignores it"),
    ]


# --- marketplace.json: sources ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("source", "message"),
    [
        ('"plugins/a"', "plugins[0].source: source 'plugins/a' must start with './'"),
        ('"."', "must start with './'"),
        ('"../elsewhere"', "plugins[0].source: source '../elsewhere': Path contains \"..\""),
        ('"./plugins/../../x"', 'Path contains ".."'),
        ('"/srv/plugins/a"', "must be a './' path relative to the marketplace root"),
        ('"https://github.com/acme/a"', "must be a './' path relative to the marketplace root"),
        ("42", "plugins[0].source: must be a './' path or a source object, not a number"),
        ('{"repo": "acme/a"}', "a source object needs a string 'source'"),
        ('{"source": "git", "url": "u"}', "plugins[0].source.source: unknown source kind 'git'"),
        ('{"source": "github"}', "plugins[0].source: a 'github' source needs 'repo'"),
        ('{"source": "git-subdir", "url": "u"}', "a 'git-subdir' source needs 'path'"),
        ('{"source": "url", "url": 5}', "plugins[0].source.url: must be a non-empty string"),
    ],
)
def test_malformed_sources_are_errors(tmp_path: Path, source: str, message: str) -> None:
    entries = f'[\n    {{"name": "a",\n     "source": {source}}}\n  ]'
    findings = check(marketplace(tmp_path / "repo", marketplace_text(entries)), tmp_path / "repo")
    finding = one(findings, "MARKETPLACE_SOURCE_INVALID")
    assert finding.severity is Severity.ERROR
    assert finding.line == 7
    assert message in finding.message
    assert not only(findings, "MARKETPLACE_SOURCE_MISSING")


@pytest.mark.parametrize(
    "source",
    [
        '{"source": "github", "repo": "acme/a", "ref": "v1"}',
        '{"source": "url", "url": "https://git.example.com/a.git"}',
        '{"source": "git-subdir", "url": "https://git.example.com/m.git", "path": "plugins/a"}',
        '{"source": "npm", "package": "@acme/a"}',
        '{"source": "archive", "url": "https://example.com/a.zip", "sha256": "00"}',
        '{"source": "command", "command": "make plugin"}',
    ],
)
def test_every_remote_source_kind_passes(tmp_path: Path, source: str) -> None:
    path = marketplace(tmp_path, marketplace_text(f'[{{"name": "a", "source": {source}}}]'))
    assert check(path, tmp_path) == []


def test_missing_relative_source_is_an_error(tmp_path: Path) -> None:
    write(tmp_path / "plugins" / "a.txt", "not a folder\n")
    (tmp_path / "plugins" / "b").mkdir()
    entries = (
        "[\n"
        '    {"name": "b", "source": "./plugins/b"},\n'
        '    {"name": "foo", "source": "./foo"},\n'
        '    {"name": "a", "source": "./plugins/a.txt"}\n'
        "  ]"
    )
    findings = check(marketplace(tmp_path, marketplace_text(entries)), tmp_path)
    assert [(f.rule, f.severity, f.line, f.message) for f in findings] == [
        ("MARKETPLACE_SOURCE_MISSING", Severity.ERROR, 7, "plugins[1].source: path './foo' does not exist"),
        ("MARKETPLACE_SOURCE_MISSING", Severity.ERROR, 8, "plugins[2].source: path './plugins/a.txt' is not a folder"),
    ]


def test_bare_source_needs_plugin_root(tmp_path: Path) -> None:
    (tmp_path / "plugins" / "formatter").mkdir(parents=True)
    entries = '[{"name": "formatter", "source": "formatter"}, {"name": "gone", "source": "gone"}]'
    with_root = marketplace_text(entries, '\n  "metadata": {"pluginRoot": "./plugins"},')
    findings = check(marketplace(tmp_path, with_root), tmp_path)
    assert [(f.rule, f.message) for f in findings] == [
        ("MARKETPLACE_SOURCE_MISSING", "plugins[1].source: path 'gone' does not exist")
    ]
    without = check(marketplace(tmp_path, marketplace_text(entries)), tmp_path)
    assert [f.rule for f in without] == ["MARKETPLACE_SOURCE_INVALID", "MARKETPLACE_SOURCE_INVALID"]
    assert "a bare name needs metadata.pluginRoot" in without[0].message


def test_plugin_root_with_dot_dot_is_an_error(tmp_path: Path) -> None:
    text = marketplace_text('[{"name": "a", "source": "a"}]', '\n  "metadata": {"pluginRoot": "../up"},')
    findings = check(marketplace(tmp_path, text), tmp_path)
    assert [(f.rule, f.line) for f in findings] == [
        ("MARKETPLACE_SOURCE_INVALID", 5),
        ("MARKETPLACE_SOURCE_INVALID", 6),
    ]


def test_source_symlink_out_of_the_tree_is_not_followed(tmp_path: Path) -> None:
    tree, outside = tmp_path / "repo", tmp_path / "outside"
    plugin(outside, '{"name": "a"}')
    (tree / "plugins").mkdir(parents=True)
    os.symlink(outside, tree / "plugins" / "a")
    path = marketplace(tree, marketplace_text('[{"name": "a", "source": "./plugins/a"}]'))
    finding = one(check(path, tree), "MARKETPLACE_SOURCE_MISSING")
    assert finding.severity is Severity.WARNING
    assert "leads out of the scanned tree" in finding.message


# --- marketplace.json: skills lists and strict: false -----------------------------------------


def test_entry_skills_list_is_checked(tmp_path: Path) -> None:
    skill(tmp_path / "skills" / "xlsx")
    (tmp_path / "skills" / "empty").mkdir()
    entries = (
        "[\n    {\n"
        '      "name": "document-skills",\n'
        '      "source": "./",\n'
        '      "strict": false,\n'
        '      "skills": [\n'
        '        "./skills/xlsx",\n'
        '        "./skills/docx",\n'
        '        "./skills/empty",\n'
        '        "skills/pdf"\n'
        "      ]\n    }\n  ]"
    )
    findings = check(marketplace(tmp_path, marketplace_text(entries)), tmp_path)
    assert [(f.rule, f.severity, f.line, f.message) for f in findings] == [
        ("MARKETPLACE_SOURCE_MISSING", Severity.ERROR, 12, "plugins[0].skills[1]: path './skills/docx' does not exist"),
        (
            "MARKETPLACE_SOURCE_MISSING",
            Severity.ERROR,
            13,
            "plugins[0].skills[2]: path './skills/empty' holds no SKILL.md",
        ),
        (
            "MARKETPLACE_SOURCE_INVALID",
            Severity.ERROR,
            14,
            "plugins[0].skills[3]: skill path 'skills/pdf' must start with './'",
        ),
    ]


def test_strict_false_with_components_in_both_places_conflicts(tmp_path: Path) -> None:
    skill(tmp_path / "plugins" / "a" / "skills" / "one")
    plugin(tmp_path / "plugins" / "a", '{"name": "a", "commands": "./commands"}')
    entry = '{\n    "name": "a",\n    "source": "./plugins/a",\n    "strict": false,\n    "skills": ["./skills"]\n  }'
    findings = check(marketplace(tmp_path, marketplace_text(f"[{entry}]")), tmp_path)
    finding = one(findings, "MARKETPLACE_PLUGIN_CONFLICT")
    assert (finding.severity, finding.line) == (Severity.ERROR, 8)
    assert "both the entry (skills) and the plugin's plugin.json (commands) specify components" in finding.message


def test_strict_true_or_no_plugin_components_do_not_conflict(tmp_path: Path) -> None:
    skill(tmp_path / "plugins" / "a" / "skills" / "one")
    plugin(tmp_path / "plugins" / "a", '{"name": "a", "description": "no components"}')
    entry = '{"name": "a", "source": "./plugins/a", "strict": false, "skills": ["./skills"]}'
    assert check(marketplace(tmp_path, marketplace_text(f"[{entry}]")), tmp_path) == []
    plugin(tmp_path / "plugins" / "a", '{"name": "a", "commands": "./commands"}')
    entry = '{"name": "a", "source": "./plugins/a", "skills": ["./skills"]}'
    assert check(marketplace(tmp_path, marketplace_text(f"[{entry}]")), tmp_path) == []


def test_entry_version_differing_from_plugin_json_is_a_warning(tmp_path: Path) -> None:
    plugin(tmp_path / "plugins" / "a", '{"name": "a", "version": "1.1.0"}')
    entry = '{\n    "name": "a",\n    "source": "./plugins/a",\n    "version": "1.0.0"\n  }'
    finding = one(check(marketplace(tmp_path, marketplace_text(f"[{entry}]")), tmp_path), "MARKETPLACE_PLUGIN_CONFLICT")
    assert (finding.severity, finding.line) == (Severity.WARNING, 8)
    assert "'1.0.0' differs from plugin.json version '1.1.0'" in finding.message


def test_marketplace_root_plugin_without_plugin_json_checks_misplaced_components(tmp_path: Path) -> None:
    skill(tmp_path / ".claude-plugin" / "skills" / "one")
    path = marketplace(tmp_path, marketplace_text('[{"name": "a", "source": "./"}]'))
    finding = one(check(path, tmp_path), "PLUGIN_COMPONENT_MISPLACED")
    assert finding.severity is Severity.WARNING


def test_check_manifest_never_raises_on_odd_json(tmp_path: Path) -> None:
    odd = [
        '{"name": "p", "skills": [1, null, {"a": 1}], "hooks": [3]}',
        '{"name": "p", "author": {"name": "x", "email": 3}, "commands": {"a": 1}}',
        '{"name": "m", "plugins": [[], null, {"name": null, "source": null}]}',
        "[" * 100_000 + "]" * 100_000,
    ]
    for i, text in enumerate(odd):
        root = tmp_path / str(i)
        for path in (plugin(root, text), marketplace(root, text)):
            findings = check(path, root)
            assert all(f.category is Category.MANIFEST for f in findings)


# --- end to end through the CLI ---------------------------------------------------------------


def _report(capsys: pytest.CaptureFixture[str], args: list[str]) -> tuple[int, dict[str, object]]:
    rc = main(args)
    out = capsys.readouterr().out
    return rc, json.loads(out)


def test_cli_marketplace_with_missing_plugin_source_fails(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    marketplace(tmp_path, marketplace_text('[\n    {"name": "gone", "source": "./plugins/gone"}\n  ]'))
    rc, report = _report(capsys, ["score", str(tmp_path), "--format", "json"])
    assert rc == 1
    manifests = report["manifests"]
    assert isinstance(manifests, list) and len(manifests) == 1
    result = manifests[0]
    assert result["kind"] == "marketplace"
    assert result["passed"] is False
    assert result["path"].endswith(".claude-plugin/marketplace.json")
    assert [(f["rule"], f["severity"], f["line"]) for f in result["findings"]] == [
        ("MARKETPLACE_SOURCE_MISSING", "error", 6)
    ]


def test_cli_valid_plugin_with_one_skill_passes(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    skill(tmp_path / "skills" / "pdf-tools")
    plugin(
        tmp_path,
        '{\n  "name": "pdf-plugin",\n  "version": "1.0.0",\n  "description": "PDF tools.",\n'
        '  "author": {"name": "Jane"},\n  "skills": "./skills/"\n}\n',
    )
    rc, report = _report(capsys, ["score", str(tmp_path), "--format", "json"])
    assert rc == 0
    manifests = report["manifests"]
    assert isinstance(manifests, list)
    assert [(m["kind"], m["passed"], m["findings"]) for m in manifests] == [("plugin", True, [])]


def test_cli_manifest_warnings_do_not_fail_the_run(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    plugin(tmp_path, '{\n  "name": "p",\n  "category": "dev"\n}\n')
    rc, report = _report(capsys, ["score", str(tmp_path), "--format", "json"])
    assert rc == 0
    manifests = report["manifests"]
    assert isinstance(manifests, list)
    assert manifests[0]["passed"] is True
    assert [f["rule"] for f in manifests[0]["findings"]] == ["PLUGIN_FIELD_UNKNOWN"]
