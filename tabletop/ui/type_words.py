"""Type lines (205) in the interface language.

The engine writes type lines in English ("Legendary Creature — Human Wizard"). German
type lines are not word-for-word: the supertype is an adjective that agrees with the
gender of the card type ("Legendäre Kreatur", "Legendäres Artefakt"), two card types
make one compound word ("Artefaktkreatur") and Basic joins its type ("Standardland").
So the German words live in this table with their gender, not in the .ts file.
Subtypes missing from the table (a planeswalker's name, a rare creature type) stay
English, as on cards printed without a translation.
"""

from __future__ import annotations

from tabletop.engine.model.enums import CardType, Supertype

from . import i18n

DASH = " — "

#: card type -> (German word, its form as the first part of a compound, gender)
GERMAN_TYPES: dict[str, tuple[str, str, str]] = {
    CardType.ARTIFACT.value: ("Artefakt", "Artefakt", "n"),
    CardType.BATTLE.value: ("Schlacht", "Schlacht-", "f"),
    CardType.CREATURE.value: ("Kreatur", "Kreatur-", "f"),
    CardType.ENCHANTMENT.value: ("Verzauberung", "Verzauberungs", "f"),
    CardType.INSTANT.value: ("Spontanzauber", "Spontanzauber-", "m"),
    CardType.KINDRED.value: ("Sippe", "Sippen-", "f"),
    CardType.LAND.value: ("Land", "Land", "n"),
    CardType.PLANESWALKER.value: ("Planeswalker", "Planeswalker-", "m"),
    CardType.SORCERY.value: ("Hexerei", "Hexerei-", "f"),
}

#: supertype -> adjective by gender of the type it stands before (f, n, m), or a prefix
GERMAN_SUPERTYPES: dict[str, tuple[str, str, str] | str] = {
    Supertype.LEGENDARY.value: ("Legendäre", "Legendäres", "Legendärer"),
    Supertype.SNOW.value: ("Verschneite", "Verschneites", "Verschneiter"),
    Supertype.ONGOING.value: ("Andauernde", "Andauerndes", "Andauernder"),
    Supertype.BASIC.value: "Standard",
    Supertype.WORLD.value: "Welt",
}

#: common subtypes (creature, land, artifact, enchantment and spell types, 205.3)
GERMAN_SUBTYPES: dict[str, str] = {
    "Adventure": "Abenteuer", "Advisor": "Berater", "Ally": "Verbündeter", "Angel": "Engel",
    "Ape": "Affe",
    "Archer": "Bogenschütze", "Arcane": "Arkanes", "Artificer": "Artefaktschmied",
    "Assassin": "Assassine", "Aura": "Aura", "Avatar": "Avatar", "Barbarian": "Barbar",
    "Bat": "Fledermaus", "Bear": "Bär", "Beast": "Bestie", "Berserker": "Berserker",
    "Bird": "Vogel", "Boar": "Eber", "Cat": "Katze", "Centaur": "Zentaur",
    "Citizen": "Bürger", "Class": "Klasse", "Cleric": "Kleriker", "Clue": "Hinweis",
    "Construct": "Konstrukt", "Crab": "Krabbe", "Curse": "Fluch", "Demon": "Dämon",
    "Desert": "Wüste", "Devil": "Teufel", "Dinosaur": "Dinosaurier", "Djinn": "Dschinn",
    "Dog": "Hund", "Dragon": "Drache", "Drake": "Drake", "Druid": "Druide",
    "Dryad": "Dryade", "Dwarf": "Zwerg", "Elemental": "Elementarwesen",
    "Elephant": "Elefant", "Elf": "Elf", "Equipment": "Ausrüstung", "Faerie": "Feenwesen",
    "Fish": "Fisch", "Food": "Nahrung", "Forest": "Wald", "Fortification": "Befestigung",
    "Frog": "Frosch", "Fungus": "Pilz", "Gargoyle": "Wasserspeier", "Gate": "Tor",
    "Giant": "Riese", "Gnome": "Gnom", "Goblin": "Goblin", "Golem": "Golem",
    "Griffin": "Greif", "Horror": "Schrecken", "Horse": "Pferd", "Hound": "Hund",
    "Human": "Mensch", "Hydra": "Hydra", "Illusion": "Illusion", "Imp": "Teufelchen",
    "Insect": "Insekt", "Island": "Insel", "Juggernaut": "Moloch", "Kithkin": "Kithkin",
    "Knight": "Ritter", "Kor": "Kor", "Kraken": "Krake", "Lesson": "Lektion",
    "Lizard": "Echse", "Mercenary": "Söldner", "Merfolk": "Meervolk", "Minion": "Scherge",
    "Minotaur": "Minotaurus", "Monk": "Mönch", "Mountain": "Gebirge", "Mutant": "Mutant",
    "Myr": "Myr", "Ninja": "Ninja", "Noble": "Adliger", "Nomad": "Nomade", "Ogre": "Oger",
    "Ooze": "Schlammwesen", "Orc": "Ork", "Ox": "Ochse", "Pegasus": "Pegasus",
    "Peasant": "Bauer", "Phyrexian": "Phyrexianer", "Pirate": "Pirat", "Plains": "Ebene",
    "Plant": "Pflanze", "Rat": "Ratte", "Rebel": "Rebell", "Rogue": "Schurke",
    "Rune": "Rune", "Saga": "Saga", "Salamander": "Salamander", "Samurai": "Samurai",
    "Saproling": "Saprobie", "Scarecrow": "Vogelscheuche", "Scout": "Späher",
    "Serpent": "Seeschlange", "Shade": "Schatten", "Shaman": "Schamane",
    "Shapeshifter": "Gestaltwandler", "Shrine": "Schrein", "Skeleton": "Skelett",
    "Sliver": "Sliver", "Snake": "Schlange", "Soldier": "Soldat", "Specter": "Gespenst",
    "Sphinx": "Sphinx", "Spider": "Spinne", "Spirit": "Geist", "Squirrel": "Eichhörnchen",
    "Swamp": "Sumpf", "Thopter": "Thopter", "Trap": "Falle", "Treasure": "Schatz",
    "Treefolk": "Baumvolk", "Troll": "Troll", "Turtle": "Schildkröte",
    "Unicorn": "Einhorn", "Vampire": "Vampir", "Vehicle": "Fahrzeug", "Wall": "Mauer",
    "Warrior": "Krieger", "Wizard": "Zauberer", "Wolf": "Wolf", "Wraith": "Schemen",
    "Wurm": "Wurm", "Zombie": "Zombie",
}

_GENDER_INDEX = {"f": 0, "n": 1, "m": 2}


def subtype_word(subtype: str, language: str | None = None) -> str:
    """One subtype in the interface language (unknown ones stay as printed)."""
    if (language or i18n.current_language()) != "de":
        return subtype
    return GERMAN_SUBTYPES.get(subtype, subtype)


def _german_main(words: list[str]) -> str:
    supers = [w for w in words if w in GERMAN_SUPERTYPES]
    types = [w for w in words if w in GERMAN_TYPES]
    others = [w for w in words if w not in GERMAN_SUPERTYPES and w not in GERMAN_TYPES]
    if not types:
        return " ".join(words)
    *first, last = types
    noun, _prefix, gender = GERMAN_TYPES[last]
    for word in reversed(first):  # "Artefaktkreatur", "Spontanzauber-Sippe" stays readable
        prefix = GERMAN_TYPES[word][1]
        noun = prefix + (noun if prefix.endswith("-") else noun.lower())
    adjectives: list[str] = []
    for word in supers:
        form = GERMAN_SUPERTYPES[word]
        if isinstance(form, str):
            noun = form + noun.lower()
        else:
            adjectives.append(form[_GENDER_INDEX[gender]])
    return " ".join([*adjectives, noun, *others])


def type_line_text(line: str, language: str | None = None) -> str:
    """An English type line ("Basic Land — Forest") in the interface language
    ("Standardland — Wald")."""
    if (language or i18n.current_language()) != "de" or not line:
        return line
    main, _dash, subs = line.partition(DASH)
    german = _german_main(main.split())
    if not _dash:
        return german
    return german + DASH + " ".join(GERMAN_SUBTYPES.get(s, s) for s in subs.split())
