"""A linear pre-scan of TOML text, run before the parser.

`check_shape` refuses brackets nested deeper than the limit, dotted keys and table names
of too many parts, and over-long arrays, before `tomllib` recurses or builds anything: a
50,000-part dotted key or 10,000 nested arrays never reach it.
`key_lines` maps every key path (array elements by 0-based index) to the line it is on,
so a schema error can name its line.

The scan is a tokenizer, not a validator: on a malformed file it may be imprecise, but it
never fails, recurses or backtracks (every token regex matches in linear time), and its
depth bound holds for every file the parser accepts.
"""

from __future__ import annotations

import contextlib
import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from tabletop.inputs.limits import MAX_NESTING_DEPTH, MAX_TOML_ITEMS

Loc = tuple[str | int, ...]

_TOKEN = re.compile(
    r'"""(?:[^"\\]|\\.|"(?!""))*(?:"""|\Z)'  # multi-line basic string (unterminated: to the end)
    r"|'''(?:[^']|'(?!''))*(?:'''|\Z)"  # multi-line literal string
    r'|"(?:[^"\\\n]|\\[^\n])*"?'  # basic string (unterminated: to the end of the line)
    r"|'[^'\n]*'?"  # literal string
    r"|#[^\n]*"  # comment
    r"|[A-Za-z0-9_+\-:]+"  # bare key, number, boolean, date
    r"|\n[\n\t\r ]*"  # newlines (blank lines as one token)
    r"|[\[\]{}=,.]",
    re.DOTALL,
)


class TomlShapeError(ValueError):
    """The text nests too deeply or holds too many entries; `line` is 1-based."""

    def __init__(self, reason: str, line: int) -> None:
        super().__init__(reason)
        self.reason = reason
        self.line = line


@dataclass(slots=True)
class _Frame:
    kind: str  # "[" or "{"
    path: Loc
    index: int = 0


@dataclass(slots=True)
class _Scan:
    max_depth: int
    collect: bool
    target: Loc = ()
    lines: dict[Loc, int] = field(default_factory=dict)
    line: int = 1
    stack: list[_Frame] = field(default_factory=list)
    table: Loc = ()
    tables_seen: dict[Loc, int] = field(default_factory=dict)
    key: list[str] = field(default_factory=list)
    in_key: bool = True  # where a key may stand (line start, after "{" or "," in "{}")
    value_path: Loc | None = None  # the key path whose value comes next
    header: bool = False
    header_array: bool = False
    line_has_tokens: bool = False
    skip_bracket: bool = False

    def note(self, path: Loc) -> None:
        if self.collect:
            self.lines.setdefault(path, self.line)
            if path == self.target:
                raise _Found

    def deep(self, path: Sequence[object]) -> None:
        if len(path) > self.max_depth:
            raise TomlShapeError(f"nested deeper than the limit of {self.max_depth} levels "
                                 "(tables, arrays and dotted key parts)", self.line)

    def run(self, text: str) -> None:
        for match in _TOKEN.finditer(text):
            token = match.group()
            self.token(token, text, match.end())
            if token[0] != "\n":
                self.line_has_tokens = True
                if len(token) > 5:  # a string over several lines
                    self.line += token.count("\n")

    def token(self, token: str, text: str, end: int) -> None:
        first = token[0]
        if first == "\n":
            self.line += token.count("\n")
            self.line_has_tokens = False
            if self.header:  # a header left open: the parser names the error
                self.header, self.key = False, []
            if not self.stack:
                self.in_key, self.key, self.value_path = True, [], None
        elif first == "#":
            return
        elif first in "\"'" or first.isalnum() or first in "_+-:":
            self.word(token)
        elif first == ".":
            return
        elif first == "=":
            self.assign()
        elif first == "[":
            self.open_bracket(text, end)
        elif first == "]":
            self.close_bracket()
        elif first == "{":
            self.open(_Frame("{", self.new_path()))
            self.in_key, self.key = True, []
        elif first == "}":
            if self.stack and self.stack[-1].kind == "{":
                self.stack.pop()
            self.in_key, self.value_path = False, None
        elif first == ",":
            top = self.stack[-1] if self.stack else None
            if top is not None and top.kind == "[":
                top.index += 1
            elif top is not None:
                self.in_key, self.key, self.value_path = True, [], None

    def word(self, token: str) -> None:
        if self.header or self.in_key:
            self.key.append(_unquote(token))
            return
        top = self.stack[-1] if self.stack else None
        if top is not None and top.kind == "[":
            self.note((*top.path, top.index))

    def assign(self) -> None:
        base = self.stack[-1].path if self.stack else self.table
        path = (*base, *self.key)
        self.deep(path)
        if self.collect:
            for n in range(len(base) + 1, len(path) + 1):
                self.note(path[:n])
        self.key, self.in_key, self.value_path = [], False, path

    def new_path(self) -> Loc:
        """Where a bracket or brace opened now puts its contents (always one level deeper)."""
        top = self.stack[-1] if self.stack else None
        if self.value_path is not None:
            path = self.value_path
        elif top is not None and top.kind == "[":
            path = (*top.path, top.index)
        else:
            path = (*(top.path if top else self.table), "")
        if top is not None and len(path) <= len(top.path):
            path = (*top.path, "")
        self.value_path = None
        self.note(path)
        self.deep(path)
        return path

    def open(self, frame: _Frame) -> None:
        self.stack.append(frame)

    def open_bracket(self, text: str, end: int) -> None:
        if self.skip_bracket:
            self.skip_bracket = False
            return
        if not self.stack and not self.line_has_tokens:
            self.header, self.key = True, []
            self.header_array = text.startswith("[", end)
            self.skip_bracket = self.header_array
            return
        self.open(_Frame("[", self.new_path()))
        self.in_key = False

    def close_bracket(self) -> None:
        if self.header:
            self.end_header()
            return
        if self.skip_bracket:  # the second "]" of "[[name]]"
            self.skip_bracket = False
            return
        if self.stack and self.stack[-1].kind == "[":
            self.stack.pop()
        self.value_path = None

    def end_header(self) -> None:
        path: Loc = tuple(self.key)
        self.header, self.key = False, []
        if self.header_array:
            index = self.tables_seen.get(path, 0)
            self.tables_seen[path] = index + 1
            self.note(path)
            path = (*path, index)
            self.skip_bracket = True
        self.deep(path)
        self.note(path)
        self.table, self.in_key = path, True


def _unquote(token: str) -> str:
    if len(token) >= 2 and token[0] == token[-1] and token[0] in "\"'":
        return token[1:-1]
    return token



class _Found(Exception):
    """The key path looked for is found: the scan stops."""


def key_lines(text: str, target: Sequence[str | int] = ()) -> dict[Loc, int]:
    """The 1-based line of every key path of the text (its first occurrence); with
    `target`, the scan stops as soon as that path has its line."""
    scan = _Scan(MAX_NESTING_DEPTH, collect=True, target=tuple(target))
    with contextlib.suppress(TomlShapeError, _Found):  # the lines found so far stand
        scan.run(text)
    return scan.lines


def line_of(text: str, loc: Sequence[str | int]) -> int | None:
    """The line of the key path `loc` in the text, or of its longest prefix that has one."""
    lines = key_lines(text, loc)
    for n in range(len(loc), 0, -1):
        found = lines.get(tuple(loc[:n]))
        if found is not None:
            return found
    return None


# -------------------------------------------------------------------- the fast check

_SHAPE_TOKEN = re.compile(
    r'"""(?:[^"\\]|\\.|"(?!""))*(?:"""|\Z)'
    r"|'''(?:[^']|'(?!''))*(?:'''|\Z)"
    r'|"(?:[^"\\\n]|\\[^\n])*"?'
    r"|'[^'\n]*'?"
    r"|#[^\n]*"
    r"|[\[\]{}=]",
    re.DOTALL,
)


def check_shape(text: str, max_depth: int = MAX_NESTING_DEPTH,
                max_items: int = MAX_TOML_ITEMS) -> None:
    """Refuse, before parsing, text whose brackets and braces nest deeper than `max_depth`,
    with a table name or dotted key of more parts, or with an array or inline table of
    more than `max_items` entries. Raises TomlShapeError naming the line. (The depth of
    the parsed data, where dotted keys and nesting add up, is checked after parsing.)

    Only strings, comments, brackets, braces and "=" are tokens; the text between two
    tokens is measured with str.count and str.rfind, so the check is linear and fast.
    """
    stack: list[list[int]] = []  # per open bracket or brace: [entries so far]
    dots = 0  # dots of the dotted key being read
    last = 0  # end of the previous token
    pos = 0

    def fail(reason: str, at: int) -> TomlShapeError:
        return TomlShapeError(reason, text.count("\n", 0, at) + 1)

    while (match := _SHAPE_TOKEN.search(text, pos)) is not None:
        start, pos = match.start(), match.end()
        newline = text.rfind("\n", last, start)
        cut = max(newline, text.rfind(",", last, start))
        dots = text.count(".", cut, start) if cut >= 0 else dots + text.count(".", last, start)
        if stack:
            stack[-1][0] += text.count(",", last, start)
            if stack[-1][0] > max_items:
                raise fail(f"an array or inline table of more than {max_items} entries",
                           start)
        first = text[start]
        line_start = newline + 1 if newline >= 0 else (0 if last == 0 else -1)
        last = pos
        if first == "=":
            if dots + 1 > max_depth:
                raise fail(f"a dotted key of more than {max_depth} parts", start)
            dots = 0
        elif first == "[" and not stack and line_start >= 0 \
                and not text[line_start:start].strip():
            end = text.find("\n", start)
            end = len(text) if end < 0 else end
            if text.count(".", start, end) + 1 > max_depth:
                raise fail(f"a table name of more than {max_depth} parts", start)
            close = text.rfind("]", start, end)
            pos = last = end if close < 0 else close + 1
        elif first in "[{":
            stack.append([0])
            if len(stack) + dots > max_depth:
                raise fail(f"nested deeper than the limit of {max_depth} levels", start)
            dots = 0
        elif first in "]}" and stack:
            stack.pop()
