"""Subtype lists (205.3): which subtypes are creature types, land types and so on."""

from __future__ import annotations

# 205.3m, abridged to the types our cards and common tokens use, plus the common ones.
CREATURE_TYPES: frozenset[str] = frozenset(
    [
        "Advisor",
        "Ally",
        "Angel",
        "Ape",
        "Archer",
        "Artificer",
        "Assassin",
        "Assembly-Worker",
        "Avatar",
        "Bat",
        "Bear",
        "Beast",
        "Berserker",
        "Bird",
        "Boar",
        "Cat",
        "Centaur",
        "Citizen",
        "Cleric",
        "Construct",
        "Crab",
        "Demon",
        "Dinosaur",
        "Djinn",
        "Dog",
        "Dragon",
        "Drake",
        "Dryad",
        "Dwarf",
        "Elder",
        "Eldrazi",
        "Elemental",
        "Elephant",
        "Elf",
        "Faerie",
        "Fish",
        "Frog",
        "Fungus",
        "Giant",
        "Gnome",
        "Goat",
        "Goblin",
        "God",
        "Golem",
        "Gorgon",
        "Griffin",
        "Hippo",
        "Horror",
        "Horse",
        "Hound",
        "Human",
        "Hydra",
        "Illusion",
        "Imp",
        "Insect",
        "Juggernaut",
        "Kithkin",
        "Knight",
        "Kor",
        "Kraken",
        "Lhurgoyf",
        "Merfolk",
        "Minotaur",
        "Monk",
        "Myr",
        "Nomad",
        "Ogre",
        "Ooze",
        "Orc",
        "Pegasus",
        "Phyrexian",
        "Pirate",
        "Plant",
        "Rat",
        "Rhino",
        "Rogue",
        "Saproling",
        "Scarecrow",
        "Scout",
        "Serpent",
        "Shade",
        "Shaman",
        "Shapeshifter",
        "Sheep",
        "Skeleton",
        "Sliver",
        "Snake",
        "Soldier",
        "Spider",
        "Spirit",
        "Scout",
        "Thopter",
        "Treefolk",
        "Troll",
        "Turtle",
        "Vampire",
        "Wall",
        "Warrior",
        "Wizard",
        "Wolf",
        "Worm",
        "Wurm",
        "Zombie",
        "Druid",
        "Nixilis",
        "Jace",
        "Lizard",
        "Lurker",
        "Mutant",
        "Noble",
        "Peasant",
        "Samurai",
        "Spellshaper",
        "Survivor",
        "Unicorn",
        "Wolverine",
        "Zubera",
        "Germ",
        "Golem",
        "Homunculus",
        "Kavu",
        "Leech",
        "Mercenary",
        "Nephilim",
        "Nightmare",
        "Octopus",
        "Ouphe",
        "Pest",
        "Praetor",
        "Rebel",
        "Salamander",
        "Satyr",
        "Siren",
        "Sphinx",
        "Squirrel",
        "Thrull",
        "Vedalken",
        "Viashino",
        "Weird",
        "Yeti",
        "Leviathan",
        "Bringer",
        "Incarnation",
        "Specter",
        "Starfish",
        "Tiefling",
        "Warlock",
    ]
)
# 205.3m in full (the list above keeps the types the first card pool needed)
_CR_205_3M = (
    "Advisor, Aetherborn, Alien, Ally, Angel, Antelope, Ape, Archer, Archon, Armadillo, "
    "Army, Artificer, Assassin, Assembly-Worker, Astartes, Atog, Aurochs, Avatar, Azra, "
    "Badger, Balloon, Barbarian, Bard, Basilisk, Bat, Bear, Beast, Beaver, Beeble, Beholder, "
    "Berserker, Bird, Bison, Blinkmoth, Boar, Bringer, Brushwagg, Camarid, Camel, Capybara, "
    "Caribou, Carrier, Cat, Centaur, Cephalid, Child, Chimera, Citizen, Cleric, Clown, Cockatrice, "
    "Construct, Coward, Coyote, Crab, Crocodile, C'tan, Custodes, Cyberman, Cyclops, Dalek, "
    "Dauthi, Demigod, Demon, Deserter, Detective, Devil, Dinosaur, Djinn, Doctor, Dog, "
    "Dragon, Drake, Dreadnought, Drix, Drone, Druid, Dryad, Dwarf, Echidna, Efreet, Egg, "
    "Elder, Eldrazi, Elemental, Elephant, Elf, Elk, Employee, Eye, Faerie, Ferret, Fish, "
    "Flagbearer, Fox, Fractal, Frog, Fungus, Gamer, Gargoyle, Germ, Giant, Gith, Glimmer, "
    "Gnoll, Gnome, Goat, Goblin, God, Golem, Gorgon, Graveborn, Gremlin, Griffin, Guest, "
    "Hag, Halfling, Hamster, Harpy, Hedgehog, Hellion, Hero, Hippo, Hippogriff, Homarid, "
    "Homunculus, Horror, Horse, Human, Hydra, Hyena, Illusion, Imp, Incarnation, Inkling, "
    "Inquisitor, Insect, Jackal, Jellyfish, Juggernaut, Kangaroo, Kavu, Kirin, Kithkin, "
    "Knight, Kobold, Kor, Kraken, Llama, Lamia, Lammasu, Leech, Lemur, Leviathan, Lhurgoyf, "
    "Licid, Lizard, Lobster, Manticore, Masticore, Mercenary, Merfolk, Metathran, Minion, "
    "Minotaur, Mite, Mole, Monger, Mongoose, Monk, Monkey, Moogle, Moonfolk, Mount, Mouse, "
    "Mutant, Myr, Mystic, Naga, Nautilus, Necron, Nephilim, Nightmare, Nightstalker, Ninja, "
    "Noble, Noggle, Nomad, Nymph, Octopus, Ogre, Ooze, Orb, Orc, Orgg, Otter, Ouphe, Ox, "
    "Oyster, Pangolin, Peasant, Pegasus, Pentavite, Performer, Pest, Phelddagrif, Phoenix, "
    "Phyrexian, Pilot, Pincher, Pirate, Plant, Platypus, Porcupine, Possum, Praetor, "
    "Primarch, Prism, Processor, Qu, Rabbit, Raccoon, Ranger, Rat, Rebel, Reflection, Rhino, "
    "Rigger, Robot, Rogue, Sable, Salamander, Samurai, Sand, Saproling, Satyr, Scarecrow, "
    "Scientist, Scion, Scorpion, Scout, Sculpture, Seal, Serf, Serpent, Servo, Shade, "
    "Shaman, Shapeshifter, Shark, Sheep, Siren, Skeleton, Skunk, Slith, Sliver, Sloth, Slug, "
    "Snail, Snake, Soldier, Soltari, Spawn, Specter, Spellshaper, Sphinx, Spider, Spike, "
    "Spirit, Splinter, Sponge, Squid, Squirrel, Starfish, Surrakar, Survivor, Symbiote, "
    "Synth, Tentacle, Tetravite, Thalakos, Thopter, Thrull, Tiefling, Time Lord, Toy, "
    "Treefolk, Trilobite, Triskelavite, Troll, Turtle, Tyranid, Unicorn, Vampire, Varmint, "
    "Vedalken, Villain, Volver, Wall, Walrus, Warlock, Warrior, Weasel, Weird, Werewolf, "
    "Whale, Wizard, Wolf, Wolverine, Wombat, Worm, Wraith, Wurm, Yeti, Zombie, Zubera"
)
CREATURE_TYPES = CREATURE_TYPES | frozenset(_CR_205_3M.split(", "))
NON_CREATURE_SUBTYPES: frozenset[str] = frozenset(
    [
        "Aura",
        "Equipment",
        "Fortification",
        "Rune",
        "Saga",
        "Class",
        "Curse",
        "Shrine",
        "Vehicle",
        "Food",
        "Clue",
        "Treasure",
        "Plains",
        "Island",
        "Swamp",
        "Mountain",
        "Forest",
        "Desert",
        "Gate",
        "Lair",
        "Locus",
        "Mine",
        "Power-Plant",
        "Tower",
        "Urza's",
        "Cave",
        "Town",
        "Arcane",
        "Trap",
        "Lesson",
        "Adventure",
    ]
)


def is_creature_type(subtype: str) -> bool:
    """A subtype that isn't a known non-creature subtype counts as a creature type."""
    return subtype not in NON_CREATURE_SUBTYPES and subtype not in _OTHER_TYPES


# 305.6: the basic land types and the mana their intrinsic ability makes
BASIC_LAND_MANA = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}

# 205.3g-q: the subtypes that belong to one card type only
LAND_TYPES = frozenset(
    {"Plains", "Island", "Swamp", "Mountain", "Forest", "Desert", "Gate", "Lair", "Locus",
     "Mine", "Power-Plant", "Tower", "Urza's", "Sphere", "Cave", "Town"}
)
ARTIFACT_TYPES = frozenset(
    {"Attraction", "Blood", "Bobblehead", "Clue", "Contraption", "Equipment", "Food",
     "Fortification", "Gold", "Incubator", "Junk", "Lander", "Map", "Powerstone",
     "Spacecraft", "Treasure", "Vehicle"}
)
ENCHANTMENT_TYPES = frozenset(
    {"Aura", "Background", "Cartouche", "Case", "Class", "Curse", "Role", "Room", "Rune",
     "Saga", "Shard", "Shrine"}
)
SPELL_TYPES = frozenset({"Adventure", "Arcane", "Chorus", "Lesson", "Omen", "Trap"})
BATTLE_TYPES = frozenset({"Siege"})
# 205.3j: planeswalker types ("an Elf, Warrior, or Tyvar card"; "Will" left out: a word)
PLANESWALKER_TYPES = frozenset({
    "Ajani", "Aminatou", "Angrath", "Arlinn", "Ashiok", "Bahamut", "Basri", "Bolas", "Calix",
    "Chandra", "Comet", "Dack", "Dakkon", "Daretti", "Davriel", "Dihada", "Domri", "Dovin",
    "Ellywick", "Elminster", "Elspeth", "Estrid", "Freyalise", "Garruk", "Gideon", "Grist",
    "Guff", "Huatli", "Jace", "Jared", "Jaya", "Jeska", "Kaito", "Karn", "Kasmina", "Kaya",
    "Kiora", "Koth", "Liliana", "Lolth", "Lukka", "Minsc", "Mordenkainen", "Nahiri", "Narset",
    "Niko", "Nissa", "Nixilis", "Oko", "Quintorius", "Ral", "Rowan", "Saheeli", "Samut",
    "Sarkhan", "Serra", "Sivitri", "Sorin", "Szat", "Tamiyo", "Tasha", "Teferi", "Teyo",
    "Tezzeret", "Tibalt", "Tyvar", "Ugin", "Urza", "Venser", "Vivien", "Vraska", "Vronos",
    "Windgrace", "Wrenn", "Xenagos", "Yanggu", "Yanling", "Zariel"
})

# 205.3g-q: subtypes of other card types are no creature types (Spacecraft, Case, Omen)
_OTHER_TYPES = (LAND_TYPES | ARTIFACT_TYPES | ENCHANTMENT_TYPES | SPELL_TYPES | BATTLE_TYPES
                | PLANESWALKER_TYPES) - CREATURE_TYPES
