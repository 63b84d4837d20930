"""The desktop bundle (packaging/build.sh): built once, then run as a player would, with no
Python on the PATH and a clean environment: `--version`, `run` on a demo scenario, and
`screenshot`. Slow (a minute of PyInstaller): `.venv/bin/pytest tests/packaging -m slow`."""

from __future__ import annotations

import os
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

from tabletop import __version__

REPO = Path(__file__).resolve().parents[2]
APP_ID = "io.github.tabletop.Tabletop"
DEMO = "humility-then-opalescence.toml"

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def bundle(tmp_path_factory: pytest.TempPathFactory) -> Path:
    pytest.importorskip("PyInstaller", reason="pip install -e '.[bundle]'")
    out = tmp_path_factory.mktemp("bundle")
    result = subprocess.run(["bash", str(REPO / "packaging" / "build.sh"), str(out)],
                            capture_output=True, text=True, check=False,
                            env={**os.environ, "PYTHON": sys.executable}, timeout=1800)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    archive = Path(result.stdout.strip().splitlines()[-1])
    assert archive.name == f"tabletop-{__version__}-linux-{os.uname().machine}.tar.gz"
    with tarfile.open(archive) as tar:
        assert "tabletop/tabletop" in tar.getnames()
    return out / "dist" / "tabletop"


def run(bundle: Path, tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """The bundled program in an environment without Python or the project."""
    env = {"HOME": str(tmp_path), "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8",
           "TABLETOP_DATA_DIR": str(tmp_path / "data"), "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run([str(bundle / "tabletop"), *args], capture_output=True, text=True,
                          check=False, env=env, cwd=tmp_path, timeout=300)


def test_the_bundle_holds_the_program_its_data_and_its_desktop_files(bundle: Path) -> None:
    internal = bundle / "_internal"
    for part in ("cards", "decks", "scenarios", "translations", "icons"):
        assert any((internal / "resources" / part).iterdir()), part
    assert (internal / "resources" / "scenarios" / DEMO).is_file()
    share = bundle / "share"
    assert (share / "applications" / f"{APP_ID}.desktop").is_file()
    assert (share / "metainfo" / f"{APP_ID}.metainfo.xml").is_file()
    assert (share / "mime" / "packages" / f"{APP_ID}.xml").is_file()
    assert (share / "icons" / "hicolor" / "256x256" / "apps" / f"{APP_ID}.png").is_file()
    qt = internal / "PySide6" / "Qt"
    libraries = {p.name.split(".so")[0] for p in (qt / "lib").iterdir()}
    assert {"libQt6Core", "libQt6Gui", "libQt6Widgets"} <= libraries
    assert not any(name.startswith(("libQt6WebEngine", "libQt6Quick", "libQt6Qml",
                                    "libQt6Multimedia", "libQt6Pdf")) for name in libraries)
    assert not (qt / "qml").exists()


def test_version(bundle: Path, tmp_path: Path) -> None:
    result = run(bundle, tmp_path, "--version")
    assert result.returncode == 0 and result.stdout.strip() == f"tabletop {__version__}"


def test_run_a_demo_scenario(bundle: Path, tmp_path: Path) -> None:
    scenario = bundle / "_internal" / "resources" / "scenarios" / DEMO
    result = run(bundle, tmp_path, "run", str(scenario), "--json")
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith(f"PASS {scenario}") and '"passed": true' in result.stdout


def test_screenshot_of_a_demo_scenario(bundle: Path, tmp_path: Path) -> None:
    from PySide6.QtGui import QImage

    scenario = bundle / "_internal" / "resources" / "scenarios" / DEMO
    out = tmp_path / "shot.png"
    result = run(bundle, tmp_path, "screenshot", str(scenario), str(out), "--size", "1280x720")
    assert result.returncode == 0, result.stderr
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1280, 720)
    assert len({image.pixel(x, y) for x in range(0, 1280, 40) for y in range(0, 720, 40)}) > 5


def test_deck_show_reads_a_forge_deck(bundle: Path, tmp_path: Path) -> None:
    deck = REPO / "tests" / "cards" / "fixtures" / "decks" / "forge-levelers.dck"
    result = run(bundle, tmp_path, "deck", "show", str(deck), "--json")
    assert result.returncode == 0, result.stderr
    assert '"format": "forge"' in result.stdout
