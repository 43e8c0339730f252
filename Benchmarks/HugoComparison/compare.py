#!/usr/bin/env python3
"""strength-site and Hugo side by side on the same history (`make bench-hugo`, part of `make bench`).

HugoSiteGenerator writes DemoHistoryGenerator(workoutCount: 5000, highVolume: true) — the history
SiteBenchmarks builds — both as a strength-site project and as a Hugo site. Then, on tmpfs
(/dev/shm) and on disk (a folder under the repository's .build/), each tool builds its site: a full
build into a new output folder, a rebuild with nothing changed, and a rebuild after one more
workout (logged into the project and written as one more Markdown page); each process is timed
(wall clock) and its peak RSS read from wait4(). Every figure is the median of --runs runs, the two
tools taking turns so a busy machine slows both alike. The result is a Markdown table on stdout,
ready for the README; progress goes to stderr. Without `hugo` on PATH only strength-site is measured.
With --posts N, N journal posts with every kind of live figure are written into the project (and
the baseline's copy) before the builds; Hugo's site is left as it is.

Python 3 standard library only; runs on Linux (macOS has no /dev/shm: disk only).
"""

import argparse
import datetime
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TODAY = "2060-01-01"  # after the generated history's last workout, as SiteBenchmarks builds it
BASE_URL = "https://example.org/log/"  # both then write a sitemap and canonical addresses
BUILDS = [("full", "full build, empty folder"), ("noop", "rebuild, nothing changed"),
          ("one", "rebuild after one new workout")]


def log(message):
    print(message, file=sys.stderr, flush=True)


def run(command):
    """Runs command; returns (wall seconds, peak RSS in bytes). Stops everything on a non-zero exit."""
    with tempfile.TemporaryFile() as output:
        started = time.perf_counter()
        process = subprocess.Popen(command, stdout=output, stderr=subprocess.STDOUT)
        # wait4, not wait: it hands back this one child's rusage (getrusage(RUSAGE_CHILDREN) keeps the
        # largest peak of all children so far).
        _, status, usage = os.wait4(process.pid, 0)
        seconds = time.perf_counter() - started
        process.returncode = os.waitstatus_to_exitcode(status)
        if process.returncode != 0:
            output.seek(0)
            sys.stderr.write(output.read().decode(errors="replace"))
            raise SystemExit(f"compare.py: {' '.join(command)} exited with {process.returncode}")
    # ru_maxrss is in kilobytes on Linux, bytes on macOS.
    return seconds, usage.ru_maxrss * (1 if sys.platform == "darwin" else 1024)


def remove(path):
    shutil.rmtree(path, ignore_errors=True)


def filesystem(path):
    """The type of the file system holding path, from /proc/mounts (longest mount point that contains it)."""
    best, kind = "", "?"
    try:
        with open("/proc/mounts") as mounts:
            for line in mounts:
                fields = line.split()
                point = fields[1]
                if (path == point or path.startswith(point.rstrip("/") + "/")) and len(point) > len(best):
                    best, kind = point, fields[2]
    except OSError:
        pass
    return kind


class Tool:
    """One site generator: its build command for an output folder, and what a full build clears first."""

    def __init__(self, name, command, clear_cache=lambda: None):
        self.name, self.command, self.clear_cache = name, command, clear_cache
        self.output = None
        self.results = {key: [] for key, _ in BUILDS}

    def measure_full(self, folder):
        # A new folder rather than the last one emptied: on this ext4 disk (mounted with discard),
        # creating 5,000 files soon after deleting as many can take 2-4 s instead of 0.1 s, for either
        # tool, so emptying the folder would time the disk. The old outputs go when the round ends.
        self.output = folder
        self.clear_cache()
        self.measure("full")

    def measure(self, key):
        # Flush what the last step wrote, so it is not billed to this build.
        os.sync()
        self.results[key].append(run(self.command(self.output)))


def strength_site(name, binary, project):
    return Tool(name,
                lambda output: [binary, "build", "--project", project, "--output", output,
                                "--today", TODAY, "--base-url", BASE_URL],
                # No build cache either: a full build plans, renders and writes every page.
                lambda: remove(os.path.join(project, ".strength-site", "cache")))


def tools_in(base, binary, hugo, baseline=None):
    """The tools of one round; a baseline binary builds a copy of the project of its own (each binary
    keeps caches only it can use), made after the history is generated."""
    project, hugo_site = os.path.join(base, "strength"), os.path.join(base, "hugo")
    tools = [strength_site("strength-site", binary, project)]
    if baseline:
        tools.append(strength_site("baseline", baseline, os.path.join(base, "baseline")))
    if hugo:
        tools.append(Tool("Hugo", lambda output: [hugo, "--source", hugo_site, "--destination", output, "--quiet",
                                                  "--cacheDir", os.path.join(base, "hugo-cache")]))
    return tools, project, hugo_site


def write_posts(project, count):
    """`count` journal posts spread over the history, each dated on a workout's day and quoting the weeks
    before it with every directive, as a lifter's block reviews would (strength-site's only)."""
    days = sorted({name[:10] for _, _, names in os.walk(os.path.join(project, "Data", "workouts"))
                   for name in names if name.endswith(".json")})
    folder = os.path.join(project, "Data", "journal")
    os.makedirs(folder, exist_ok=True)
    for index in range(count):
        day = datetime.date.fromisoformat(days[(index + 1) * (len(days) - 1) // count])
        weeks_ago = lambda weeks: (day - datetime.timedelta(days=7 * weeks)).isoformat()
        text = f"""---
title: Review {index + 1}
---
Four weeks done. The **squat** moved, the bench held; sleep was short in the third week, and the
deload came at the right time. Next: the same split, small jumps.

- squat: a little faster off the floor
- bench: paused reps helped

{{{{compare {weeks_ago(8)}..{weeks_ago(4)} {weeks_ago(4)}..{day.isoformat()}}}}}

{{{{trend "Squat" e1rm 12w}}}}

## Records

{{{{records {weeks_ago(4)}..{day.isoformat()}}}}}

{{{{workout {day.isoformat()}}}}}

{{{{progress}}}}
"""
        with open(os.path.join(folder, f"{day.isoformat()}-review-{index + 1}.md"), "w") as post:
            post.write(text)


def count(folder):
    pages = files = size = 0
    for directory, _, names in os.walk(folder):
        for name in names:
            files += 1
            pages += name.endswith(".html")
            size += os.lstat(os.path.join(directory, name)).st_size
    return pages, files, size


def generate(command):
    """Runs the generator (untimed); prints its output and stops when it fails."""
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        sys.stderr.write(result.stdout + result.stderr)
        raise SystemExit(f"compare.py: {' '.join(command)} exited with {result.returncode}")
    return result.stdout.strip()


class Storage:
    """Where one round of builds ran, and what it measured."""

    def __init__(self, label, root):
        self.label, self.root, self.kind = label, root, filesystem(os.path.realpath(root))
        self.tools, self.counts = [], {}

    def measure(self, args):
        base = tempfile.mkdtemp(prefix="strength-site-vs-hugo-", dir=self.root)
        try:
            self.tools, project, hugo_site = tools_in(base, args.strength_site, args.hugo, args.baseline)
            log(f"{self.label}: {base} ({self.kind}): generating {args.workouts} workouts")
            log("  " + generate([args.generator, "generate", "--project", project, "--hugo", hugo_site,
                                 "--workouts", str(args.workouts)]))
            if args.posts:
                write_posts(project, args.posts)
            if args.baseline:
                shutil.copytree(project, os.path.join(base, "baseline"), symlinks=True)
            for run_index in range(args.runs):
                for tool in self.in_turn(run_index):
                    tool.measure_full(os.path.join(base, f"{tool.name.lower()}-output-{run_index + 1}"))
            self.counts = {tool.name: count(tool.output) for tool in self.tools}
            for run_index in range(args.runs):
                for tool in self.in_turn(run_index):
                    tool.measure("noop")
            for run_index in range(args.runs):
                generate([args.generator, "add-workout", "--project", project, "--hugo", hugo_site])
                if args.baseline:
                    generate([args.generator, "add-workout", "--project", os.path.join(base, "baseline"),
                              "--hugo", os.path.join(base, "baseline-hugo")])
                for tool in self.in_turn(run_index):
                    tool.measure("one")
            for key, title in BUILDS:
                log(f"  {title}: " + ", ".join(f"{tool.name} " + " ".join(f"{seconds:.3f}" for seconds, _ in tool.results[key])
                                               + " s" for tool in self.tools))
        finally:
            if args.keep:
                log(f"  kept {base}")
            else:
                remove(base)

    def in_turn(self, run_index):
        """The tools, the first one going last every other run, so neither always meets the other's leftovers."""
        return self.tools if run_index % 2 == 0 else self.tools[::-1]


def median_seconds(samples):
    return statistics.median(seconds for seconds, _ in samples)


def seconds_text(samples):
    """The median, and the slowest and fastest run when they differ: disk timings here vary a lot."""
    fastest, slowest = min(s for s, _ in samples), max(s for s, _ in samples)
    spread = f" ({fastest:.2f}–{slowest:.2f})" if f"{fastest:.2f}" != f"{slowest:.2f}" else ""
    return f"{median_seconds(samples):.2f} s{spread}"


def median_rss(samples):
    return statistics.median(rss for _, rss in samples)


def megabytes(value, decimals=0):
    return f"{value / 1e6:,.{decimals}f} MB"


def row(cells):
    return "| " + " | ".join(cells) + " |"


def table(storages, hugo_version, args):
    """The Markdown the README quotes; Hugo's columns only when Hugo ran."""
    names = ["strength-site"] + (["baseline"] if args.baseline else []) + (["Hugo"] if hugo_version else [])
    places = "; ".join(f"{storage.label}: {storage.kind} at {storage.root}" for storage in storages)
    lines = [f"strength-site {'vs ' + hugo_version if hugo_version else 'alone (Hugo not found)'}: "
             f"{args.workouts:,} generated workouts, median of {args.runs} runs (fastest–slowest), {os.cpu_count()} cores, "
             f"{datetime.date.today().isoformat()} ({places})", ""]
    counts = storages[0].counts
    lines += [row(["output"] + names), "|---" + "|---:" * len(names) + "|"]
    for index, title in enumerate(["HTML pages", "files", "bytes"]):
        shown = [megabytes(counts[name][2], 1) if index == 2 else f"{counts[name][index]:,}" for name in names]
        lines.append(row([title] + shown))
    header = ["storage", "build", "strength-site"]
    if args.baseline:
        header += ["baseline", "strength-site / baseline"]
    if hugo_version:
        header += ["Hugo", "Hugo / strength-site"]
    header += [f"peak RSS {name}" for name in names]
    lines += ["", row(header), "|---|---" + "|---:" * (len(header) - 2) + "|"]
    for storage in storages:
        results = {tool.name: tool.results for tool in storage.tools}
        for key, title in BUILDS:
            ours = median_seconds(results["strength-site"][key])
            cells = [storage.label, title] + [seconds_text(results["strength-site"][key])]
            if args.baseline:
                cells += [seconds_text(results["baseline"][key]), f"{ours / median_seconds(results['baseline'][key]):.3f}"]
            if hugo_version:
                cells += [seconds_text(results["Hugo"][key]), f"{median_seconds(results['Hugo'][key]) / ours:.1f}×"]
            cells += [megabytes(median_rss(results[name][key])) for name in names]
            lines.append(row(cells))
    if not hugo_version:
        lines += ["", "Hugo was not found on PATH, so only strength-site was measured (Debian/Ubuntu: apt-get install hugo)."]
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--strength-site", default=os.path.join(REPO, ".build", "release", "strength-site"),
                        help="the release binary (make release)")
    parser.add_argument("--generator", default=os.path.join(REPO, "Benchmarks", ".build", "release", "HugoSiteGenerator"),
                        help="HugoSiteGenerator (cd Benchmarks && swift build -c release --product HugoSiteGenerator)")
    parser.add_argument("--hugo", default=shutil.which("hugo"), help="the hugo binary (default: hugo on PATH)")
    parser.add_argument("--workouts", type=int, default=5000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--storage", default="tmpfs,disk", help="tmpfs, disk or both (comma-separated)")
    parser.add_argument("--baseline", help="another strength-site binary (an older release build) to take turns with, "
                        "for a before/after comparison in one run")
    parser.add_argument("--keep", action="store_true", help="keep the generated sites and outputs")
    parser.add_argument("--posts", type=int, default=0, help="journal posts to write into strength-site's project")
    args = parser.parse_args()
    for binary in (args.strength_site, args.generator) + ((args.baseline,) if args.baseline else ()):
        if not os.access(binary, os.X_OK):
            raise SystemExit(f"compare.py: {binary} is missing; `make bench-hugo` builds it")

    hugo_version = None
    if args.hugo:
        version = subprocess.run([args.hugo, "version"], capture_output=True, text=True).stdout.split()
        # "hugo v0.111.3+extended linux/amd64 ..." -> "Hugo 0.111.3"
        hugo_version = "Hugo " + (version[1].lstrip("v").split("+")[0].split("-")[0] if len(version) > 1 else "?")
    else:
        log("Hugo was not found on PATH: measuring strength-site alone (Debian/Ubuntu: apt-get install hugo).")

    places = {"tmpfs": "/dev/shm", "disk": os.path.join(REPO, ".build")}
    storages = []
    for label in args.storage.split(","):
        root = places.get(label)
        if root is None:
            raise SystemExit(f"compare.py: unknown storage {label!r} (tmpfs or disk)")
        if label == "disk":
            os.makedirs(root, exist_ok=True)
        elif not os.path.isdir(root):
            log(f"{label}: no {root} here, skipped")
            continue
        storage = Storage(label, root)
        storage.measure(args)
        storages.append(storage)
    if not storages:
        raise SystemExit("compare.py: nowhere to measure")
    print(table(storages, hugo_version, args))


if __name__ == "__main__":
    main()
