"""Splice onto Arcane (702.47): as an Arcane spell is cast, its controller may reveal
cards with splice onto Arcane from their hand and pay their splice costs (the answer
`splice`: those cards); the spell gains their rules text (702.47b): their instructions
follow its own, their targets come after its own (702.47c). The spliced cards stay in the
hand."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop.engine.definitions.abilities import SpellAbility
from tabletop.engine.definitions.mode_targets import after_targets
from tabletop.engine.model.actions import IllegalAction
from tabletop.engine.model.enums import Zone
from tabletop.engine.model.mana import ManaCost

if TYPE_CHECKING:
    from tabletop.engine.definitions.instructions import Instruction, TargetSpec
    from tabletop.engine.game import Game
    from tabletop.engine.model.characteristics import CardDefinition

SPLICE = "splice"
KEYWORD = "Splice onto Arcane"


def splice_cost(card: CardDefinition) -> ManaCost | None:
    found = next((a for a in card.abilities if a.keyword == KEYWORD), None)
    return None if found is None else ManaCost.parse(getattr(found, "parameter", ""))


def _refs(value: Any) -> list[int]:
    items = value if isinstance(value, list | tuple) else [] if value is None else [value]
    return [i for i in items if isinstance(i, int) and not isinstance(i, bool)]


def spliced_cards(game: Game, oid: int, choices: dict[str, Any]) -> list[CardDefinition]:
    """The cards spliced onto this spell (by their ids as it was cast; the card
    definitions, which their text comes from even after they leave the hand)."""
    cards: list[CardDefinition] = []
    for ref in _refs(choices.get(SPLICE)):
        obj = game.state.objects.get(ref)
        known = game.state.lki.get(ref)
        card = obj.card if obj is not None else known.obj.card if known is not None else None
        if card is not None:
            cards.append(card)
    return cards


def check_splice(game: Game, player: str, oid: int, choices: dict[str, Any]) -> None:
    """702.47a: only onto an Arcane spell, cards with splice onto Arcane from the caster's
    hand, each once, not the spell itself."""
    refs = _refs(choices.get(SPLICE))
    if not refs:
        return
    if "Arcane" not in game.chars(oid).subtypes:
        raise IllegalAction(f"{game.name_of(oid)} is not an Arcane spell (702.47a)")
    if len(set(refs)) != len(refs) or oid in refs:
        raise IllegalAction("each card is spliced once, and not onto itself (702.47a)")
    for ref in refs:
        obj = game.state.objects.get(ref)
        if obj is None or obj.zone != Zone.HAND or obj.owner != player:
            raise IllegalAction(f"only cards in {player}'s hand are spliced (702.47a)")
        if splice_cost(obj.card) is None:
            raise IllegalAction(f"{obj.card.name} has no splice onto Arcane (702.47a)")


def added_cost(game: Game, oid: int, choices: dict[str, Any]) -> ManaCost:
    """601.2f: the splice costs are added to the spell's total cost."""
    total = ManaCost()
    for card in spliced_cards(game, oid, choices):
        total = total + (splice_cost(card) or ManaCost())
    return total


def _spell(card: CardDefinition) -> SpellAbility | None:
    return next((a for a in card.abilities if isinstance(a, SpellAbility)), None)


def added_targets(game: Game, oid: int, choices: dict[str, Any]) -> tuple[TargetSpec, ...]:
    """702.47c: the spliced text's targets, after the spell's own."""
    out: tuple[TargetSpec, ...] = ()
    for card in spliced_cards(game, oid, choices):
        spell = _spell(card)
        out += spell.targets if spell is not None else ()
    return out


def added_program(game: Game, oid: int, choices: dict[str, Any],
                  steps: tuple[Instruction, ...], specs: tuple[TargetSpec, ...]
                  ) -> tuple[tuple[Instruction, ...], tuple[TargetSpec, ...]]:
    """702.47b: the spell's instructions, then each spliced card's, in the order named."""
    for card in spliced_cards(game, oid, choices):
        spell = _spell(card)
        if spell is not None:
            steps += after_targets(spell.effect, specs)
            specs += spell.targets
    return steps, specs


def reveal(game: Game, player: str, oid: int, choices: dict[str, Any]) -> None:
    for ref in _refs(choices.get(SPLICE)):
        game.emit("reveal", f"{player} reveals {game.name_of(ref)} and splices it onto "
                  f"{game.name_of(oid)} (702.47a)", (ref,), player=player)
