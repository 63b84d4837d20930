"""The `tabletop` command line: open (the default), run, explain, cards, replay, screenshot,
export."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Sequence

from tabletop import __version__

Handler = Callable[[argparse.Namespace], int]
EXIT_DATA_ERROR = 2  # a file that is not valid (spec: `tabletop run` exits 2)
EXIT_INTERNAL_ERROR = 3  # a fault of the program, not of the file


class _Parser(argparse.ArgumentParser):
    """argparse with the project's convention: a short usage error, exit 2."""

    def error(self, message: str) -> None:  # type: ignore[override]
        self.print_usage(sys.stderr)
        self.exit(2, f"{self.prog}: error: {message}\n")


def _cmd_open(args: argparse.Namespace) -> int:
    try:
        from tabletop.ui.app import run_window
    except ImportError as exc:  # Qt or a system library it needs is missing
        print(f"tabletop: the window cannot start: {exc}", file=sys.stderr)
        return 1
    return run_window(args.file)


def _cmd_run(args: argparse.Namespace) -> int:
    from tabletop.session.commands import run_command

    return run_command(args.files, as_json=args.json, record=args.record)


def _cmd_explain(args: argparse.Namespace) -> int:
    from tabletop.session.commands import explain_command

    return explain_command(args.file, args.object, after=args.after, as_json=args.json)


def _cmd_cards(args: argparse.Namespace) -> int:
    from tabletop.cards.commands import cards_command

    return cards_command(args)


def _cmd_replay(args: argparse.Namespace) -> int:
    from tabletop.session.commands import replay_command

    return replay_command(args.file, verify=args.verify,
                          allow_changed_cards=args.allow_changed_cards)


def _cmd_screenshot(args: argparse.Namespace) -> int:
    from tabletop.ui.screenshot import screenshot_command

    return screenshot_command(args.file, args.out, after=args.after, size=args.size)


def _cmd_export(args: argparse.Namespace) -> int:
    from tabletop.ui.export.command import ExportRequest, export_command

    return export_command(ExportRequest(
        args.file, args.out, size=args.size, fps=args.fps, first=args.first, last=args.last,
        captions=args.captions, inspect=args.inspect, language=args.lang,
        seconds_per_action=args.seconds_per_action,
        allow_changed_cards=args.allow_changed_cards))


def _cmd_deck(args: argparse.Namespace) -> int:
    from tabletop.cards.deck_command import deck_show
    from tabletop.session.cardpool import session_pool

    return deck_show(args.file, session_pool().database, as_json=args.json)


def _card_sources() -> _Parser:
    """`--cards FILE` (repeatable): more card sources after the built-in cards and the
    user's imports; a later source only adds names (../shared/spec/scenario-format.md)."""
    parent = _Parser(add_help=False)
    parent.add_argument("--cards", action="append", default=[], metavar="FILE",
                        help="also use the cards of FILE (MTGJSON AtomicCards or "
                             "AllPrintings, Scryfall bulk JSON, or a card TOML file); "
                             "names an earlier source defines keep that definition")
    return parent


def build_parser() -> argparse.ArgumentParser:
    cards = [_card_sources()]
    parser = _Parser(
        prog="tabletop",
        description=(
            "A Magic: The Gathering table with a rules engine. With no command, "
            "opens the table window on a ready demo table."
        ),
    )
    parser.add_argument("--version", action="version", version=f"tabletop {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)

    p = sub.add_parser("open", parents=cards,
                       help="open the window on a scenario, a pair of decks or a recording")
    p.add_argument("file", nargs="*", help="a scenario (.toml), two deck lists, or a recording")
    p.set_defaults(handler=_cmd_open)

    p = sub.add_parser("run", parents=cards,
                       help="run scenario files headless and check their expectations")
    p.add_argument("files", nargs="+", metavar="FILE")
    p.add_argument("--json", action="store_true", help="print the final state of aliased objects")
    p.add_argument("--record", metavar="OUT", help="write the session recording of the run")
    p.set_defaults(handler=_cmd_run)

    p = sub.add_parser("explain", parents=cards,
                       help="show how an object's characteristics were derived")
    p.add_argument("file", metavar="FILE")
    p.add_argument("--object", required=True, metavar="ALIAS")
    p.add_argument("--after", type=int, metavar="N", help="stop after step N")
    p.add_argument("--json", action="store_true")
    p.set_defaults(handler=_cmd_explain)

    p = sub.add_parser("cards", help="check, show and import cards")
    cards_sub = p.add_subparsers(dest="cards_command", metavar="ACTION", parser_class=_Parser)
    c = cards_sub.add_parser("check", parents=cards,
                             help="how many cards play fully; the clauses that block the rest")
    c.add_argument("files", nargs="*", metavar="FILE",
                   help="card TOML, MTGJSON or Scryfall files (none: every card of the pool)")
    c.add_argument("--json", action="store_true", help="the report as JSON")
    c = cards_sub.add_parser("show", parents=cards,
                             help="a card's facts and compiled abilities, in words")
    c.add_argument("name", nargs="+", metavar="NAME")
    c = cards_sub.add_parser("import", help="import MTGJSON, Scryfall or card TOML data as "
                                            "a named source of your cards")
    c.add_argument("file", metavar="FILE")
    c.add_argument("--name", metavar="NAME", help="the source's name (default: from FILE)")
    cards_sub.add_parser("imports", help="list your imported card sources")
    c = cards_sub.add_parser("remove", help="remove one of your imported card sources")
    c.add_argument("name", metavar="NAME")
    p.set_defaults(handler=_cmd_cards)

    p = sub.add_parser("deck", help="read deck lists (text, Arena, Moxfield, Archidekt, "
                                    "Forge, XMage, MTGO, Cockatrice)")
    deck_sub = p.add_subparsers(dest="deck_command", metavar="ACTION", parser_class=_Parser)
    c = deck_sub.add_parser("show", parents=cards, help="the deck by zone with counts and "
                            "warnings (exit 1: unknown cards, 2: not a readable deck)")
    c.add_argument("file", metavar="FILE")
    c.add_argument("--json", action="store_true", help="the deck as JSON")
    p.set_defaults(handler=_cmd_deck)

    p = sub.add_parser("replay", parents=cards,
                       help="re-execute a session recording")
    p.add_argument("file", metavar="FILE")
    p.add_argument("--verify", action="store_true",
                   help="check every event and the state hash after every action")
    p.add_argument("--allow-changed-cards", action="store_true",
                   help="replay a recording made with other card definitions")
    p.set_defaults(handler=_cmd_replay)

    p = sub.add_parser("screenshot", parents=cards,
                       help="render the table for a scenario or recording to PNG")
    p.add_argument("file", metavar="FILE")
    p.add_argument("out", metavar="OUT.png")
    p.add_argument("--after", type=int, metavar="N")
    p.add_argument("--size", default="1600x900", metavar="WxH")
    p.set_defaults(handler=_cmd_screenshot)

    p = sub.add_parser("export", parents=cards,
                       help="render a recording to a video (MP4, WebM or GIF)")
    p.add_argument("file", metavar="RECORDING")
    p.add_argument("out", metavar="OUT.mp4|OUT.webm|OUT.gif")
    p.add_argument("--size", default="1280x720", metavar="WxH",
                   help="the picture's size (default 1280x720; MP4 and WebM: even)")
    p.add_argument("--fps", type=int, default=30, metavar="N",
                   help="frames per second (default 30; a GIF at most 50)")
    p.add_argument("--from", dest="first", type=int, metavar="N",
                   help="the first action shown (default: 1)")
    p.add_argument("--to", dest="last", type=int, metavar="M",
                   help="the last action shown (default: the last)")
    p.add_argument("--seconds-per-action", type=float, default=1.0, metavar="S",
                   help="how long each action is shown, its animations included "
                        "(default 1); the table before the first action is shown as long")
    p.add_argument("--captions", action="store_true",
                   help="a line at the foot saying what each action did")
    p.add_argument("--inspect", metavar="ALIAS",
                   help="a layer-inspector inset for this object (an alias of the "
                        "scenario the recording was made from, a card name, or an "
                        "object number)")
    p.add_argument("--lang", choices=("en", "de"),
                   help="the language of the table and the captions (default: the "
                        "window's)")
    p.add_argument("--allow-changed-cards", action="store_true",
                   help="export a recording made with other card definitions")
    p.set_defaults(handler=_cmd_export)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        args = parser.parse_args(["open"])
    if args.command == "cards" and args.cards_command is None:
        parser.parse_args(["cards", "--help"])
    if args.command == "deck" and args.deck_command is None:
        parser.parse_args(["deck", "--help"])
    handler: Handler = args.handler
    _keep_compiled_code()
    return _guarded(_with_card_sources(handler), args)


def _keep_compiled_code() -> None:
    """A command starts faster with the `@dataclass` methods an earlier run compiled
    (`tabletop.dataclass_code`); without a writable data directory it compiles them."""
    from tabletop.dataclass_code import install
    from tabletop.resources import cache_dir

    try:
        install(cache_dir())
    except OSError:
        return


def _with_card_sources(handler: Handler) -> Handler:
    """The command with its `--cards` files set as the card pool's extra sources."""

    def run(args: argparse.Namespace) -> int:
        from tabletop.session.cardpool import use_card_files

        use_card_files(getattr(args, "cards", None) or ())
        return handler(args)

    return run


def _guarded(handler: Handler, args: argparse.Namespace) -> int:
    """Run a command: a data error is told as "FILE:LINE: reason" (exit 2), an internal
    fault in one line (exit 3, the traceback only with TABLETOP_DEBUG=1), never a traceback
    for a file someone gave us."""
    from tabletop.inputs.errors import TabletopDataError

    try:
        return handler(args)
    except TabletopDataError as exc:
        print(f"tabletop: {exc}", file=sys.stderr)
        return EXIT_DATA_ERROR
    except KeyboardInterrupt:
        return 130
    except (Exception, RecursionError, MemoryError) as exc:
        if os.environ.get("TABLETOP_DEBUG"):
            raise
        print(f"tabletop: internal error ({type(exc).__name__}: {str(exc)[:300]}); "
              "please report it with the file that caused it", file=sys.stderr)
        return EXIT_INTERNAL_ERROR


if __name__ == "__main__":
    sys.exit(main())
