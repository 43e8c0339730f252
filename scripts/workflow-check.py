"""Runs the `run:` steps of a GitHub Actions job in order, on this machine, as the runner would.

    python workflow-check.py WORKFLOW JOB WORKSPACE [--cache-hit ID=FOLDER]

Each step runs with `bash --noprofile --norc -eo pipefail` (GitHub's default shell) in WORKSPACE,
with the workflow's, the job's and the step's `env:` on top of this process's environment — except
that variables already set here win, so the caller can point STRENGTH_SITE_REPOSITORY and
STRENGTH_SITE_VERSION at a local checkout. `uses:` steps are not run: each is taken to have done
nothing (a cache miss), so a step conditioned on `steps.ID.outputs.cache-hit != 'true'` runs —
except the `actions/cache` step ID given with `--cache-hit ID=FOLDER`, which restores FOLDER's
files to its `path:` in WORKSPACE and hits, so such a step is skipped. An
`apt-get install` step is skipped when its packages are installed already. A `run:` holding a
`${{ }}` expression, or any other `if:`, is an error: this runner does not evaluate them.
"""
import argparse
import os
import re
import shutil
import subprocess
import sys

import yaml

CACHE_MISS = re.compile(r"^steps\.([A-Za-z0-9_-]+)\.outputs\.cache-hit != 'true'$")


def installed(package):
    query = subprocess.run(["dpkg-query", "-W", "-f=${Status}", package], capture_output=True, text=True)
    return query.returncode == 0 and query.stdout.strip() == "install ok installed"


def apt_packages(script):
    """The packages an `apt-get install` in the script names, or None when it has none."""
    for command in re.split(r"&&|;|\n", script):
        words = command.split()
        if "apt-get" in words and "install" in words:
            return [w for w in words[words.index("install") + 1:] if not w.startswith("-")]
    return None


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("workflow_path")
    parser.add_argument("job_name")
    parser.add_argument("workspace")
    parser.add_argument("--cache-hit", metavar="ID=FOLDER")
    arguments = parser.parse_args()
    workflow_path, job_name, workspace = arguments.workflow_path, arguments.job_name, arguments.workspace
    hit_id, _, hit_folder = (arguments.cache_hit or "").partition("=")
    with open(workflow_path, encoding="utf-8") as file:
        workflow = yaml.safe_load(file)
    job = workflow["jobs"][job_name]
    base = {str(k): str(v) for k, v in (workflow.get("env") or {}).items()}
    base.update({str(k): str(v) for k, v in (job.get("env") or {}).items()})
    ran = 0
    for number, step in enumerate(job["steps"], start=1):
        name = step.get("name") or step.get("uses") or step.get("run", "").splitlines()[0]
        if "run" not in step:
            if hit_id and step.get("id") == hit_id:
                if not step["uses"].startswith("actions/cache@"):
                    sys.exit(f"workflow-check: step {number} ({name}): --cache-hit {hit_id} names no actions/cache step")
                target = os.path.join(workspace, step["with"]["path"])
                shutil.copytree(hit_folder, target, dirs_exist_ok=True)
                print(f"workflow-check: step {number} ({name}): a cache hit, {hit_folder} restored to {target}", flush=True)
                continue
            print(f"workflow-check: step {number} ({name}): uses {step['uses']}, not run here", flush=True)
            continue
        condition = step.get("if")
        miss = CACHE_MISS.match(str(condition).strip()) if condition is not None else None
        if condition is not None and not miss:
            sys.exit(f"workflow-check: step {number} ({name}): cannot evaluate if: {condition}")
        if miss and miss.group(1) == hit_id:
            print(f"workflow-check: step {number} ({name}): skipped, a cache hit", flush=True)
            continue
        script = step["run"]
        if "${{" in script:
            sys.exit(f"workflow-check: step {number} ({name}): run: holds a ${{{{ }}}} expression")
        packages = apt_packages(script)
        if packages and all(installed(p) for p in packages):
            print(f"workflow-check: step {number} ({name}): skipped, {' '.join(packages)} installed", flush=True)
            continue
        environment = dict(base)
        environment.update({str(k): str(v) for k, v in (step.get("env") or {}).items()})
        environment.update(os.environ)
        print(f"workflow-check: step {number} ({name})", flush=True)
        result = subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail", "-c", script],
                                cwd=workspace, env=environment)
        if result.returncode != 0:
            sys.exit(f"workflow-check: step {number} ({name}) failed with status {result.returncode}")
        ran += 1
    if ran == 0:
        sys.exit("workflow-check: the job has no run: steps")


if __name__ == "__main__":
    main()
