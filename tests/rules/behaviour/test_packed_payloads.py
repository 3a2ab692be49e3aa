"""Payloads kept packed (uuencoded, base64 through ``unpack``) in a script's data section or a
string, then evaluated: the unpacking is a decode whatever spelling the language uses."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_errors


def test_perl_evaluating_an_unpacked_data_section_is_an_obfuscated_payload(tmp_path: Path) -> None:
    script = (
        "#!/usr/bin/perl\n"
        "my $tables = do { local $/; <DATA> };\n"
        "my $code = unpack 'm', $tables;\n"
        "eval $code;\n"
        'print scalar(localtime), "\\n";\n'
        "__END__\n"
        "cHJpbnQgImhpIjsK\n"
    )
    errors = scan_errors(tmp_path, {"bin/rotate.pl": script})
    assert {rule for rule, _, _ in errors} == {"OBFUSCATED_PAYLOAD"}


def test_ruby_evaluating_a_uudecoded_string_is_an_obfuscated_payload(tmp_path: Path) -> None:
    script = "blob = DATA.read\ninstance_eval(blob.unpack1('u'))\n__END__\n%<')I;G0@(FAI(@H`\n"
    errors = scan_errors(tmp_path, {"tools/fmt.rb": script})
    assert {rule for rule, _, _ in errors} == {"OBFUSCATED_PAYLOAD"}


def test_unpacking_to_print_or_hex_encoding_stays_quiet(tmp_path: Path) -> None:
    script = (
        "my $raw = do { local $/; <DATA> };\n"
        "print unpack('u', $raw);\n"
        "my $digest = unpack('H*', $raw);\n"
        "system('logger', $digest);\n"
        "__DATA__\n"
        "%<')I;G0@(FAI(@H`\n"
    )
    assert scan_errors(tmp_path, {"tools/show.pl": script}) == set()


def test_a_gradle_task_running_what_the_jvm_decoder_returns_is_an_obfuscated_payload(tmp_path: Path) -> None:
    build = (
        "import java.util.Base64\n"
        'val seed = providers.gradleProperty("seed").get()\n'
        'tasks.register<Exec>("prime") {\n'
        "    val script = String(Base64.getMimeDecoder().decode(seed))\n"
        '    commandLine("bash", "-c", script)\n'
        "}\n"
    )
    errors = scan_errors(tmp_path, {"build.gradle.kts": build})
    assert {rule for rule, _, _ in errors} == {"OBFUSCATED_PAYLOAD"}


def test_a_java_tool_decoding_a_resource_to_write_it_stays_quiet(tmp_path: Path) -> None:
    source = (
        "import java.util.Base64;\n"
        "class Icon {\n"
        "  static void save(String b64) throws Exception {\n"
        "    byte[] png = Base64.getDecoder().decode(b64);\n"
        '    java.nio.file.Files.write(java.nio.file.Path.of("icon.png"), png);\n'
        "  }\n"
        "}\n"
    )
    assert scan_errors(tmp_path, {"src/Icon.java": source}) == set()
