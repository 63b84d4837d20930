"""Subtype lists (205.3): which subtypes are creature types, land types and so on."""

from __future__ import annotations

# 205.3m, abridged to the types our cards and common tokens use, plus the common ones.
CREATURE_TYPES: frozenset[str] = frozenset(
    """Advisor Ally Angel Ape Archer Artificer Assassin Assembly-Worker Avatar Bat Bear
    Beast Berserker Bird Boar Cat Centaur Citizen Cleric Construct Crab Demon Dinosaur
    Djinn Dog Dragon Drake Dryad Dwarf Elder Eldrazi Elemental Elephant Elf Faerie
    Fish Frog Fungus Giant Gnome Goat Goblin God Golem Gorgon Griffin Hippo Horror
    Horse Hound Human Hydra Illusion Imp Insect Juggernaut Kithkin Knight Kor Kraken
    Lhurgoyf Merfolk Minotaur Monk Myr Nomad Ogre Ooze Orc Pegasus Phyrexian Pirate
    Plant Rat Rhino Rogue Saproling Scarecrow Scout Serpent Shade Shaman Shapeshifter
    Sheep Skeleton Sliver Snake Soldier Spider Spirit Scout Thopter Treefolk Troll
    Turtle Vampire Wall Warrior Wizard Wolf Worm Wurm Zombie Druid Nixilis Jace Lizard
    Lurker Mutant Noble Peasant Samurai Spellshaper Survivor Unicorn Wolverine Zubera
    Germ Golem Homunculus Kavu Leech Mercenary Nephilim Nightmare Octopus Ouphe Pest
    Praetor Rebel Salamander Satyr Siren Sphinx Squirrel Thrull Vedalken Viashino Weird
    Yeti Leviathan Bringer Incarnation Specter Starfish Tiefling Warlock""".split()
)
NON_CREATURE_SUBTYPES: frozenset[str] = frozenset(
    """Aura Equipment Fortification Rune Saga Class Curse Shrine Vehicle Food Clue
    Treasure Plains Island Swamp Mountain Forest Desert Gate Lair Locus Mine Power-Plant
    Tower Urza's Cave Town Arcane Trap Lesson Adventure""".split()
)


def is_creature_type(subtype: str) -> bool:
    """A subtype that isn't a known non-creature subtype counts as a creature type."""
    return subtype not in NON_CREATURE_SUBTYPES
