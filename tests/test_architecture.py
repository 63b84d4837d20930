"""The shape of the code: no import cycles, imports inside functions only with a reason,
and the engine's extension points complete (issue 13, design.md "Packages")."""

from __future__ import annotations

import ast
import inspect
from pathlib import Path

import tabletop
from tabletop.engine.definitions import instructions as I
from tabletop.engine.rules.following_instructions import handled_kinds

ROOT = Path(tabletop.__file__).parent


def _modules() -> dict[str, Path]:
    out: dict[str, Path] = {}
    for path in ROOT.rglob("*.py"):
        parts = list(path.relative_to(ROOT.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        out[".".join(parts)] = path
    return out


def _typing_only(tree: ast.AST) -> set[int]:
    """Nodes under `if TYPE_CHECKING:`: they run no code, so they are no arrows."""
    ids: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            ids.update(id(n) for b in node.body for n in ast.walk(b))
    return ids


def _graph(mods: dict[str, Path]) -> dict[str, set[str]]:
    graph: dict[str, set[str]] = {m: set() for m in mods}
    for name, path in mods.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        tree = ast.parse(path.read_text(encoding="utf-8"))
        skip = _typing_only(tree)
        for node in ast.walk(tree):
            if id(node) in skip:
                continue
            targets: list[str] = []
            if isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    up = package.split(".")[: len(package.split(".")) - node.level + 1]
                    base = ".".join(up + ([node.module] if node.module else []))
                targets = [f"{base}.{a.name}" if f"{base}.{a.name}" in mods else base
                           for a in node.names]
            for target in targets:
                while target and target not in mods:
                    target = target.rpartition(".")[0]
                if target and target != name and not name.startswith(target + "."):
                    graph[name].add(target)
    return graph


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    found: list[list[str]] = []
    counter = 0
    for root in graph:
        if root in index:
            continue
        work: list[tuple[str, list[str]]] = [(root, sorted(graph[root]))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            node, todo = work[-1]
            if todo:
                nxt = todo.pop()
                if nxt not in index:
                    index[nxt] = low[nxt] = counter
                    counter += 1
                    stack.append(nxt)
                    on_stack.add(nxt)
                    work.append((nxt, sorted(graph[nxt])))
                elif nxt in on_stack:
                    low[node] = min(low[node], index[nxt])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return found


def test_the_cycle_finder_finds_a_cycle() -> None:
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert _cycles({"a": {"b"}, "b": set()}) == []


def test_no_module_imports_itself_round_a_circle() -> None:
    """No import cycle anywhere in tabletop, imports inside functions counted too."""
    assert _cycles(_graph(_modules())) == []


def test_engine_imports_inside_functions_say_why() -> None:
    """In the engine, an import inside a function needs a comment saying why."""
    unexplained = []
    for name, path in _modules().items():
        if not name.startswith("tabletop.engine"):
            continue
        lines = path.read_text(encoding="utf-8").splitlines()
        tree = ast.parse("\n".join(lines))
        top = {id(n) for n in tree.body}
        skip = _typing_only(tree)
        for node in ast.walk(tree):
            if isinstance(node, ast.Import | ast.ImportFrom) and id(node) not in top \
                    and id(node) not in skip:
                here = lines[node.lineno - 1]
                above = lines[node.lineno - 2] if node.lineno > 1 else ""
                if "#" not in here and not above.strip().startswith("#"):
                    unexplained.append(f"{path.name}:{node.lineno}")
    assert unexplained == []


def test_every_kind_of_instruction_has_one_handler() -> None:
    """610: every one-shot instruction the compiler can produce is carried out by a
    handler registered in the one table (a kind without one would be done by hand)."""
    kinds = {c for _, c in inspect.getmembers(I, inspect.isclass)
             if issubclass(c, I.Instruction) and c is not I.Instruction
             and c.__module__ == I.__name__}
    assert kinds - handled_kinds() == set()


def test_every_action_has_a_verb_and_one_handler() -> None:
    """Design rule 2: every change of game state is an Action with one handler; its verb
    names it in scenario files and recordings."""
    from tabletop.engine.model import actions
    from tabletop.engine.model.actions import ACTION_TYPES, Action
    from tabletop.engine.rules.action_handlers import ACTION_HANDLERS

    classes = {c for _, c in inspect.getmembers(actions, inspect.isclass)
               if issubclass(c, Action) and c is not Action}
    assert classes == set(ACTION_TYPES.values()) == set(ACTION_HANDLERS)
    assert len(ACTION_TYPES) == len(classes)  # one verb each


def test_every_trigger_event_has_one_rule() -> None:
    """603.2: every kind of trigger event listens to a happening of the engine."""
    from tabletop.engine.definitions.trigger_conditions import TriggerEvent
    from tabletop.engine.rules.trigger_events import TRIGGER_EVENTS

    assert set(TRIGGER_EVENTS) == set(TriggerEvent)
