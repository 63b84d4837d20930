"""The foundation: the command line, resources, and the dependency direction."""

from __future__ import annotations

import subprocess
import sys

import pytest

from tabletop import __version__
from tabletop.cli import main
from tabletop.resources import resource, resources_dir


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        main(["--version"])
    assert exc.value.code == 0
    assert __version__ in capsys.readouterr().out


def test_help_lists_the_commands(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        main(["--help"])
    assert exc.value.code == 0
    out = capsys.readouterr().out
    for command in ("open", "run", "explain", "replay", "cards"):
        assert command in out


@pytest.mark.parametrize("argv", [["frobnicate"], ["run"], ["explain", "x.toml"], ["--bogus"]])
def test_unknown_commands_and_bad_arguments_exit_2(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exc:
        main(argv)
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert "usage:" in err and "error:" in err


def test_python_dash_m_runs_the_cli() -> None:
    done = subprocess.run([sys.executable, "-m", "tabletop", "--version"],
                          capture_output=True, text=True, check=False)
    assert done.returncode == 0 and __version__ in done.stdout


def test_resources_are_found() -> None:
    assert resources_dir().is_dir()
    assert any(resource("cards").glob("*.toml"))


def test_engine_imports_with_pyside6_blocked() -> None:
    """House rule 1: tabletop.engine never imports Qt."""
    code = (
        "import sys; sys.modules['PySide6'] = None; sys.modules['shiboken6'] = None\n"
        "import pkgutil, importlib, tabletop.engine as e\n"
        "for m in pkgutil.walk_packages(e.__path__, 'tabletop.engine.'):\n"
        "    importlib.import_module(m.name)\n"
        "print('ok')\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          check=False)
    assert done.returncode == 0, done.stderr
    assert "ok" in done.stdout


def test_import_contracts_hold() -> None:
    """ui -> session -> cards -> engine, and the engine is Qt-free (import-linter)."""
    done = subprocess.run([sys.executable, "-c",
                           "import sys; from importlinter.cli import lint_imports; "
                           "sys.exit(lint_imports())"],
                          capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stdout + done.stderr
