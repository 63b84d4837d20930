"""Hostile input files for the fuzz tests: generated and mutated scenarios, card TOML,
deck lists and card data JSON. Every generator takes a random.Random and returns bytes,
so a failing input is reproduced from its seed."""

from __future__ import annotations

import json
import random
from collections.abc import Callable

# --- values -----------------------------------------------------------------------------------

HOSTILE_SCALARS = [
    "0", "-1", "1", "10000", "100000", "2147483648", "9223372036854775807",
    "9223372036854775808", "-9223372036854775809", "1" + "0" * 100, "1" + "0" * 5000,
    "1_000", "0x7fffffffffffffff", "0o777", "0b1", "nan", "inf", "-inf", "+nan", "1e308",
    "1e400", "-0.0", "3.5", "true", "false", "1979-05-27", "07:32:00", "1979-05-27T07:32:00Z",
    "1979-05-27T00:32:00.999999-07:00", '""', '"²"', '"٣"', '"x"', '"\\u0000"', "'literal'",
    '"""multi\nline"""', "[]", "{}", "[1, 2]", '["a", 1]', "{ a = 1 }", '"Grizzly Bears"',
    '"Alice"', '"Bob"', '"next_turn"', '"cleanup"', '"battlefield"', '"level"',
]


def long_string(rng: random.Random) -> str:
    return '"' + rng.choice(["x", "é", "€", " ", "\\\\", "(", "#"]) * rng.choice(
        [300, 10_000, 200_000]) + '"'


def deep_array(rng: random.Random) -> str:
    n = rng.choice([10, 31, 33, 100, 1000, 5000, 100_000])
    return "[" * n + "1" + "]" * n


def deep_inline_table(rng: random.Random) -> str:
    n = rng.choice([10, 31, 33, 100, 1000, 50_000])
    return "{ a = " * n + "1" + " }" * n


def toml_value(rng: random.Random) -> str:
    pick = rng.random()
    if pick < 0.6:
        return rng.choice(HOSTILE_SCALARS)
    if pick < 0.7:
        return long_string(rng)
    if pick < 0.8:
        return deep_array(rng)
    if pick < 0.9:
        return deep_inline_table(rng)
    items = ", ".join(rng.choice(HOSTILE_SCALARS[:20]) for _ in range(rng.randint(0, 30)))
    return f"[{items}]"


def dotted_key(rng: random.Random) -> str:
    return ".".join(["a"] * rng.choice([2, 32, 33, 100, 5000, 50_000]))


# --- byte-level mutations -------------------------------------------------------------------------


def mutate_bytes(rng: random.Random, data: bytes) -> bytes:
    """Flip, insert or cut bytes; add a NUL, a BOM, a stray byte that is not UTF-8."""
    out = bytearray(data)
    for _ in range(rng.randint(1, 4)):
        kind = rng.randrange(7)
        at = rng.randint(0, len(out))
        if kind == 0 and out:
            out[min(at, len(out) - 1)] = rng.randrange(256)
        elif kind == 1:
            out[at:at] = rng.choice([b"\x00", b"\xff", b"\xc3", b"\xef\xbb\xbf", b"\r", b"\t"])
        elif kind == 2:
            del out[at:]
        elif kind == 3:
            out[at:at] = rng.choice([b"[", b"{", b"]", b"}", b'"', b"'''", b'"""', b"=", b"."]) \
                * rng.choice([1, 2, 50, 5000])
        elif kind == 4:
            out = bytearray(b"\xef\xbb\xbf") + out
        elif kind == 5 and out:
            start = rng.randrange(len(out))
            chunk = out[start:start + rng.randint(1, 200)]
            out[at:at] = chunk * rng.randint(1, 50)
        else:
            out[at:at] = b"\n"
    return bytes(out)


# --- scenarios ------------------------------------------------------------------------------------

BASE_SCENARIO = """title = "Bears and a bolt"
source = "fuzz base"
players = ["Alice", "Bob"]
active = "Alice"
start = "precombat_main"
life = 20

[[step]]
do = "enter"
card = "Grizzly Bears"
as = "bears"
counters = { "+1/+1" = 1 }

[[step]]
do = "library"
card = "Grizzly Bears"
owner = "Bob"
count = 3

[[step]]
do = "counter"
on = "bears"
kind = "level"
n = 2

[[step]]
do = "damage"
to = "Bob"
n = 3

[[step]]
do = "advance"
to = "end"

[[step]]
expect.bears = { power = 3, toughness = 3, counters = { "+1/+1" = 1 } }
expect.life = { Bob = 17 }
"""

STEP_KEYS = ["do", "card", "as", "controller", "owner", "count", "n", "to", "on", "what",
             "kind", "targets", "choices", "pay", "ability", "tapped", "sick", "counters",
             "attached_to", "copy_of", "attackers", "defender", "blocks", "all", "player",
             "triggers", "expect_error", "expect", "source"]
ACTIONS = ["enter", "hand", "library", "cast", "play", "activate", "pass", "resolve", "order",
           "counter", "attach", "move", "destroy", "damage", "tap", "untap", "control",
           "advance", "attack", "block", "fly", ""]
CHOICE_KEYS = ["mode", "x", "color", "creature_type", "player", "copy_of", "distribute", "may",
               "order", "keep", "assign", "sacrifice", "discard", "tap", "kicked", "cost", "zzz"]


def random_step(rng: random.Random) -> str:
    lines = ["[[step]]"]
    if rng.random() < 0.9:
        lines.append(f'do = "{rng.choice(ACTIONS)}"')
    for key in rng.sample(STEP_KEYS, rng.randint(0, 5)):
        if key == "choices":
            inner = ", ".join(f"{k} = {rng.choice(HOSTILE_SCALARS)}"
                              for k in rng.sample(CHOICE_KEYS, rng.randint(1, 3)))
            lines.append(f"choices = {{ {inner} }}")
        elif key == "expect":
            lines.append(f"expect.{rng.choice(['bears', 'life', 'stack', 'permanents', 'x'])} "
                         f"= {rng.choice(['{ power = 1 }', '{ Bob = 1 }', toml_value(rng)])}")
        else:
            lines.append(f"{key} = {toml_value(rng)}")
    return "\n".join(lines) + "\n"


def scenario(rng: random.Random) -> bytes:
    """A scenario: the base with values replaced, random or repeated steps, deep nesting,
    huge counts, or byte mutations."""
    kind = rng.randrange(8)
    text = BASE_SCENARIO
    if kind == 0:  # a value replaced
        lines = text.splitlines()
        slots = [i for i, line in enumerate(lines) if " = " in line]
        i = rng.choice(slots)
        key = lines[i].split(" = ")[0]
        lines[i] = f"{key} = {toml_value(rng)}"
        text = "\n".join(lines) + "\n"
    elif kind == 1:  # random steps
        text += "".join(random_step(rng) for _ in range(rng.randint(1, 20)))
    elif kind == 2:  # a deep or long key
        text = rng.choice([f"{dotted_key(rng)} = 1\n" + text, f"[{dotted_key(rng)}]\nx = 1\n",
                           f"x = {deep_array(rng)}\n" + text, f"x = {deep_inline_table(rng)}\n"])
    elif kind == 3:  # huge counts, many steps
        count = rng.choice(["100", "101", "250", "10000", "1" + "0" * 100, "-5", "0"])
        step = f'[[step]]\ndo = "library"\ncard = "Grizzly Bears"\ncount = {count}\n'
        text += step * rng.choice([1, 3, 4, 50])
    elif kind == 4:
        step = rng.choice(['[[step]]\ndo = "hand"\ncard = "Grizzly Bears"\n',
                           '[[step]]\ndo = "advance"\nto = "next_turn"\n',
                           '[[step]]\ndo = "enter"\ncard = "Grizzly Bears"\n',
                           '[[step]]\ndo = "resolve"\nall = true\n',
                           '[[step]]\nexpect.life = { Bob = 17 }\n'])
        text = 'title = "many"\n' + step * rng.choice([10, 299, 300, 301, 5000, 20_000])
    elif kind == 5:
        text = f"title = {toml_value(rng)}\nplayers = {toml_value(rng)}\n" \
               f"active = {toml_value(rng)}\nlife = {toml_value(rng)}\n" + random_step(rng)
    elif kind == 6:
        return mutate_bytes(rng, text.encode())
    else:
        text = "".join(random_step(rng) for _ in range(rng.randint(0, 5)))
        text = f"title = {toml_value(rng)}\nstep = {toml_value(rng)}\n" + text
    data = text.encode("utf-8", "surrogatepass")
    return mutate_bytes(rng, data) if rng.random() < 0.15 else data


# --- card TOML ------------------------------------------------------------------------------------

BASE_CARDS = """[[card]]
name = "Fuzz Bear"
german_name = "Fuzzbär"
mana_cost = "{1}{G}"
type_line = "Creature — Bear"
power = "2"
toughness = "2"
oracle = "Trample"

[[card]]
name = "Fuzz Leveler"
mana_cost = "{W}"
type_line = "Creature — Human Knight"
power = "1"
toughness = "1"
level_up_cost = "{2}"
levels = [
  { min = 1, max = 3, power = "2", toughness = "2", abilities = ["Flying"] },
  { min = 4, power = "4", toughness = "4", abilities = [] },
]
oracle = "Level up {2}"
overrides = [ { clause = "Level up {2}", effect = { kind = "none" } } ]
color_indicator = ["W"]
loyalty = 3
"""

CARD_VALUES = ['"LEVEL ²-3\\n2/2"', '"LEVEL 1-2\\n"', '"{²}"', '"{99999999999999999999}"',
               '"{X}{X}{X}"', '"Creature —"', '"Tribal Sorcery — Elf"', '"²"', '"1+*"', '"*"',
               '"99999999999999999"', '["Pink"]', '"WUBRG"', '[["W"]]', "[{ min = -1 }]",
               "[{ min = 5, max = 2, power = '1', toughness = '1' }]", "[1, 2]"]


def card_toml(rng: random.Random) -> bytes:
    kind = rng.randrange(5)
    lines = BASE_CARDS.splitlines()
    if kind <= 1:
        slots = [i for i, line in enumerate(lines) if " = " in line and not line.startswith(" ")]
        for i in rng.sample(slots, rng.randint(1, 3)):
            key = lines[i].split(" = ")[0]
            value = rng.choice(CARD_VALUES) if kind == 0 else toml_value(rng)
            lines[i] = f"{key} = {value}"
        text = "\n".join(lines) + "\n"
    elif kind == 2:
        text = BASE_CARDS + f"\n[[card]]\n{dotted_key(rng)} = 1\n" if rng.random() < 0.5 else \
            f"card = {toml_value(rng)}\n"
    elif kind == 3:
        oracle = rng.choice(CARD_VALUES)
        one = f'[[card]]\nname = "C{{n}}"\ntype_line = "Instant"\noracle = {oracle}\n'
        # every card is compiled by `cards check` (milliseconds each): a few hundred at most
        text = "".join(one.replace("{n}", str(n)) for n in range(rng.choice([1, 2, 20, 200])))
    else:
        return mutate_bytes(rng, BASE_CARDS.encode())
    return text.encode()


# --- deck lists -----------------------------------------------------------------------------------

COUNTS = ["4", "1", "²", "٣", "0", "-1", "1" * 100, "10000", "9999", "4x", "4 x", "x4", "", " 4"]
NAMES = ["Grizzly Bears", "Lightning Bolt # burn", "Fire // Ice", "Plains (M10) 230",
         "Forest (ELD)", "X", "Unknown Card", "Gr\x00izzly", "Pla\u200bins", "(", "#", "//",
         "é" * 300, "Island" + " " * 2000 + "(", "Swamp\tMountain"]


def deck(rng: random.Random) -> bytes:
    kind = rng.randrange(6)
    if kind <= 1:
        lines = [f"{rng.choice(COUNTS)} {rng.choice(NAMES)}"
                 for _ in range(rng.choice([1, 10, 60, 3000, 60_000]))]
        if rng.random() < 0.3:
            lines.insert(rng.randint(0, len(lines)), rng.choice(
                ["Sideboard", "Deck", "About", "Name x", "// c", "SB: 2 Plains", ""]))
        text = "\n".join(lines)
    elif kind == 2:
        text = rng.choice(COUNTS) + " " * rng.choice([10, 10_000, 1_000_000]) + \
            rng.choice(["", "x", "(AB)"])
    elif kind == 3:
        count = rng.choice([*COUNTS, "abc", ""])
        text = rng.choice([
            f'<?xml version="1.0"?>\n<Deck><Cards Quantity="{count}" Sideboard="false" '
            f'Name="{rng.choice(NAMES[:5])}"/></Deck>',
            f'<cockatrice_deck version="1"><zone name="main"><card number="{count}" '
            f'name="Plains"/></zone></cockatrice_deck>',
            '<!DOCTYPE lolz [<!ENTITY lol "lol">]><Deck>&lol;</Deck>',
            "<Deck>" + "<a>" * rng.choice([10, 100_000]) + "</Deck>",
        ])
    elif kind == 4:
        data = "\n".join(f"4 {rng.choice(NAMES)}" for _ in range(20))
        encoded = rng.choice([data.encode("utf-16"), data.encode("cp1252", "replace"),
                              b"\xef\xbb\xbf" + data.encode()])
        return mutate_bytes(rng, encoded) if rng.random() < 0.5 else encoded
    else:
        return mutate_bytes(rng, b"4 Grizzly Bears\n2 Lightning Bolt\n\nSideboard\n1 Plains\n")
    return text.encode("utf-8", "surrogatepass")


# --- card data JSON -------------------------------------------------------------------------------

SCRYFALL_CARD = {"object": "card", "name": "Fuzz Elk", "layout": "normal", "mana_cost": "{1}{G}",
                 "type_line": "Creature — Elk", "oracle_text": "Vigilance", "power": "2",
                 "toughness": "3", "set": "fzz"}
MTGJSON_CARD = {"name": "Fuzz Elk", "manaCost": "{1}{G}", "type": "Creature — Elk",
                "text": "Vigilance", "power": "2", "toughness": "3", "setCode": "FZZ",
                "foreignData": [{"language": "German", "name": "Fuzzelch"}]}
JSON_VALUES: list[object] = [None, True, 0, -1, 1.5, 10**30, "", "²", [], {}, [1, [2]],
                             {"a": {"b": None}}, "x" * 100_000, "LEVEL ²-3\n1/1"]


def json_text_value(rng: random.Random) -> str:
    pick = rng.random()
    if pick < 0.7:
        return json.dumps(rng.choice(JSON_VALUES))
    n = rng.choice([10, 500, 5000, 200_000])
    return rng.choice(["[" * n + "]" * n, '{"a":' * n + "1" + "}" * n, "1" + "0" * n,
                       "NaN", "Infinity", "-Infinity"])


def card_json(rng: random.Random) -> bytes:
    kind = rng.randrange(6)
    if kind <= 1:
        base = dict(rng.choice([SCRYFALL_CARD, MTGJSON_CARD]))
        text = json.dumps(base)
        for key in rng.sample(list(base), rng.randint(1, 3)):
            text = text.replace(f'"{key}": {json.dumps(base[key])}',
                                f'"{key}": {json_text_value(rng)}', 1)
        wrap = rng.randrange(3)
        if wrap == 0:
            text = f"[{text}]"
        elif wrap == 1:
            text = f'{{"data": {{"FZZ": {{"name": "Fuzz", "cards": [{text}]}}}}}}'
        else:
            text = f'{{"data": {{"Fuzz Elk": [{text}]}}}}'
    elif kind == 2:
        n = rng.choice([10, 1000, 100_000, 400_000])
        text = "[" + ",".join([json_text_value(rng)] * 3 + ["1"] * n) + "]"
    elif kind == 3:
        text = rng.choice([json_text_value(rng), '{"data": ' + json_text_value(rng) + "}",
                           '{"meta": 1}', '{"data": {"X": 3}}', "[", "{", ""])
    elif kind == 4:
        data = json.dumps([SCRYFALL_CARD, SCRYFALL_CARD]).encode()
        return mutate_bytes(rng, data)
    else:
        data = json.dumps([SCRYFALL_CARD]).encode()
        return rng.choice([b"\xef\xbb\xbf" + data, data.replace(b"Elk", b"\xff\xfe"),
                           data.decode().encode("utf-16"), data[:-1] + b"\xef\xbb\xbf]"])
    return text.encode()


GENERATORS: dict[str, Callable[[random.Random], bytes]] = {
    "scenario": scenario,
    "cards": card_toml,
    "deck": deck,
    "card-data": card_json,
}
SUFFIX = {"scenario": ".toml", "cards": ".toml", "deck": ".txt", "card-data": ".json"}
