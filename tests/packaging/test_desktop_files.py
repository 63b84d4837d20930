"""The desktop integration files (packaging/): one application id everywhere, a desktop
entry and AppStream metadata that pass their validators, the icon in every size, the
MIME types the entry declares, and the license declared per PEP 639."""

from __future__ import annotations

import re
import shutil
import subprocess
import tomllib
import xml.etree.ElementTree as ET
from configparser import ConfigParser
from pathlib import Path

import pytest
from PySide6.QtGui import QGuiApplication, QImage

REPO = Path(__file__).resolve().parents[2]
PACKAGING = REPO / "packaging"
APP_ID = "io.github.tabletop.Tabletop"
DESKTOP = PACKAGING / f"{APP_ID}.desktop"
METAINFO = PACKAGING / f"{APP_ID}.metainfo.xml"
MIME = PACKAGING / f"{APP_ID}.mime.xml"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def entry() -> dict[str, str]:
    parser = ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys keep their case
    parser.read(DESKTOP, encoding="utf-8")
    return dict(parser["Desktop Entry"])


def tool(name: str) -> str:
    found = shutil.which(name)
    if found is None:
        pytest.skip(f"{name} is not installed (apt-get install appstream desktop-file-utils)")
    return found


def test_the_desktop_entry_passes_desktop_file_validate() -> None:
    result = subprocess.run([tool("desktop-file-validate"), str(DESKTOP)],
                            capture_output=True, text=True, check=False)
    assert result.returncode == 0 and result.stdout == "", result.stdout + result.stderr


def test_the_metainfo_passes_appstreamcli_validate_strict() -> None:
    result = subprocess.run([tool("appstreamcli"), "validate", "--strict", "--no-net",
                             str(METAINFO)], capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stdout + result.stderr


def test_one_application_id_names_the_entry_the_component_the_icon_and_the_window(
        qapp: QGuiApplication) -> None:
    from tabletop.ui.app import application

    assert application().desktopFileName() == APP_ID  # Wayland's app id, X11's WM class
    assert entry()["Icon"] == APP_ID
    component = ET.parse(METAINFO).getroot()
    assert component.findtext("id") == APP_ID
    assert component.findtext("launchable") == f"{APP_ID}.desktop"
    assert component.findtext("icon") == APP_ID


def test_metainfo_has_rating_release_urls_and_screenshots() -> None:
    component = ET.parse(METAINFO).getroot()
    assert component.find("content_rating") is not None
    from tabletop import __version__

    assert component.find(f"releases/release[@version='{__version__}']") is not None
    assert component.find("url[@type='homepage']") is not None
    shots = component.findall("screenshots/screenshot/image")
    assert len(shots) >= 2
    for image in shots:  # each names a screenshot the repository ships, at its real size
        shipped = REPO / "resources" / "screenshots" / (image.text or "").rsplit("/", 1)[-1]
        picture = QImage(str(shipped))
        assert not picture.isNull(), shipped
        assert (picture.width(), picture.height()) == (int(image.get("width", "0")),
                                                       int(image.get("height", "0")))


def test_the_entry_declares_the_mime_types_the_mime_file_defines() -> None:
    declared = {t for t in entry()["MimeType"].split(";") if t}
    ns = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
    defined = {t.get("type") for t in ET.parse(MIME).getroot().findall("m:mime-type", ns)}
    assert declared == defined == {"application/x-tabletop-scenario",
                                   "application/x-tabletop-recording"}
    provided = {m.text for m in ET.parse(METAINFO).getroot().findall("provides/mediatype")}
    assert provided == declared


def test_the_recording_magic_is_the_first_line_a_recording_has(tmp_path: Path) -> None:
    from tabletop.session.recording_format import FORMAT_NAME

    ns = "{http://www.freedesktop.org/standards/shared-mime-info}"
    root = ET.parse(MIME).getroot()
    recording = next(t for t in root if t.get("type") == "application/x-tabletop-recording")
    magic = recording.find(f"{ns}magic/{ns}match")
    assert magic is not None
    assert magic.get("value") == f'{{"type":"header","format":"{FORMAT_NAME}"'


@pytest.mark.parametrize("size", SIZES)
def test_the_icon_comes_in_every_size(qapp: QGuiApplication, size: int) -> None:
    png = PACKAGING / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
    image = QImage(str(png))
    assert (image.width(), image.height()) == (size, size)
    assert image.hasAlphaChannel()
    svg = PACKAGING / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg"
    assert svg.read_bytes() == (REPO / "resources" / "icons" / "tabletop.svg").read_bytes()


def test_the_license_is_declared_per_pep_639() -> None:
    project = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))
    assert project["project"]["license"] == "MIT"  # an SPDX expression, not a table
    assert project["project"]["license-files"] == ["LICENSE"]
    assert (REPO / "LICENSE").read_text(encoding="utf-8").startswith("MIT License")
    assert not any("License ::" in c for c in project["project"]["classifiers"])
    requires = " ".join(project["build-system"]["requires"])
    minimum = re.search(r"hatchling>=([0-9.]+)", requires)
    assert minimum is not None  # hatchling writes License-Expression from 1.27 on
    assert tuple(int(p) for p in minimum.group(1).split(".")) >= (1, 27)
    assert any(d.startswith("pyinstaller") for d in
               project["project"]["optional-dependencies"]["bundle"])
