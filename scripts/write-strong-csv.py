#!/usr/bin/env python3
"""Writes a project's workouts as a Strong CSV export (iOS dialect A), for browser-check.sh.

    python3 scripts/write-strong-csv.py PROJECT OUT.csv [--end YYYY-MM-DD]

Reads PROJECT/Data (settings, exercises, workouts) and writes what Strong's "Export data" would for
that history, so a long generated history can go through `strength-site import` the way a lifter's
does when they switch apps. --end moves the whole history back by whole weeks (weekdays and wall
clock kept) so its last workout is on or before that day: the generator runs into the future, and
an import refuses workouts dated after tomorrow. Standard library only.

Dialect A as docs/IMPORT-FORMATS.md (in ../shared/docs) describes it from real files:
`Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout
Notes,RPE`; text fields quoted with inner quotes doubled, numbers bare in the 2024+ style (`80.0`,
`5.0`, `0`, `0.0`); no unit anywhere (weights in the display unit, distances in km or mi); the
start's wall-clock time on every row; `Set Order` numbers the working sets and writes W, D and F in
place of a number; the exercise note on the first row of each exercise (`""` when empty), the
workout note on the workout's first row; a line break in a note as the two characters `\\n`.
What Strong does not export is left out: set notes, supersets, templates, body weight.
"""
import datetime
import glob
import json
import os
import sys

HEADER = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE"
POUND_KG = 0.45359237
MILE_M = 1609.344

# Strong's own names for the library's exercises (as real exports spell them), so the import has to
# map "Name (Equipment)" onto the library as it does for a real file; others keep their name.
STRONG_NAMES = {
    "bench-press": "Bench Press (Barbell)", "barbell-row": "Bent Over Row (Barbell)",
    "overhead-press": "Overhead Press (Barbell)", "squat": "Squat (Barbell)",
    "deadlift": "Deadlift (Barbell)", "front-squat": "Front Squat (Barbell)",
    "romanian-deadlift": "Romanian Deadlift (Barbell)", "hip-thrust": "Hip Thrust (Barbell)",
    "barbell-curl": "Bicep Curl (Barbell)", "lateral-raise": "Lateral Raise (Dumbbell)",
    "lat-pulldown": "Lat Pulldown (Cable)", "triceps-pushdown": "Triceps Pushdown (Cable - Straight Bar)",
    "leg-curl": "Seated Leg Curl (Machine)", "standing-calf-raise": "Standing Calf Raise (Machine)",
    "dip": "Triceps Dip", "farmers-carry": "Farmers Walk",
}
# Strong keeps assistance as a positive weight on an exercise of its own.
ASSISTED = "{} (Assisted)"
SET_ORDER = {"warmup": "W", "drop": "D", "failure": "F"}


def quoted(text):
    return '"' + text.replace("\r\n", "\n").replace("\n", "\\n").replace('"', '""') + '"'


def number(value):
    """Strong's 2024+ style: always a decimal point (80.0, 5.0, 102.5)."""
    return repr(float(value))


def duration(seconds):
    hours, minutes = divmod(round(seconds) // 60, 60)
    if hours == 0 and minutes == 0:
        return f"{round(seconds)}s"
    return f"{hours}h {minutes}m" if hours and minutes else f"{hours}h" if hours else f"{minutes}m"


def wall_clock(iso):
    """The local date and time of an ISO 8601 timestamp with offset, as written (no zone maths)."""
    return datetime.datetime.fromisoformat(iso).replace(tzinfo=None)


def blocks(exercise, names):
    """The exercise's sets as (Strong name, sets) runs: assisted sets go to their own exercise."""
    name = STRONG_NAMES.get(exercise["exercise"], names.get(exercise["exercise"], exercise["exercise"]))
    runs = []
    for s in exercise["sets"]:
        run_name = ASSISTED.format(name) if s.get("weightKg", 0) < 0 else name
        if not runs or runs[-1][0] != run_name:
            runs.append((run_name, []))
        runs[-1][1].append(s)
    return runs


def rows(workout, names, shift, units):
    start, end = wall_clock(workout["start"]), wall_clock(workout["end"])
    fixed = [(start + shift).strftime("%Y-%m-%d %H:%M:%S"), quoted(workout["name"]),
             duration((end - start).total_seconds())]
    workout_notes = quoted(workout.get("notes", ""))
    for exercise in workout["exercises"]:
        for name, sets in blocks(exercise, names):
            note = quoted(exercise.get("notes", ""))
            working = 0
            for s in sets:
                if s["kind"] == "normal":
                    working += 1
                kg = abs(s.get("weightKg", 0))
                weight = number(kg if units == "kg" else kg / POUND_KG) if kg else "0"
                meters = s.get("distanceMeters", 0)
                distance = number(meters / (1000 if units == "kg" else MILE_M)) if meters else "0"
                yield ",".join(fixed + [
                    quoted(name), SET_ORDER.get(s["kind"], str(working)), weight, number(s.get("reps", 0)),
                    distance, number(s.get("durationSeconds", 0)), note, workout_notes,
                    f"{s['rpe']:g}" if "rpe" in s else ""])
                note, workout_notes = "", ""


def main():
    args = sys.argv[1:]
    end = None
    if len(args) == 4 and args[2] == "--end":
        end = datetime.date.fromisoformat(args[3])
        args = args[:2]
    if len(args) != 2:
        sys.exit(__doc__.split("\n\n")[1])
    project, out = args
    data = os.path.join(project, "Data")
    with open(os.path.join(data, "settings.json")) as f:
        units = json.load(f).get("units", "kg")
    with open(os.path.join(data, "exercises.json")) as f:
        names = {e["id"]: e["name"] for e in json.load(f)["exercises"]}
    workouts = []
    for path in glob.glob(os.path.join(data, "workouts", "*", "*.json")):
        with open(path) as f:
            workouts.append(json.load(f))
    if not workouts:
        sys.exit(f"write-strong-csv: no workouts in {data}")
    workouts.sort(key=lambda w: wall_clock(w["start"]))
    shift = datetime.timedelta(0)
    if end is not None:
        last = wall_clock(workouts[-1]["start"]).date()
        if last > end:  # floor division: back by enough whole weeks
            shift = datetime.timedelta(weeks=(end - last).days // 7)
    with open(out, "w", encoding="utf-8", newline="") as f:
        f.write(HEADER + "\n")
        for workout in workouts:
            for row in rows(workout, names, shift, units):
                f.write(row + "\n")
    first, last = wall_clock(workouts[0]["start"]) + shift, wall_clock(workouts[-1]["start"]) + shift
    print(f"write-strong-csv: {len(workouts)} workouts, {first:%Y-%m-%d} to {last:%Y-%m-%d}, in {out}")


if __name__ == "__main__":
    main()
