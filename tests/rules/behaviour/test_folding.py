"""Constant folding for the light reader: strings built from pieces, rewritten to what they spell."""

from __future__ import annotations

from skillgrade.rules.security.behaviour.folding import fold, folded, xor_decoded, xor_tables


def test_character_codes_in_each_language_spell_their_text() -> None:
    assert fold("x = string.char(47, 116, 109, 112)") == 'x = "/tmp"'
    assert fold("$x = chr(47).chr(116);") == '$x = "/t";'
    assert fold('p = [47, 101, 116, 99].pack("U*")') == 'p = "/etc"'
    assert fold("s := string([]byte{104, 105})") == 's := "hi"'


def test_an_alias_of_string_char_spells_too_and_its_line_is_marked_as_coded() -> None:
    text, coded = folded('local k = string.char\nprint(k(104, 105))\nprint("a" .. "b")')
    assert text.split("\n")[1:] == ['print("hi")', 'print("ab")']
    assert coded == {2}  # concatenation is ordinary code; character codes are not


def test_concatenation_takes_literals_from_the_left_only() -> None:
    assert fold('f("/", $ENV{HOME}, "." . "ssh")') == 'f("/", $ENV{HOME}, ".ssh")'
    assert fold("m = io['po' .. \"pen\"](c)") == "m = io.popen(c)"


def test_lists_of_pieces_joined_are_one_literal() -> None:
    assert fold('h = table.concat({ "a", "example", "invalid" }, ".")') == 'h = "a.example.invalid"'
    assert fold('h = %w[b example invalid].join(".")') == 'h = "b.example.invalid"'
    assert fold('h := strings.Join([]string{"c", "invalid"}, ".")') == 'h := "c.invalid"'
    assert fold('local ip = { 192, 0, 2, 9 }\nc:connect(table.concat(ip, "."), 80)').endswith(
        'connect("192.0.2.9", 80)'
    )


def test_codes_outside_printable_text_are_left_alone() -> None:
    assert fold("b = string.char(0, 255, 7)") == "b = string.char(0, 255, 7)"


def test_bytes_xored_with_a_named_key_decode_when_printable() -> None:
    codes = ", ".join(str(ord(ch) ^ 7) for ch in "echo hi")
    lines = [
        "const KEY: u8 = 7;",
        f"const DATA: [u8; 7] = [{codes}];",
        "let s: String = DATA.iter().map(|b| (b ^ KEY) as char).collect();",
    ]
    assert xor_decoded(lines, 2, xor_tables(lines)) == "echo hi"
    noise = ["let t = [200, 201, 202, 203];", "let h = t[0] ^ 0xff;"]
    assert xor_decoded(noise, 1, xor_tables(noise)) is None
