#!/usr/bin/env python3
"""Derives Catalogue/exercises.json, the exercise catalogue compiled into strength-site.

    python3 scripts/derive-catalogue.py [--hevy FILE] [--free FILE] [--check]

Reads the two reference files (by default in ../shared/data/exercises beside the checkout) and the
hand-kept Catalogue/overrides.json, and writes Catalogue/exercises.json: the same inputs always give
the same bytes. --check writes nothing and fails when the file on disk differs from what it would write.
Run by hand (`make catalogue`), never by the build or the tests. docs/CATALOGUE.md states the rules.
Standard library only.
"""

import argparse
import json
import os
import re
import sys
import unicodedata

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REFERENCE = os.path.join(ROOT, "..", "shared", "data", "exercises")

# The 13 muscle groups of the starter library, in its order.
CATEGORIES = [
    ("chest", "Chest"), ("back", "Back"), ("shoulders", "Shoulders"), ("biceps", "Biceps"),
    ("triceps", "Triceps"), ("forearms", "Forearms"), ("quads", "Quads"), ("hamstrings", "Hamstrings"),
    ("glutes", "Glutes"), ("calves", "Calves"), ("core", "Core"), ("cardio", "Cardio"),
    ("full-body", "Full Body"),
]
CATEGORY_IDS = [identifier for identifier, _ in CATEGORIES]

# Each reference vocabulary onto the 13 groups. None: no group of its own (dropped as a secondary;
# as the primary muscle it gives full-body, so the exercise is never left without a group).
HEVY_MUSCLES = {
    "abdominals": "core", "abductors": "glutes", "adductors": "quads", "biceps": "biceps",
    "calves": "calves", "cardio": "cardio", "chest": "chest", "forearms": "forearms",
    "full_body": "full-body", "glutes": "glutes", "hamstrings": "hamstrings", "lats": "back",
    "lower_back": "back", "neck": None, "other": None, "quadriceps": "quads", "shoulders": "shoulders",
    "traps": "back", "triceps": "triceps", "upper_back": "back",
}
FREE_MUSCLES = {
    "abdominals": "core", "abductors": "glutes", "adductors": "quads", "biceps": "biceps",
    "calves": "calves", "chest": "chest", "forearms": "forearms", "glutes": "glutes",
    "hamstrings": "hamstrings", "lats": "back", "lower back": "back", "middle back": "back",
    "neck": None, "quadriceps": "quads", "shoulders": "shoulders", "traps": "back", "triceps": "triceps",
}

TYPES = ["weight_reps", "bodyweight_reps", "duration", "distance_duration", "weight_duration", "reps_only"]
HEVY_TYPES = {
    "weight_reps": "weight_reps", "reps_only": "bodyweight_reps", "duration": "duration",
    "distance_duration": "distance_duration", "bodyweight_weighted": "bodyweight_reps",
    "bodyweight_assisted": "bodyweight_reps", "short_distance_weight": "weight_duration",
    "weight_distance": "weight_duration", "floors_duration": "duration", "steps_duration": "duration",
}

# How a distance exercise covers its distance (DistanceTravel in the Swift model).
TRAVEL = {"foot", "bike", "rower", "ski", "swim"}
EQUIPMENT = ["barbell", "dumbbell", "kettlebell", "cable", "machine", "smith_machine", "plate", "band",
             "suspension", "bodyweight", "other", "none"]
HEVY_EQUIPMENT = {
    "barbell": "barbell", "dumbbell": "dumbbell", "kettlebell": "kettlebell", "machine": "machine",
    "plate": "plate", "resistance_band": "band", "suspension": "suspension", "other": "other", "none": "none",
}
FREE_EQUIPMENT = {
    "barbell": "barbell", "e-z curl bar": "barbell", "dumbbell": "dumbbell", "kettlebells": "kettlebell",
    "cable": "cable", "machine": "machine", "bands": "band", "body only": "bodyweight",
    "medicine ball": "other", "exercise ball": "other", "foam roll": "other", "other": "other", None: "none",
}
FREE_TYPES = {
    "strength": "weight_reps", "powerlifting": "weight_reps", "olympic weightlifting": "weight_reps",
    "strongman": "weight_reps", "plyometrics": "reps_only", "cardio": "distance_duration",
    "stretching": "duration",
}

# A trailing "(Qualifier)" of a Hevy title that names equipment: the equipment and the word(s) the
# canonical name gets in front of the movement when it is not the movement's default equipment.
QUALIFIERS = {
    "barbell": ("barbell", "Barbell"), "dumbbell": ("dumbbell", "Dumbbell"), "cable": ("cable", "Cable"),
    "machine": ("machine", "Machine"), "smith machine": ("smith_machine", "Smith Machine"),
    "smith": ("smith_machine", "Smith Machine"), "kettlebell": ("kettlebell", "Kettlebell"),
    "band": ("band", "Band"), "bodyweight": ("bodyweight", "Bodyweight"), "plate": ("plate", "Plate"),
    "suspension": ("suspension", "Suspension"), "trap bar": ("barbell", "Trap Bar"),
}
# The order in which a movement's equipment becomes its default (the variant that keeps the bare name).
DEFAULT_ORDER = ["barbell", "dumbbell", "cable", "machine", "smith_machine", "kettlebell", "plate", "band",
                 "suspension", "bodyweight"]
# Words that stay in front of a one-word equipment prefix: "Incline Dumbbell Bench Press".
POSITION_WORDS = ["Single Arm", "Single Leg", "One Arm", "Close Grip", "Wide Grip", "Reverse Grip",
                  "Chest Supported", "Incline", "Decline", "Seated", "Standing", "Lying", "Kneeling", "Flat"]
SMALL_WORDS = {"to", "the", "and", "on", "of", "with", "a"}


def normalize(name):
    """ExerciseMatcher.normalize: case, accents, width, spaces and punctuation ignored."""
    decomposed = unicodedata.normalize("NFKD", name)
    folded = "".join(c for c in decomposed if not unicodedata.combining(c)).casefold()
    return "".join(c for c in folded if c.isalpha() or c.isnumeric())


def match_key(name):
    """normalize, also blind to plurals: to find a reference name's entry ("Hammer Curls")."""
    words = []
    for word in re.split(r"[^0-9A-Za-z]+", unicodedata.normalize("NFKD", name).casefold()):
        if not word:
            continue
        if word in ("flyes", "flys", "flies"):
            word = "fly"
        elif re.search(r"(ch|sh|ss|x)es$", word):
            word = word[:-2]
        elif len(word) > 3 and word.endswith("s") and not word.endswith("ss"):
            word = word[:-1]
        words.append(word)
    return "".join(words)


def title_case(text):
    words = text.split(" ")
    result = []
    for index, word in enumerate(words):
        if index > 0 and word.lower() in SMALL_WORDS:
            result.append(word.lower())
        elif word[:1].islower():
            result.append(word[:1].upper() + word[1:])
        else:
            result.append(word)
    return " ".join(result)


def split_qualifier(title):
    match = re.match(r"^(.*?)\s*\(([^()]*)\)$", title)
    if not match:
        return title.strip(), None
    return match.group(1).strip(), match.group(2).strip()


def with_prefix(base, prefix):
    if prefix.lower() in base.lower():
        return base
    if " " not in prefix:
        for word in POSITION_WORDS:
            if base.startswith(word + " "):
                return word + " " + with_prefix(base[len(word) + 1:], prefix)
    return prefix + " " + base


def fail(message):
    sys.stderr.write("derive-catalogue: " + message + "\n")
    sys.exit(1)


def mapped_categories(primary, secondary, table):
    result = []
    for muscle in primary:
        if muscle not in table:
            fail("unknown muscle '%s'" % muscle)
        group = table[muscle] or "full-body"
        if group not in result:
            result.append(group)
    for muscle in secondary:
        if muscle not in table:
            fail("unknown muscle '%s'" % muscle)
        group = table[muscle]
        if group and group not in result:
            result.append(group)
    return result


class Entry:
    def __init__(self, name, type_, equipment, categories, source):
        self.name = name
        self.type = type_
        self.equipment = equipment
        self.categories = categories
        self.aliases = []
        self.starter = False
        # How a distance exercise covers its distance (foot, bike, rower, ski, swim): what pace and
        # distance a person can reach in it. Distance exercises only.
        self.travel = None
        self.sources = [source]
        # Aliases taken from a reference file's own spelling: they give way to another entry's name.
        self.soft = set()

    def names(self):
        return [self.name] + self.aliases


class Catalogue:
    def __init__(self):
        self.entries = {}  # normalize(name) -> Entry
        self.owner = {}  # normalize(name or alias) -> Entry

    def get(self, name):
        return self.owner.get(normalize(name))

    def add(self, entry):
        key = normalize(entry.name)
        holder = self.owner.get(key)
        if holder is not None and key in holder.soft:
            holder.aliases = [a for a in holder.aliases if normalize(a) != key]
            holder.soft.discard(key)
            del self.owner[key]
        if key in self.owner:
            fail("'%s' (%s) is already a name of '%s'" % (entry.name, entry.sources[0], self.owner[key].name))
        self.entries[key] = entry
        self.owner[key] = entry
        return entry

    def alias(self, entry, alias, strict=True):
        """Attaches `alias` to `entry`; with strict=False a name another entry has is skipped."""
        alias = alias.strip()
        key = normalize(alias)
        if not key:
            fail("alias '%s' of '%s' has no letters or digits" % (alias, entry.name))
        owner = self.owner.get(key)
        if owner is entry:
            return
        if owner is not None:
            if strict:
                fail("alias '%s' of '%s' is already a name of '%s'" % (alias, entry.name, owner.name))
            return
        entry.aliases.append(alias)
        self.owner[key] = entry
        if not strict:
            entry.soft.add(key)

    def rename(self, entry, name):
        del self.entries[normalize(entry.name)]
        del self.owner[normalize(entry.name)]
        old = entry.name
        entry.name = name
        self.add(entry)
        self.alias(entry, old)


def derive(hevy, free, overrides):
    catalogue = Catalogue()
    hevy_overrides = overrides["hevy"]
    movements = overrides["movements"]
    reps_only = set(overrides["repsOnly"])
    titles = {item["title"] for item in hevy}
    for title in list(hevy_overrides) + list(reps_only):
        if title not in titles:
            fail("overrides name Hevy title '%s', which the Hevy file does not have" % title)

    # Which equipment keeps a movement's bare name: the override, else none when Hevy has the bare
    # name itself, else the first of DEFAULT_ORDER among its qualified variants.
    variants = {}
    for item in hevy:
        base, qualifier = split_qualifier(item["title"])
        variants.setdefault(base, []).append(qualifier)

    def default_equipment(base):
        options = movements.get(base, {})
        if options.get("prefixAll"):
            return None
        if "default" in options:
            return options["default"]
        qualifiers = variants.get(base, [])
        if None in qualifiers:
            return None
        present = {QUALIFIERS[q.lower()][0] for q in qualifiers if q and q.lower() in QUALIFIERS}
        for equipment in DEFAULT_ORDER:
            if equipment in present:
                return equipment
        return None

    def automatic_name(title):
        base, qualifier = split_qualifier(title)
        words = movements.get(base, {}).get("base", base)
        if " - " in words:
            movement, variant = words.split(" - ", 1)
            words = variant + " " + movement
        words = title_case(words)
        if qualifier is None:
            return words, None, []
        if qualifier.lower() not in QUALIFIERS:
            fail("Hevy title '%s' has the qualifier '%s', which names no equipment: give it a name in overrides.json" % (title, qualifier))
        equipment, prefix = QUALIFIERS[qualifier.lower()]
        # The equipment-word spellings other apps use ("Barbell Bench Press", "Dumbbell Incline Bench
        # Press") become aliases of the entry.
        spellings = [with_prefix(words, prefix), prefix + " " + words]
        if equipment == default_equipment(base) and prefix != "Trap Bar":
            return words, equipment, spellings
        return spellings[0], equipment, spellings[1:]

    def inferred_equipment(item, name, type_, qualified):
        if qualified:
            return qualified
        lowered = name.lower()
        for word, equipment in (("smith", "smith_machine"), ("kettlebell", "kettlebell"), ("dumbbell", "dumbbell"),
                                ("barbell", "barbell"), ("ez bar", "barbell"), ("landmine", "barbell"),
                                ("cable", "cable"), ("pulldown", "cable"), ("pushdown", "cable"),
                                ("pressdown", "cable"), ("crossover", "cable"), ("face pull", "cable")):
            if word in lowered and item["equipment"] in ("machine", "other", "none", word.split()[0]):
                return equipment
        equipment = HEVY_EQUIPMENT[item["equipment"]]
        if type_ == "bodyweight_reps" and equipment in ("none", "machine", "other") and "machine" not in lowered:
            return "bodyweight"
        if type_ == "reps_only" and equipment in ("none", "machine"):
            return "bodyweight"
        if equipment == "none" and item["primary_muscle_group"] not in ("cardio", "other") and type_ != "distance_duration":
            return "bodyweight"
        return equipment

    deferred = []
    for item in hevy:
        title = item["title"]
        override = hevy_overrides.get(title, {})
        if "aliasOf" in override:
            deferred.append((title, override["aliasOf"]))
            continue
        name, qualified, spellings = automatic_name(title) if "name" not in override else (override["name"], override.get("equipment"), [])
        type_ = override.get("type") or ("reps_only" if title in reps_only else HEVY_TYPES[item["type"]])
        equipment = override.get("equipment") or inferred_equipment(item, name, type_, qualified)
        categories = override.get("categories") or mapped_categories(
            [item["primary_muscle_group"]], item["secondary_muscle_groups"], HEVY_MUSCLES)
        existing = catalogue.entries.get(normalize(name))
        if existing:
            if not override.get("merge"):
                fail("Hevy titles '%s' and '%s' both become '%s': merge them with \"merge\": true or name one" % (existing.sources[0][6:], title, name))
            existing.sources.append("hevy: " + title)
            catalogue.alias(existing, title, strict=False)
            continue
        entry = catalogue.add(Entry(name, type_, equipment, categories, "hevy: " + title))
        catalogue.alias(entry, title, strict=False)
        for spelling in spellings:
            catalogue.alias(entry, spelling, strict=False)
    for title, target in deferred:
        entry = catalogue.get(target)
        if entry is None:
            fail("Hevy title '%s' is an alias of '%s', which is no entry" % (title, target))
        entry.sources.append("hevy: " + title)
        catalogue.alias(entry, title)

    # free-exercise-db: an entry when overrides include it, an alias where its name is an entry's.
    free_overrides = overrides["freeExerciseDB"]
    known_free = {item["name"] for item in free}
    for name in free_overrides:
        if name not in known_free:
            fail("overrides name free-exercise-db entry '%s', which the file does not have" % name)
    for item in free:
        override = free_overrides.get(item["name"], {})
        if override.get("skip"):
            continue
        if "aliasOf" in override:
            entry = catalogue.get(override["aliasOf"])
            if entry is None:
                fail("free-exercise-db '%s' is an alias of '%s', which is no entry" % (item["name"], override["aliasOf"]))
            catalogue.alias(entry, item["name"])
            continue
        if override.get("include"):
            name = override.get("name", item["name"])
            type_ = override.get("type") or FREE_TYPES[item["category"]]
            equipment = override.get("equipment") or FREE_EQUIPMENT[item["equipment"]]
            if type_ == "weight_reps" and equipment == "bodyweight":
                type_ = "bodyweight_reps"
            categories = override.get("categories") or mapped_categories(
                item["primaryMuscles"], item["secondaryMuscles"], FREE_MUSCLES)
            entry = catalogue.add(Entry(name, type_, equipment, categories, "free-exercise-db: " + item["name"]))
            catalogue.alias(entry, item["name"], strict=False)
    by_match_key = {}
    for entry in catalogue.entries.values():
        for name in entry.names():
            by_match_key.setdefault(match_key(name), entry)
    for item in free:
        if item["name"] in free_overrides:
            continue
        entry = by_match_key.get(match_key(item["name"]))
        if entry is not None:
            catalogue.alias(entry, item["name"], strict=False)

    # The starter library: today's 41 exercises with their types and categories; entries it names
    # that no reference gives are added as they are.
    for starter in overrides["starter"]:
        entry = catalogue.get(starter["name"])
        if entry is None:
            if "equipment" not in starter:
                fail("starter '%s' is no reference entry: give it an equipment" % starter["name"])
            entry = catalogue.add(Entry(starter["name"], starter["type"], starter["equipment"], starter["categories"], "starter library"))
        elif entry.name != starter["name"]:
            catalogue.rename(entry, starter["name"])
        entry.type = starter["type"]
        entry.categories = list(starter["categories"])
        entry.starter = True
        if "equipment" in starter:
            entry.equipment = starter["equipment"]

    # Hand-kept fixes and aliases (fixture spellings, localized names) by canonical name.
    for name, fix in overrides["entries"].items():
        entry = catalogue.entries.get(normalize(name))
        if entry is None or entry.name != name:
            fail("overrides.json entries: '%s' is no entry's name" % name)
        if entry.starter and ("type" in fix or "categories" in fix):
            fail("overrides.json entries: '%s' is a starter exercise; its type and categories are the starter list's" % name)
        for field in ("type", "equipment", "categories", "travel"):
            if field in fix:
                setattr(entry, field, fix[field])
        for alias in fix.get("aliases", []):
            catalogue.alias(entry, alias)

    for entry in catalogue.entries.values():
        if entry.type not in TYPES:
            fail("'%s' has the type '%s'" % (entry.name, entry.type))
        if entry.equipment not in EQUIPMENT:
            fail("'%s' has the equipment '%s'" % (entry.name, entry.equipment))
        if not entry.categories or any(c not in CATEGORY_IDS for c in entry.categories) or len(set(entry.categories)) != len(entry.categories):
            fail("'%s' has the categories %s" % (entry.name, entry.categories))
        if (entry.type == "distance_duration") != (entry.travel is not None) or (entry.travel is not None and entry.travel not in TRAVEL):
            fail("'%s' (%s) has the travel %s; every distance exercise has one of %s, and no other" % (entry.name, entry.type, entry.travel, sorted(TRAVEL)))
    return sorted(catalogue.entries.values(), key=lambda e: (e.name.casefold(), e.name))


def render(entries):
    def string(value):
        return json.dumps(value, ensure_ascii=False)

    def strings(values):
        return "[" + ", ".join(string(v) for v in values) + "]"

    lines = ["{", '  "categories": [']
    for index, (identifier, name) in enumerate(CATEGORIES):
        comma = "," if index < len(CATEGORIES) - 1 else ""
        lines.append('    {"id": %s, "name": %s}%s' % (string(identifier), string(name), comma))
    lines.append("  ],")
    lines.append('  "exercises": [')
    for index, entry in enumerate(entries):
        aliases = sorted(entry.aliases, key=lambda a: (a.casefold(), a))
        lines.append("    {")
        lines.append('      "name": %s,' % string(entry.name))
        lines.append('      "type": %s,' % string(entry.type))
        lines.append('      "equipment": %s,' % string(entry.equipment))
        lines.append('      "categories": %s,' % strings(entry.categories))
        if entry.travel is not None:
            lines.append('      "travel": %s,' % string(entry.travel))
        lines.append('      "aliases": %s,' % strings(aliases))
        lines.append('      "starter": %s' % ("true" if entry.starter else "false"))
        lines.append("    }" + ("," if index < len(entries) - 1 else ""))
    lines.append("  ]")
    lines.append("}")
    return "\n".join(lines) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[1])
    parser.add_argument("--hevy", default=os.path.join(REFERENCE, "hevy-exercise-templates.json"))
    parser.add_argument("--free", default=os.path.join(REFERENCE, "free-exercise-db.json"))
    parser.add_argument("--overrides", default=os.path.join(ROOT, "Catalogue", "overrides.json"))
    parser.add_argument("--output", default=os.path.join(ROOT, "Catalogue", "exercises.json"))
    parser.add_argument("--check", action="store_true", help="fail when the output file is not what this run would write")
    parser.add_argument("--sources", action="store_true", help="print each entry's sources instead of writing")
    arguments = parser.parse_args()
    for path in (arguments.hevy, arguments.free):
        if not os.path.exists(path):
            fail("%s is missing: the reference data lives in ../shared/data/exercises beside the checkout" % path)
    with open(arguments.hevy, encoding="utf-8") as file:
        hevy = json.load(file)
    with open(arguments.free, encoding="utf-8") as file:
        free = json.load(file)
    with open(arguments.overrides, encoding="utf-8") as file:
        overrides = json.load(file)
    entries = derive(hevy, free, overrides)
    if arguments.sources:
        for entry in entries:
            print("%s\t%s\t%s\t%s\t%s" % (entry.name, entry.type, entry.equipment, ",".join(entry.categories), " | ".join(entry.sources)))
        return
    text = render(entries)
    if arguments.check:
        with open(arguments.output, encoding="utf-8") as file:
            if file.read() != text:
                fail("%s is not what the inputs give: run make catalogue" % arguments.output)
        return
    with open(arguments.output, "w", encoding="utf-8") as file:
        file.write(text)
    aliases = sum(len(entry.aliases) for entry in entries)
    print("wrote %s: %d exercises, %d aliases, %d starter" % (os.path.relpath(arguments.output), len(entries), aliases, sum(e.starter for e in entries)))


if __name__ == "__main__":
    main()
