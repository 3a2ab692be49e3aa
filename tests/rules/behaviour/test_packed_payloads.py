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
