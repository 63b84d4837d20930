"""Instructions that move cards between a hand, a library, a graveyard and exile as a
spell or ability resolves: discarding a hand and drawing again (701.9, Wheel of Fortune,
Windfall), exiling the top card of a library with a permission to play it (impulse
draw), every matching card of graveyards, a player's own chosen or random card; and
losing half one's life (119.3)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token, v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.one_shot_effects import FOUND, Items, Verb
from tabletop.cards.compiler.phrases import CompileError, Desc, Obj
from tabletop.cards.compiler.search_counts import SearchCount, counted, fixed_count
from tabletop.cards.compiler.token_definitions import TAPPED
from tabletop.cards.compiler.values import ANY_NUMBER, as_int
from tabletop.engine.definitions.card_moves import (
    ChooseAmongChosen,
    DiscardHand,
    ExiledWithRef,
    GiveControl,
    MayPlayFromExile,
    MillHalf,
    MoveAllCards,
    PutExiledIntoGraveyard,
    RevealAtRandom,
    RevealFromHand,
    ShuffleIntoLibrary,
)
from tabletop.engine.definitions.effects import Affects, Duration
from tabletop.engine.definitions.expressions import Const, Expr
from tabletop.engine.definitions.instructions import (
    ChooseObjects,
    ChosenRef,
    DealDamage,
    Exile,
    FoundRef,
    PlayerRef,
    PutInLibrary,
    ReturnToBattlefield,
    ReturnToHand,
    Sacrifice,
    Search,
    SplitCards,
    TapOrUntap,
    TargetSpec,
    TopCardRef,
)
from tabletop.engine.definitions.life_instructions import LoseHalfLife
from tabletop.engine.definitions.replacement_specs import AnyOfFilter
from tabletop.engine.model.enums import Zone


@v_args(inline=True)
class CardMoveRules(ClauseRules):
    """Discarding a hand; playing cards exiled from a library."""

    def v_discard_hand(self, redraw: tuple[int | None, bool] | None = None) -> Verb:
        """"Each player discards their hand, then draws that many cards minus one"."""
        again, greatest = redraw if redraw is not None else (None, False)

        def complete(who: PlayerRef) -> Items:
            return [DiscardHand(who, again, greatest)]
        return Verb(complete)

    def rd_that_many(self, *parts: Any) -> tuple[int | None, bool]:
        sign = -1 if any(isinstance(p, Token) and p.type == "MINUS" for p in parts) else 1
        n = next((p for p in parts if isinstance(p, Expr)), None)
        return (0 if n is None else sign * as_int(n)), False

    def rd_greatest(self) -> tuple[int | None, bool]:
        return None, True

    def sentence_may_play(self, next_turn: bool = False) -> Items:
        """"Exile the top card of your library. Until the end of your next turn, you may
        play that card." (the cards just exiled from the top of a library)."""
        it = self.scope.antecedent
        if it is None or not isinstance(it.ref, TopCardRef):
            raise CompileError("'you may play that card' after no card exiled from a library")
        return [MayPlayFromExile(it.ref, next_turn)]

    def pu_turn(self) -> bool:
        return False

    def pu_next_turn(self) -> bool:
        return True

    # ---- cards chosen from a graveyard, a library or among cards looked at
    def desc_or(self, *descs: Desc) -> Desc:
        """"a Mount creature card or a Plains card": a card matching either (zone: where
        the instruction looks)."""
        alternatives = tuple(replace(d.filter, zone=None) for d in descs)
        return Desc(AnyOfFilter(alternatives=alternatives, zone=None), "card")

    def v_return_from_graveyard(self, n: Expr, desc: Desc) -> Verb:
        """"then you may return a creature card from your graveyard to your hand": the
        player chooses (not a target, 115.10)."""
        flt = desc.filter
        alternatives = flt.alternatives if isinstance(flt, AnyOfFilter) else (flt,)
        flt = AnyOfFilter(alternatives=tuple(replace(a, zone=Zone.GRAVEYARD)
                                             for a in alternatives), zone=Zone.GRAVEYARD)
        count = as_int(n)
        self.scope.antecedent = Obj(ChosenRef(), Affects.FIXED)

        def complete(who: PlayerRef) -> Items:
            return [ChooseObjects(flt, who, count, zone="graveyard"),
                    ReturnToHand(ChosenRef())]
        return Verb(complete)

    # ---- every matching card of graveyards
    def i_move_all_battlefield(self, desc: Desc, whose: PlayerRef | None, *parts: Any
                               ) -> Items:
        """"Put all creature cards from all graveyards onto the battlefield under your
        control"; "Return all Nightstalker permanent cards from your graveyard to the
        battlefield"."""
        flt = replace(desc.filter, zone=Zone.GRAVEYARD)
        return [MoveAllCards(flt, whose, "battlefield",
                             under_your_control=_has(parts, "under_you"),
                             tapped=TAPPED in parts)]

    def i_move_all_hand(self, desc: Desc, whose: PlayerRef | None) -> Items:
        return [MoveAllCards(replace(desc.filter, zone=Zone.GRAVEYARD), whose, "hand")]

    def gf_all(self) -> None:
        return None

    def gf_you(self) -> PlayerRef:
        return PlayerRef("you")

    def i_move_all(self, items: Items) -> Items:
        return items

    def v_return_all_own(self, desc: Desc, to: str) -> Verb:
        """"Each player returns all creature cards from their graveyard to their hand"."""
        flt = replace(desc.filter, zone=Zone.GRAVEYARD, owner=None)
        return Verb(lambda who: [MoveAllCards(flt, who, to)])

    def ot_hand(self) -> str:
        return "hand"

    def ot_battlefield(self) -> str:
        return "battlefield"


    def i_put_exiled_into_graveyard(self, n: Expr, desc: Desc) -> Items:
        """Processors: "put a card an opponent owns from exile into that player's
        graveyard" (chosen, not targeted)."""
        flt = replace(desc.filter, zone=Zone.EXILE)
        return [PutExiledIntoGraveyard(flt, as_int(n))]

    # ---- searching another player's library (701.23)
    def i_search_library_of(self, whose: PlayerRef, found: tuple[Desc, SearchCount]) -> Items:
        """"Search target player's library for a card and exile it" (you search)."""
        desc, count = found
        self.scope.antecedent = FOUND
        return [counted(Search(replace(desc.filter, zone=None), to="found",
                               count=fixed_count(count), whose=whose), count)]

    def lo_target(self) -> PlayerRef:
        index = self.scope.add_target(TargetSpec(kind="player", text="target player"))
        return PlayerRef("target", self.scope.player_index(index))

    def lo_target_opponent(self) -> PlayerRef:
        index = self.scope.add_target(TargetSpec(kind="opponent", text="target opponent"))
        return PlayerRef("target", self.scope.player_index(index))

    def lo_that_player(self) -> PlayerRef:
        return self.scope.that_player()

    def v_search(self, found: tuple[Desc, SearchCount]) -> Verb:
        """"Each player searches their library for a basic land card" (their own)."""
        desc, count = found
        self.scope.antecedent = FOUND
        flt = replace(desc.filter, zone=None)
        return Verb(lambda who: [counted(Search(flt, to="found", count=fixed_count(count),
                                                whose=who), count)])

    def v_put_battlefield(self, obj: Obj, *parts: Any) -> Verb:
        """"..., puts it onto the battlefield tapped": under that player's control."""
        tapped = TAPPED in parts
        return Verb(lambda who: [ReturnToBattlefield(ref, under_your_control=who ==
                                                     PlayerRef("you"), tapped=tapped)
                                 for ref in obj.refs])

    def v_damage_itself(self, n: Expr) -> Verb:
        """"Target creature deals damage to itself equal to its power" (120.3)."""
        def complete(source: Obj | None) -> Items:
            if source is None:
                raise CompileError("'deals damage to itself' without its object")
            return [DealDamage(n, ref, ref) for ref in source.refs]
        return Verb(complete, subject="object")

    def i_put_second_from_top(self, obj: Obj) -> Items:
        """Oust: "Put target creature into its owner's library second from the top"."""
        return [PutInLibrary(ref, "second") for ref in obj.refs]

    def i_exile_with_counters(self, obj: Obj, n: Expr, kind: str) -> Items:
        """"Exile Arc Blade with three time counters on it" (suspend, 702.62)."""
        return [Exile(ref, with_counters=((kind, as_int(n)),)) for ref in obj.refs]

    def i_bounce_their(self, obj: Obj) -> Items:
        """"Return target card from an opponent's graveyard to their hand" (its owner's
        hand: a card goes to its owner's hand, 400.3)."""
        if obj.filter is None or obj.filter.owner != "opponent":
            raise CompileError("'their hand' of no opponent's card")
        return [ReturnToHand(ref) for ref in obj.refs]

    def i_tap_any_number(self, desc: Desc) -> Items:
        """"Tap any number of untapped creatures you control" (chosen; then "for each
        creature tapped this way")."""
        if desc.kind != "object" or desc.filter.controller != "you":
            raise CompileError("tap any number of permanents not your own")
        flt = replace(desc.filter, controller=None)
        self.scope.antecedent = Obj(ChosenRef(), Affects.FIXED)
        return [ChooseObjects(flt, PlayerRef("you"), ANY_NUMBER, any_number=True),
                TapOrUntap(ChosenRef(), untap=False)]

    # ---- linked abilities
    def obj_exiled(self) -> Obj:
        """"the exiled card": the card this ability exiled, or else the cards another
        ability of this object exiled (607.2a)."""
        return Obj(ExiledWithRef(), Affects.FIXED)

    # ---- control
    def v_gain_control(self, obj: Obj, duration: Duration | None = None) -> Verb:
        """"Target opponent gains control of Jinxed Idol" (you: a continuous effect of
        yours, as "gain control of target creature")."""
        def complete(who: PlayerRef) -> Items:
            if who == PlayerRef("you"):  # the same as "gain control of target creature"
                rules: Any = self  # the transformer has every family's rules
                made: Items = rules.i_gain_control(obj, duration)
                return made
            if duration is not None:
                raise CompileError("another player's control for a while")
            return [GiveControl(ref, who) for ref in obj.refs]
        return Verb(complete)

    def i_by_an_opponent(self, verb: Verb) -> Items:
        """"an opponent gains control of it": an opponent of yours (your choice, the answer
        `player`)."""
        if verb.subject != "player":
            raise CompileError("an object's verb with a player")
        return verb.complete(PlayerRef("each_opponent"))

    def v_sacrifice_obj(self, obj: Obj) -> Verb:
        """"Its controller sacrifices it at the beginning of the next end step" (701.21:
        only its controller can; the object is named, not chosen)."""
        return Verb(lambda who: [Sacrifice(ref) for ref in obj.refs])

    # ---- life totals
    def v_lose_half_life(self, up: bool) -> Verb:
        """119.3: "that player loses half their life, rounded up"."""
        return Verb(lambda who: [LoseHalfLife(who, up)])

    def v_mill_half(self, up: bool) -> Verb:
        """701.13: "defending player mills half their library, rounded up"."""
        return Verb(lambda who: [MillHalf(who, up)])

    def i_put_milled(self, n: Expr, desc: Desc, to: Any) -> Items:
        """"You may put an artifact card from among the cards milled this way into your
        hand", "Put up to one enchantment milled this way into your hand"."""
        if "mill" not in self.source.lower().split("milled this way")[0]:
            raise CompileError("'milled this way' after nothing milled")
        flt = replace(desc.filter, zone=Zone.GRAVEYARD)
        return [SplitCards(FoundRef(), as_int(n), to.where, "", flt)]

    def v_shuffle_zones(self, zones: tuple[str, ...]) -> Verb:
        """701.20: "shuffles their hand and graveyard into their library"."""
        return Verb(lambda who: [ShuffleIntoLibrary(who, zones)])

    def sz_graveyard(self) -> tuple[str, ...]:
        return ("graveyard",)

    def sz_hand(self, _hand: Token) -> tuple[str, ...]:
        return ("hand",)

    def sz_hand_graveyard(self, _hand: Token) -> tuple[str, ...]:
        return ("hand", "graveyard")

    def rounding_up(self) -> bool:
        return True

    def rounding_down(self) -> bool:
        return False

    # ---- a player's own cards: exiled, revealed
    def v_exile_own_card(self, n: Expr, desc: Desc, zone: Token | None = None) -> Verb:
        """"Target player exiles a card from their graveyard / hand" (their choice)."""
        where = "hand" if zone is not None else "graveyard"
        flt = replace(desc.filter, zone=Zone(where))
        count = as_int(n)
        self.scope.antecedent = Obj(ChosenRef(), Affects.FIXED)

        def complete(who: PlayerRef) -> Items:
            return [ChooseObjects(flt, who, count, zone=where), Exile(ChosenRef())]
        return Verb(complete)

    def v_exile_top(self, n: Expr | None = None) -> Verb:
        """"Target opponent exiles the top card of their library" (then "that card")."""
        count = 1 if n is None else as_int(n)

        def complete(who: PlayerRef) -> Items:
            ref = TopCardRef(who, count)
            self.scope.antecedent = Obj(ref, Affects.FIXED)
            return [Exile(ref)]
        return Verb(complete)

    def v_reveal_from_hand(self, n: Expr) -> Verb:
        """"Target player reveals three cards from their hand" (their choice; "X cards")."""
        count = n.value if isinstance(n, Const) else n
        self.scope.antecedent = Obj(ChosenRef(), Affects.FIXED)
        return Verb(lambda who: [RevealFromHand(who, count)])

    def i_choose_of_them(self, n: Expr) -> Items:
        """"... and you choose one of them" (among the cards just revealed)."""
        it = self.scope.antecedent
        if it is None or not isinstance(it.ref, ChosenRef):
            raise CompileError("'you choose one of them' after no cards revealed")
        return [ChooseAmongChosen(as_int(n))]

    def v_reveal_random(self) -> Verb:
        """"Target opponent reveals a card at random from their hand" (then "that card",
        "the revealed card")."""
        self.scope.antecedent = Obj(ChosenRef(), Affects.FIXED)
        return Verb(lambda who: [RevealAtRandom(who)])


def _has(parts: tuple[Any, ...], name: str) -> bool:
    return any(p == name or getattr(p, "data", None) == name for p in parts)
