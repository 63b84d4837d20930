"""The frames of a video are drawn from the table scene on a virtual clock: a tap turns the
card over the frames of its action, counters make it pulse, the rest of the action's
time holds still, and the same moment always gives the same picture. Captions say what
the action did in the interface language; the inspector inset follows its object."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QRect

from tabletop.session.cardpool import session_pool
from tabletop.ui import i18n, motion
from tabletop.ui.export.frames import FrameRenderer
from tabletop.ui.export.source import ExportSource, inspect_target, load_source

from .export_helpers import knight_recording


@pytest.fixture(scope="module")
def source(tmp_path_factory: pytest.TempPathFactory) -> ExportSource:
    return load_source(knight_recording(tmp_path_factory.mktemp("rec")), session_pool())


@pytest.fixture
def renderer(source: ExportSource, qapp: object) -> Iterator[FrameRenderer]:
    shown = FrameRenderer(source, 640, 360, captions=True, counter_total=9)
    yield shown
    shown.close()


def _plains(renderer: FrameRenderer) -> list[float]:
    game = renderer.session.game
    return [item.rotation() for oid, item in renderer.scene.card_items().items()
            if game.obj(oid).card.name == "Plains"]


def test_a_tap_turns_the_cards_over_the_frames_then_holds(renderer: FrameRenderer,
                                                          source: ExportSource) -> None:
    assert not motion.enabled()  # the tests' environment: the window does not animate
    renderer.skip(source.actions[:4])
    renderer.perform(5, source.actions[4])  # Level up: three Plains tap for its cost
    assert renderer.clock.running
    renderer.at(75)  # half of the 150 ms a tap takes
    angles = _plains(renderer)  # (identical permanents may share one item)
    assert angles and all(0.0 < angle < 90.0 for angle in angles)
    early = renderer.draw().copy()
    renderer.at(150)
    assert _plains(renderer) == [90.0] * len(angles)
    renderer.at(400)
    assert not renderer.clock.running  # every animation is over: the rest holds still
    late = renderer.draw().copy()
    renderer.at(900)
    assert renderer.draw() == late and early != late


def test_the_same_moment_gives_the_same_picture(source: ExportSource, qapp: object) -> None:
    pictures = []
    for _ in range(2):
        shown = FrameRenderer(source, 640, 360)
        shown.skip(source.actions[:7])
        shown.perform(8, source.actions[7])
        shown.at(100)
        pictures.append(shown.draw().copy())
        shown.close()
    assert pictures[0] == pictures[1]


def test_counters_make_the_card_pulse(renderer: FrameRenderer, source: ExportSource) -> None:
    renderer.skip(source.actions[:7])
    renderer.perform(8, source.actions[7])  # two level counters on the Knight
    knight = next(item for oid, item in renderer.scene.card_items().items()
                  if renderer.session.game.obj(oid).card.name == "Knight of Cliffhaven")
    renderer.at(motion.PULSE_MS / 2)
    assert knight.scale() == pytest.approx(motion.PULSE_SCALE, abs=0.01)
    renderer.at(1000)
    assert knight.scale() == 1.0


def test_captions_in_english_and_german(source: ExportSource, qapp: object) -> None:
    for language, words in (("en", "Knight of Cliffhaven gets 1 level counter"),
                            ("de", "Ritter vom Klippenhafen erhält 1 Stufenmarke")):
        i18n.install(language)
        shown = FrameRenderer(source, 640, 360, captions=True, counter_total=9)
        assert shown.caption[1].endswith(source.title)
        shown.skip(source.actions[:6])
        shown.perform(7, source.actions[6])  # both passed: Level up resolves
        counter, text = shown.caption
        assert counter == "7/9" and words in text
        shown.close()


def test_the_inset_follows_its_object(source: ExportSource, qapp: object) -> None:
    target = inspect_target("knight", source)
    shown = FrameRenderer(source, 1280, 720, target=target)
    inset = shown.inset
    assert inset is not None
    shown.skip(source.actions[:3])
    assert inset.picture is None  # the Knight has not entered yet
    plain = shown.draw().copy()
    shown.perform(4, source.actions[3])
    assert inset.picture is not None and inset.shown_oid == 4
    assert inset.panel.title.text().startswith("<b>Knight of Cliffhaven</b>")
    placed = shown.scene.placed(4)
    assert placed is not None and placed.view.selected  # marked on the table too
    shown.at(1000)
    area: QRect = inset.shown_rect
    assert area.width() == round(1280 * 0.42)
    assert shown.draw().copy(area) != plain.copy(area)
    shown.close()


def test_card_names_name_the_oldest_such_permanent(source: ExportSource) -> None:
    assert inspect_target("Plains", source).card_name == "Plains"
    assert inspect_target("Ritter vom Klippenhafen", source).card_name == \
        "Knight of Cliffhaven"
    assert inspect_target("#3", source).oid == 3
