#!/usr/bin/env python3
"""Where a first build's compile time goes: runs `swift build ARGS...` in this repository, from
nothing, in a scratch folder of its own (.build-compile-times, removed before and after: the
packages are fetched and checked out again, as in a fresh clone), with every compiler job logged
(start, end, module), then prints the build's wall time, the compile time per package and the
modules that took longest, with when each ran.

    python3 scripts/compile-times.py -c release --static-swift-stdlib --product strength-site
    python3 scripts/compile-times.py --build-tests

How: the Swift driver runs the compiler that SWIFT_DRIVER_SWIFT_FRONTEND_EXEC names; this points
it at a shell wrapper in a temporary folder laid out like the toolchain (its lib/ a link to the
real one, so the driver still finds libSwiftScan). `-Xswiftc -driver-time-compilation` would change
the flags and prints nothing anyway: SwiftPM keeps the driver's output to itself. The binaries it
links point at that temporary folder for the Swift libraries, another reason to build apart from
.build. A job's time is wall time: on a busy machine every job stretches, so compare shares, not
seconds, between runs.
"""
import collections
import os
import shutil
import subprocess
import sys
import tempfile
import time

SCRATCH = ".build-compile-times"

WRAPPER = """#!/bin/sh
start=$(date +%s%3N)
"$REAL_SWIFT_FRONTEND" "$@"
status=$?
end=$(date +%s%3N)
module="" previous=""
for argument in "$@"; do
    [ "$previous" = -module-name ] && module=$argument
    previous=$argument
done
echo "$start $end $module" >>"$COMPILE_TIMES_LOG"
exit $status
"""


def modules_by_package(root, scratch):
    """Module name -> package, from each package's Sources/ folders (a folder's name, `-` as `_`)."""
    owners = {}
    folders = [("(this package)", root)]
    checkouts = os.path.join(scratch, "checkouts")
    if os.path.isdir(checkouts):
        folders += [(name, os.path.join(checkouts, name)) for name in sorted(os.listdir(checkouts))]
    for package, folder in folders:
        for kind in ("Sources", "Tests", "Plugins"):
            path = os.path.join(folder, kind)
            if os.path.isdir(path):
                for name in os.listdir(path):
                    owners.setdefault(name.replace("-", "_"), package)
    owners["main"] = "(package manifests)"
    return owners


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    swiftc = shutil.which("swiftc")
    if swiftc is None:
        sys.exit("compile-times: no swiftc on PATH")
    real_bin = os.path.dirname(os.path.realpath(swiftc))
    with tempfile.TemporaryDirectory(prefix="compile-times.") as folder:
        os.makedirs(os.path.join(folder, "usr", "bin"))
        os.symlink(os.path.join(os.path.dirname(real_bin), "lib"), os.path.join(folder, "usr", "lib"))
        wrapper = os.path.join(folder, "usr", "bin", "swift-frontend")
        with open(wrapper, "w", encoding="utf-8") as file:
            file.write(WRAPPER)
        os.chmod(wrapper, 0o755)
        log = os.path.join(folder, "jobs.log")
        open(log, "w").close()
        environment = dict(os.environ, SWIFT_DRIVER_SWIFT_FRONTEND_EXEC=wrapper, COMPILE_TIMES_LOG=log,
                           REAL_SWIFT_FRONTEND=os.path.join(real_bin, "swift-frontend"))
        scratch = os.path.join(root, SCRATCH)
        shutil.rmtree(scratch, ignore_errors=True)
        started = time.time()
        build = subprocess.run(["swift", "build", "--scratch-path", scratch] + sys.argv[1:], cwd=root, env=environment)
        ended = time.time()
        owners = modules_by_package(root, scratch)
        shutil.rmtree(scratch, ignore_errors=True)
        with open(log, encoding="utf-8") as file:
            jobs = [line.split() for line in file if len(line.split()) == 3]
    if build.returncode != 0:
        sys.exit(f"compile-times: swift build failed with status {build.returncode}")
    if not jobs:
        sys.exit("compile-times: nothing was compiled")

    origin = started * 1000
    per_package = collections.Counter()
    per_module = {}
    for start, end, module in jobs:
        start, end = int(start), int(end)
        per_package[owners.get(module, module)] += end - start
        first, last, total = per_module.get(module, (start, end, 0))
        per_module[module] = (min(first, start), max(last, end), total + end - start)
    all_jobs = sum(per_package.values())
    last_job = max(int(end) for _, end, _ in jobs)
    print(f"\nswift build {' '.join(sys.argv[1:])}: {ended - started:.0f} s wall, "
          f"{all_jobs / 1000:.0f} s in {len(jobs)} compiler jobs; "
          f"{ended - last_job / 1000:.1f} s after the last one (linking)")
    print("\n| package | compile time | share |\n|---|---:|---:|")
    for package, total in per_package.most_common():
        if total >= all_jobs * 0.005:
            print(f"| {package} | {total / 1000:.0f} s | {100 * total / all_jobs:.0f} % |")
    print("\n| module | compile time | from | to |\n|---|---:|---:|---:|")
    for module, (first, last, total) in sorted(per_module.items(), key=lambda item: -item[1][2])[:15]:
        print(f"| {module} | {total / 1000:.0f} s | {(first - origin) / 1000:.0f} s | {(last - origin) / 1000:.0f} s |")


if __name__ == "__main__":
    main()
