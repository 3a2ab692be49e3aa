"""Text filters run on text the analyser knows: what ``awk PROGRAM`` and ``cut`` print.

A script often reads one setting out of a bundled config (``awk -F= '$1=="url"{print $2}' tools.ini``,
``grep ^host conf.ini | cut -d= -f2``) or builds names out of its input (``awk '{print $1"."z}'``). When
the input is known (a skill's own file, or text an earlier command printed) the filter is run here on
it, so the value reaches the sink as text: an install from the host the config names, a connection to
the address it holds. awk is a language; only a small part of it is run (patterns and actions with
fields, variables, ``print``/``printf``, ``gsub``/``sub``, ``if``, ``next``/``exit``, the common string
functions). Anything else (loops, arrays, ``getline``, output redirection) gives ``None``: unknown, never
a guess. Work is bounded (lines, steps, output size)."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable
from typing import Any

_MAX_INPUT_LINES = 5000
_MAX_STEPS = 200_000
_MAX_OUTPUT = 65536


class _Unsupported(Exception):
    """The program uses a part of awk this module does not run."""


# --- cut ---------------------------------------------------------------------------------------


def cut(words: list[str], read: Callable[[str | None], str | None]) -> str | None:
    """What ``cut WORDS`` prints for ``-d X -f LIST`` (fields) or ``-c LIST`` (characters), with ``-s``
    (only lines holding the delimiter); ``read`` gives a file operand's text (``None``: standard input).
    ``None`` for another use or an input not known."""
    delimiter, fields, characters, only_delimited = "\t", "", "", False
    operands: list[str] = []
    index = 0
    while index < len(words):
        word = words[index]
        value, index = _option_value(words, index, ("-d", "--delimiter"))
        if value is not None:
            delimiter = value
            continue
        value, index = _option_value(words, index, ("-f", "--fields"))
        if value is not None:
            fields = value
            continue
        value, index = _option_value(words, index, ("-c", "--characters", "-b", "--bytes"))
        if value is not None:
            characters = value
            continue
        if word in ("-s", "--only-delimited"):
            only_delimited = True
        elif word.startswith("-") and word != "-":
            return None
        else:
            operands.append(word)
        index += 1
    picked = _ranges(fields or characters)
    if picked is None or len(delimiter) != 1 or bool(fields) == bool(characters):
        return None
    inputs = [read(None if operand == "-" else operand) for operand in operands] if operands else [read(None)]
    if any(given is None for given in inputs):
        return None
    text = "\n".join(given for given in inputs if given is not None)
    out: list[str] = []
    for line in text.split("\n")[:_MAX_INPUT_LINES]:
        if characters:
            out.append("".join(ch for number, ch in enumerate(line, 1) if picked(number)))
        elif delimiter in line:
            parts = line.split(delimiter)
            out.append(delimiter.join(part for number, part in enumerate(parts, 1) if picked(number)))
        elif not only_delimited:
            out.append(line)
    return "\n".join(out)


def _option_value(words: list[str], index: int, names: tuple[str, ...]) -> tuple[str | None, int]:
    """The value of option ``names`` at ``words[index]`` (``-d,``, ``-d ,``, ``--delimiter=,``) and the
    index after it, else (``None``, ``index``)."""
    word = words[index]
    for name in names:
        if word == name and index + 1 < len(words):
            return words[index + 1], index + 2
        if name.startswith("--") and word.startswith(name + "="):
            return word[len(name) + 1 :], index + 1
        if not name.startswith("--") and word.startswith(name) and len(word) > len(name):
            return word[len(name) :], index + 1
    return None, index


def _ranges(spec: str) -> Callable[[int], bool] | None:
    """``cut``'s LIST (``2``, ``1,3``, ``2-``, ``-3``, ``2-4``) as a test of a 1-based position."""
    spans: list[tuple[int, int]] = []
    for part in spec.split(","):
        match = re.fullmatch(r"(\d*)-?(\d*)", part.strip())
        if match is None or not part.strip():
            return None
        low, high = match.groups()
        if "-" not in part:
            spans.append((int(low), int(low)))
        else:
            spans.append((int(low) if low else 1, int(high) if high else 1 << 30))
    return lambda number: any(low <= number <= high for low, high in spans)


# --- awk: reading the command line ----------------------------------------------------------------


@dataclasses.dataclass
class AwkCall:
    """An awk command line: its program, field separator, ``-v`` variables and file operands."""

    program: str
    separator: str | None
    variables: dict[str, str]
    operands: list[str]


def awk_call(words: list[str]) -> AwkCall | None:
    """``awk [-F SEP] [-v NAME=VALUE]… 'PROGRAM' [FILE…]`` read from its words; ``None`` for a program
    read from a file (``-f``) or an option this module does not know."""
    separator: str | None = None
    variables: dict[str, str] = {}
    index = 0
    while index < len(words):
        word = words[index]
        if word == "--":
            index += 1
            break
        if word.startswith("-F"):
            value = word[2:] if len(word) > 2 else (words[index + 1] if index + 1 < len(words) else None)
            if value is None:
                return None
            separator = _unescaped(value)
            index += 1 if len(word) > 2 else 2
            continue
        if word.startswith("-v"):
            value = word[2:] if len(word) > 2 else (words[index + 1] if index + 1 < len(words) else "")
            name, equals, assigned = value.partition("=")
            if not equals or not re.fullmatch(r"[A-Za-z_]\w*", name):
                return None
            variables[name] = _unescaped(assigned)
            index += 1 if len(word) > 2 else 2
            continue
        if word.startswith("-") and len(word) > 1:
            return None
        break
    if index >= len(words):
        return None
    operands = words[index + 1 :]
    if any("=" in operand.split("/")[0] and not operand.startswith("/") for operand in operands):
        return None  # `awk '…' x=1 file`: an assignment between files
    return AwkCall(words[index], separator, variables, operands)


def _unescaped(text: str) -> str:
    """An awk string's escapes (``\\t``, ``\\n``, ``\\"``, ``\\\\``, ``\\/``) made."""
    table = {"t": "\t", "n": "\n", "r": "\r", '"': '"', "\\": "\\", "/": "/", "a": "\a", "b": "\b", "f": "\f"}
    return re.sub(r"\\(.)", lambda m: table.get(m.group(1), "\\" + m.group(1)), text)


# --- awk: the program ------------------------------------------------------------------------------

_TOKEN = re.compile(
    r"""(?P<space>[ \t]+|\\\n|\#[^\n]*)
      | (?P<newline>\n)
      | (?P<number>\d+(?:\.\d*)?(?:[eE][-+]?\d+)?|\.\d+)
      | (?P<string>"(?:[^"\\\n]|\\.)*")
      | (?P<name>[A-Za-z_]\w*)
      | (?P<op>\+\+|--|\+=|-=|\*=|/=|%=|==|!=|<=|>=|!~|&&|\|\||>>|[-+*/%<>=!~$(){};,?:|\[\]])""",
    re.VERBOSE,
)
_REGEX_CAN_FOLLOW = frozenset({None, "(", ",", "{", "}", ";", "\n", "!", "~", "!~", "&&", "||", "==", "!=", "?", ":"})
_UNSUPPORTED_WORDS = frozenset(
    {"for", "while", "do", "getline", "function", "func", "delete", "in", "system", "close", "fflush", "split",
     "nextfile", "return", "break", "continue", "match"}
)  # fmt: skip


@dataclasses.dataclass(frozen=True)
class _Token:
    kind: str  # number, string, regex, name, op, newline, end
    text: str


def _tokens(program: str) -> list[_Token]:
    found: list[_Token] = []
    position = 0
    while position < len(program):
        previous = next((t for t in reversed(found)), None)
        after = None if previous is None else previous.text if previous.kind in ("op", "newline") else "value"
        if program[position] == "/" and (after in _REGEX_CAN_FOLLOW or (previous and previous.text == "print")):
            end = position + 1
            while end < len(program) and program[end] != "/":
                end += 2 if program[end] == "\\" else 1
            if end >= len(program):
                raise _Unsupported("unterminated regular expression")
            found.append(_Token("regex", program[position + 1 : end]))
            position = end + 1
            continue
        match = _TOKEN.match(program, position)
        if match is None:
            raise _Unsupported(f"character {program[position]!r}")
        kind = match.lastgroup or ""
        if kind == "newline":
            found.append(_Token("newline", "\n"))
        elif kind != "space":
            found.append(_Token(kind, match.group()))
        position = match.end()
    found.append(_Token("end", ""))
    return found


# An expression or statement is a nested tuple: ("num", 1.0), ("str", "x"), ("re", "a+"),
# ("var", "name"), ("field", expr), ("bin", op, left, right), ("not", expr), ("neg", expr),
# ("call", name, [args]), ("concat", left, right), ("cond", test, yes, no); statements:
# ("print", [exprs]), ("printf", [exprs]), ("assign", op, target, expr), ("if", test, then, else),
# ("block", [stmts]), ("next",), ("exit",), ("expr", expr), ("incr", target, delta).
_Node = tuple[Any, ...]


class _Parser:
    def __init__(self, program: str) -> None:
        self.tokens = _tokens(program)
        self.position = 0

    def peek(self) -> _Token:
        return self.tokens[self.position]

    def take(self, text: str | None = None) -> _Token:
        token = self.tokens[self.position]
        if text is not None and token.text != text:
            raise _Unsupported(f"expected {text!r}, found {token.text!r}")
        self.position += 1
        return token

    def skip_separators(self) -> None:
        while self.peek().text in ("\n", ";"):
            self.take()

    def skip_newlines(self) -> None:
        while self.peek().kind == "newline":
            self.take()

    def program(self) -> tuple[list[_Node], list[tuple[_Node | None, _Node | None]], list[_Node]]:
        begin: list[_Node] = []
        rules: list[tuple[_Node | None, _Node | None]] = []
        end: list[_Node] = []
        self.skip_separators()
        while self.peek().kind != "end":
            token = self.peek()
            if token.text in ("BEGIN", "END"):
                self.take()
                self.skip_newlines()
                (begin if token.text == "BEGIN" else end).append(self.block())
            else:
                pattern = None if token.text == "{" else self.expression()
                if self.peek().text == ",":
                    raise _Unsupported("range pattern")
                action = self.block() if self.peek().text == "{" else None
                rules.append((pattern, action))
            self.skip_separators()
        return begin, rules, end

    def block(self) -> _Node:
        self.take("{")
        statements: list[_Node] = []
        self.skip_separators()
        while self.peek().text != "}":
            if self.peek().kind == "end":
                raise _Unsupported("unclosed block")
            statements.append(self.statement())
            self.skip_separators()
        self.take("}")
        return ("block", statements)

    def statement(self) -> _Node:
        token = self.peek()
        if token.text == "{":
            return self.block()
        if token.kind == "name" and token.text in _UNSUPPORTED_WORDS:
            raise _Unsupported(token.text)
        if token.text == "if":
            self.take()
            self.take("(")
            test = self.expression()
            self.take(")")
            self.skip_newlines()
            then = self.statement()
            saved = self.position
            self.skip_separators()
            if self.peek().text == "else":
                self.take()
                self.skip_newlines()
                return ("if", test, then, self.statement())
            self.position = saved
            return ("if", test, then, None)
        if token.text in ("next", "exit"):
            self.take()
            if token.text == "exit" and self.peek().text not in (";", "\n", "}", "end"):
                self.expression()  # the exit status: nothing printed depends on it
            return (token.text,)
        if token.text in ("print", "printf"):
            self.take()
            parenthesised = self.peek().text == "(" and token.text == "printf"
            if parenthesised:
                self.take()
            values: list[_Node] = []
            if self.peek().text not in (";", "\n", "}", ")") and self.peek().kind != "end":
                values.append(self.expression(in_print=True))
                while self.peek().text == ",":
                    self.take()
                    self.skip_newlines()
                    values.append(self.expression(in_print=True))
            if parenthesised:
                self.take(")")
            if self.peek().text in (">", ">>", "|"):
                raise _Unsupported("output redirection")
            return (token.text, values)
        expression = self.expression()
        if self.peek().text in ("=", "+=", "-=", "*=", "/=", "%="):
            if expression[0] not in ("var", "field"):
                raise _Unsupported("assignment target")
            operator = self.take().text
            return ("assign", operator, expression, self.expression())
        if self.peek().text in ("++", "--"):
            if expression[0] not in ("var", "field"):
                raise _Unsupported("increment target")
            return ("incr", expression, 1.0 if self.take().text == "++" else -1.0)
        return ("expr", expression)

    def expression(self, in_print: bool = False) -> _Node:
        test = self.binary(0, in_print)
        if self.peek().text == "?":
            self.take()
            yes = self.expression(in_print)
            self.take(":")
            return ("cond", test, yes, self.expression(in_print))
        return test

    _LEVELS: tuple[frozenset[str], ...] = (
        frozenset({"||"}),
        frozenset({"&&"}),
        frozenset({"~", "!~"}),
        frozenset({"==", "!=", "<", "<=", ">", ">="}),
    )

    def binary(self, level: int, in_print: bool) -> _Node:
        if level == len(self._LEVELS):
            return self.concatenation(in_print)
        left = self.binary(level + 1, in_print)
        while self.peek().text in self._LEVELS[level] and not (in_print and self.peek().text == ">"):
            operator = self.take().text
            self.skip_newlines() if operator in ("&&", "||") else None
            left = ("bin", operator, left, self.binary(level + 1, in_print))
        return left

    def concatenation(self, in_print: bool) -> _Node:
        left = self.additive()
        while self.starts_operand():
            left = ("concat", left, self.additive())
        return left

    def starts_operand(self) -> bool:
        token = self.peek()
        if token.kind in ("number", "string", "regex"):
            return True
        if token.kind == "name":
            return token.text not in ("in", "else")
        return token.text in ("$", "(")  # `a -b` is a subtraction, `a !b` no concatenation

    def additive(self) -> _Node:
        left = self.multiplicative()
        while self.peek().text in ("+", "-"):
            operator = self.take().text
            left = ("bin", operator, left, self.multiplicative())
        return left

    def multiplicative(self) -> _Node:
        left = self.unary()
        while self.peek().text in ("*", "/", "%"):
            operator = self.take().text
            left = ("bin", operator, left, self.unary())
        return left

    def unary(self) -> _Node:
        token = self.peek()
        if token.text == "!":
            self.take()
            return ("not", self.unary())
        if token.text == "-":
            self.take()
            return ("neg", self.unary())
        if token.text == "+":
            self.take()
            return ("bin", "+", ("num", 0.0), self.unary())
        return self.primary()

    def primary(self) -> _Node:
        token = self.take()
        if token.kind == "number":
            return ("num", float(token.text))
        if token.kind == "string":
            return ("str", _unescaped(token.text[1:-1]))
        if token.kind == "regex":
            return ("re", token.text)
        if token.text == "$":
            return ("field", self.primary())
        if token.text == "(":
            inner = self.expression()
            self.take(")")
            return inner
        if token.kind == "name":
            if token.text in _UNSUPPORTED_WORDS:
                raise _Unsupported(token.text)
            if self.peek().text == "[":
                raise _Unsupported("array")
            if self.peek().text == "(" and token.text in _FUNCTIONS:
                self.take("(")
                args: list[_Node] = []
                if self.peek().text != ")":
                    args.append(self.expression())
                    while self.peek().text == ",":
                        self.take()
                        args.append(self.expression())
                self.take(")")
                return ("call", token.text, args)
            if token.text in _FUNCTIONS and token.text == "length":
                return ("call", "length", [])
            return ("var", token.text)
        raise _Unsupported(f"token {token.text!r}")


_FUNCTIONS = frozenset({"length", "substr", "tolower", "toupper", "index", "sprintf", "gsub", "sub", "int"})


# --- awk: running it -------------------------------------------------------------------------------

_Value = str | float
_NUMERIC = re.compile(r"\s*[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?\s*")


class _Next(Exception):
    pass


class _Exit(Exception):
    pass


class _Runner:
    def __init__(self, separator: str | None, variables: dict[str, str]) -> None:
        self.variables: dict[str, _Value] = {"FS": separator if separator is not None else " ", "OFS": " ", "NR": 0.0}
        self.variables.update(variables)
        self.fields: list[str] = [""]
        self.out: list[str] = []
        self.size = 0
        self.steps = 0

    # records and fields
    def set_record(self, line: str) -> None:
        separator = self.text(self.variables.get("FS", " "))
        if separator == " ":
            parts = line.split()
        elif len(separator) == 1 and separator != "\\":
            parts = line.split(separator)
        else:
            try:
                parts = re.split(_python_regex(separator), line)
            except re.error as error:
                raise _Unsupported("field separator") from error
        self.fields = [line, *parts] if line else [line]

    def field(self, index: float) -> str:
        number = int(index)
        if number < 0:
            raise _Unsupported("negative field")
        return self.fields[number] if number < len(self.fields) else ""

    def set_field(self, index: float, value: str) -> None:
        number = int(index)
        if number == 0:
            self.set_record(value)
            return
        while len(self.fields) <= number:
            self.fields.append("")
        self.fields[number] = value
        self.fields[0] = self.text(self.variables.get("OFS", " ")).join(self.fields[1:])

    # values
    @staticmethod
    def text(value: _Value) -> str:
        if isinstance(value, float):
            return str(int(value)) if value.is_integer() and abs(value) < 1e16 else f"{value:.6g}"
        return value

    @staticmethod
    def number(value: _Value) -> float:
        if isinstance(value, float):
            return value
        match = re.match(r"\s*[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?", value)
        return float(match.group()) if match else 0.0

    @staticmethod
    def numeric_string(value: _Value) -> bool:
        return isinstance(value, float) or _NUMERIC.fullmatch(value) is not None

    def truth(self, value: _Value, node: _Node) -> bool:
        if isinstance(value, float):
            return value != 0
        if node[0] in ("field", "var") and self.numeric_string(value):
            return self.number(value) != 0
        return value != ""

    def step(self) -> None:
        self.steps += 1
        if self.steps > _MAX_STEPS:
            raise _Unsupported("too long")

    # evaluation
    def evaluate(self, node: _Node) -> _Value:
        self.step()
        kind = node[0]
        if kind in ("num", "str"):
            constant: _Value = node[1]
            return constant
        if kind == "re":
            return 1.0 if re.search(_python_regex(node[1]), self.fields[0]) else 0.0
        if kind == "var":
            if node[1] == "NF":
                return float(len(self.fields) - 1)
            return self.variables.get(node[1], "")
        if kind == "field":
            return self.field(self.number(self.evaluate(node[1])))
        if kind == "not":
            return 0.0 if self.truth(self.evaluate(node[1]), node[1]) else 1.0
        if kind == "neg":
            return -self.number(self.evaluate(node[1]))
        if kind == "concat":
            return self.text(self.evaluate(node[1])) + self.text(self.evaluate(node[2]))
        if kind == "cond":
            chosen = node[2] if self.truth(self.evaluate(node[1]), node[1]) else node[3]
            return self.evaluate(chosen)
        if kind == "call":
            return self.call(node[1], node[2])
        if kind == "bin":
            return self.binary(node[1], node[2], node[3])
        raise _Unsupported(kind)

    def binary(self, operator: str, left_node: _Node, right_node: _Node) -> _Value:
        if operator == "&&":
            ok = self.truth(self.evaluate(left_node), left_node) and self.truth(self.evaluate(right_node), right_node)
            return 1.0 if ok else 0.0
        if operator == "||":
            ok = self.truth(self.evaluate(left_node), left_node) or self.truth(self.evaluate(right_node), right_node)
            return 1.0 if ok else 0.0
        if operator in ("~", "!~"):
            pattern = right_node[1] if right_node[0] == "re" else self.text(self.evaluate(right_node))
            found = re.search(_python_regex(pattern), self.text(self.evaluate(left_node))) is not None
            return 1.0 if found == (operator == "~") else 0.0
        left, right = self.evaluate(left_node), self.evaluate(right_node)
        if operator in ("+", "-", "*", "/", "%"):
            a, b = self.number(left), self.number(right)
            if operator in ("/", "%") and b == 0:
                raise _Unsupported("division by zero")
            return {"+": a + b, "-": a - b, "*": a * b, "/": a / b if b else 0.0, "%": a % b if b else 0.0}[operator]
        compared: tuple[float, float] | tuple[str, str]
        constant = left_node[0] == "str" or right_node[0] == "str"  # a string constant compares as a string
        if self.numeric_string(left) and self.numeric_string(right) and not constant:
            compared = (self.number(left), self.number(right))
        else:
            compared = (self.text(left), self.text(right))
        a_, b_ = compared
        result = {
            "==": a_ == b_, "!=": a_ != b_, "<": a_ < b_, "<=": a_ <= b_, ">": a_ > b_, ">=": a_ >= b_,  # type: ignore[operator]
        }[operator]  # fmt: skip
        return 1.0 if result else 0.0

    def call(self, name: str, args: list[_Node]) -> _Value:
        if name in ("gsub", "sub"):
            return self.substitute(name, args)
        values = [self.evaluate(arg) for arg in args]
        texts = [self.text(v) for v in values]
        if name == "length":
            return float(len(texts[0] if texts else self.fields[0]))
        if name == "tolower" and texts:
            return texts[0].lower()
        if name == "toupper" and texts:
            return texts[0].upper()
        if name == "int" and values:
            return float(int(self.number(values[0])))
        if name == "index" and len(texts) == 2:
            return float(texts[0].find(texts[1]) + 1)
        if name == "substr" and len(values) in (2, 3):
            start = round(self.number(values[1]))
            length = round(self.number(values[2])) if len(values) == 3 else len(texts[0]) + 1
            begin = max(start, 1)
            end = start + length if len(values) == 3 else len(texts[0]) + 1
            return texts[0][begin - 1 : max(end - 1, begin - 1)]
        if name == "sprintf" and texts:
            return _formatted(texts[0], values[1:], self)
        raise _Unsupported(f"function {name}")

    def substitute(self, name: str, args: list[_Node]) -> _Value:
        if len(args) not in (2, 3):
            raise _Unsupported(name)
        pattern = args[0][1] if args[0][0] == "re" else self.text(self.evaluate(args[0]))
        replacement = self.text(self.evaluate(args[1]))
        target = args[2] if len(args) == 3 else ("field", ("num", 0.0))
        if target[0] not in ("var", "field"):
            raise _Unsupported("substitution target")
        before = self.text(self.evaluate(target))
        python = replacement.replace("\\\\", "\x00").replace("\\&", "\x01").replace("\\", "\\\\")
        python = python.replace("&", r"\g<0>").replace("\x01", "&").replace("\x00", "\\\\")
        try:
            after, count = re.subn(_python_regex(pattern), python, before, count=1 if name == "sub" else 0)
        except re.error as error:
            raise _Unsupported("regular expression") from error
        self.assign(target, after)
        return float(count)

    def assign(self, target: _Node, value: _Value) -> None:
        if target[0] == "var":
            self.variables[target[1]] = value
        else:
            self.set_field(self.number(self.evaluate(target[1])), self.text(value))

    def execute(self, node: _Node) -> None:
        self.step()
        kind = node[0]
        if kind == "block":
            for statement in node[1]:
                self.execute(statement)
        elif kind == "print":
            values = node[1] or [("field", ("num", 0.0))]
            separator = self.text(self.variables.get("OFS", " "))
            self.emit(separator.join(self.text(self.evaluate(v)) for v in values) + "\n")
        elif kind == "printf":
            if not node[1]:
                raise _Unsupported("printf without a format")
            values = [self.evaluate(v) for v in node[1]]
            self.emit(_formatted(self.text(values[0]), values[1:], self))
        elif kind == "assign":
            value = self.evaluate(node[3])
            if node[1] != "=":
                current = self.number(self.evaluate(node[2]))
                amount = self.number(value)
                value = {
                    "+=": current + amount, "-=": current - amount, "*=": current * amount,
                    "/=": current / amount if amount else 0.0, "%=": current % amount if amount else 0.0,
                }[node[1]]  # fmt: skip
            self.assign(node[2], value)
        elif kind == "incr":
            self.assign(node[1], self.number(self.evaluate(node[1])) + node[2])
        elif kind == "if":
            if self.truth(self.evaluate(node[1]), node[1]):
                self.execute(node[2])
            elif node[3] is not None:
                self.execute(node[3])
        elif kind == "next":
            raise _Next
        elif kind == "exit":
            raise _Exit
        elif kind == "expr":
            self.evaluate(node[1])

    def emit(self, text: str) -> None:
        self.size += len(text)
        if self.size > _MAX_OUTPUT:
            raise _Unsupported("output too large")
        self.out.append(text)


_FORMAT = re.compile(r"%([-+ #0]*)(\d*)(?:\.(\d+))?([diouxXeEfgGcs%])")


def _formatted(template: str, values: list[_Value], runner: _Runner) -> str:
    """awk's ``printf``/``sprintf``: each ``%…`` spec takes the next value (missing ones are empty)."""
    remaining = list(values)

    def one(match: re.Match[str]) -> str:
        flags, width, precision, conversion = match.groups()
        if conversion == "%":
            return "%"
        value: _Value = remaining.pop(0) if remaining else ""
        spec = "%" + flags + width + (f".{precision}" if precision is not None else "")
        if conversion in "dioxXuc" and conversion != "c":
            return (spec + conversion.replace("u", "d").replace("i", "d")) % int(runner.number(value))
        if conversion == "c":
            return (spec + "s") % (chr(int(value)) if isinstance(value, float) else value[:1])
        if conversion in "eEfgG":
            return (spec + conversion) % runner.number(value)
        return (spec + "s") % runner.text(value)

    return _FORMAT.sub(one, _unescaped(template))


_NESTED_QUANTIFIER = re.compile(r"\((?:[^()\\]|\\.)*[*+}](?:[^()\\]|\\.)*\)\s*[*+{?]")
"""A quantified group holding a quantifier (``(a+)+``): the shape whose matching time can grow
exponentially with the text, which a skill's own program and data could be built to have."""


def nests_quantifiers(pattern: str) -> bool:
    """``pattern`` has a quantified group holding a quantifier: not to be run on a skill's text."""
    return _NESTED_QUANTIFIER.search(pattern) is not None


def _python_regex(pattern: str) -> str:
    """An awk regular expression as Python's ``re`` reads it (POSIX bracket classes, ``\\/``); one
    that nests quantifiers is not run (see :data:`_NESTED_QUANTIFIER`)."""
    if nests_quantifiers(pattern):
        raise _Unsupported("nested quantifiers")
    classes = {"[:space:]": r"\s", "[:blank:]": r" \t", "[:digit:]": r"\d", "[:alpha:]": "A-Za-z",
               "[:alnum:]": "A-Za-z0-9", "[:upper:]": "A-Z", "[:lower:]": "a-z", "[:xdigit:]": "0-9A-Fa-f",
               "[:punct:]": r"!-/:-@\[-`{-~"}  # fmt: skip
    for posix, python in classes.items():
        pattern = pattern.replace(posix, python)
    return pattern.replace("\\/", "/")


def awk(words: list[str], read: Callable[[str | None], str | None]) -> str | None:
    """What ``awk WORDS`` prints, ``read`` giving a file operand's text (``None``: standard input), or
    ``None`` when an input is not known or the program uses a part of awk not run here."""
    call = awk_call(words)
    if call is None:
        return None
    inputs = [read(None if o == "-" else o) for o in call.operands] if call.operands else [read(None)]
    if any(given is None for given in inputs):
        return None
    return _run(call, "\n".join(given for given in inputs if given is not None))


def _run(call: AwkCall, text: str) -> str | None:
    try:
        begin, rules, end = _Parser(call.program).program()
        runner = _Runner(call.separator, call.variables)
        try:
            for block in begin:
                runner.execute(block)
            lines = text.split("\n")
            if lines and lines[-1] == "":
                lines.pop()
            for number, line in enumerate(lines[:_MAX_INPUT_LINES], start=1):
                runner.variables["NR"] = float(number)
                runner.set_record(line)
                try:
                    for pattern, action in rules:
                        if pattern is not None and not _matches(runner, pattern):
                            continue
                        runner.execute(action if action is not None else ("print", []))
                except _Next:
                    continue
            for block in end:
                runner.execute(block)
        except _Exit:
            pass
    except (_Unsupported, re.error, ValueError, TypeError, IndexError, RecursionError, OverflowError):
        return None
    return "".join(runner.out).removesuffix("\n")


def _matches(runner: _Runner, pattern: _Node) -> bool:
    return runner.truth(runner.evaluate(pattern), pattern)
