from __future__ import annotations

import time
from pathlib import Path

from skillgrade.skill.text import ReadProblem, TextFile, read_text


def test_bom_and_crlf_are_normalised_and_remembered(tmp_path: Path) -> None:
    path = tmp_path / "SKILL.md"
    path.write_bytes(b"\xef\xbb\xbf---\r\nname: x\r\n---\r\n")
    result = read_text(path)
    assert isinstance(result, TextFile)
    assert result.text == "---\nname: x\n---\n"
    assert result.had_bom and result.had_crlf


def test_binary_file_names_the_line_of_the_first_nul(tmp_path: Path) -> None:
    path = tmp_path / "SKILL.md"
    path.write_bytes(b"line one\nline two\x00\x01")
    result = read_text(path)
    assert isinstance(result, ReadProblem)
    assert (result.code, result.line) == ("binary", 2)


def test_latin1_file_names_line_and_byte(tmp_path: Path) -> None:
    path = tmp_path / "SKILL.md"
    path.write_bytes("ok\ncaf\xe9\n".encode("latin-1"))
    result = read_text(path)
    assert isinstance(result, ReadProblem)
    assert result.code == "not-utf8" and result.line == 2
    assert "0xe9" in result.message


def test_ten_megabyte_file_is_refused_without_reading_it_all(tmp_path: Path) -> None:
    path = tmp_path / "SKILL.md"
    path.write_bytes(b"x" * (10 * 1024 * 1024))
    started = time.perf_counter()
    result = read_text(path)
    assert time.perf_counter() - started < 0.5
    assert isinstance(result, ReadProblem) and result.code == "too-large"
    assert "10.0 MiB" in result.message


def test_a_named_pipe_is_refused_instead_of_blocking(tmp_path: Path) -> None:
    import os

    pipe = tmp_path / "SKILL.md"
    os.mkfifo(pipe)
    result = read_text(pipe)
    assert isinstance(result, ReadProblem) and result.code == "unreadable"
