"""Runs the `run:` steps of a GitHub Actions job in order, on this machine, as the runner would.

    python workflow-check.py WORKFLOW JOB WORKSPACE

Each step runs with `bash --noprofile --norc -eo pipefail` (GitHub's default shell) in WORKSPACE,
with the workflow's, the job's and the step's `env:` on top of this process's environment — except
that variables already set here win, so the caller can point STRENGTH_SITE_REPOSITORY and
STRENGTH_SITE_VERSION at a local checkout. `uses:` steps are not run: each is taken to have done
nothing (a cache miss), so a step conditioned on `steps.ID.outputs.cache-hit != 'true'` runs. An
`apt-get install` step is skipped when its packages are installed already. A `run:` holding a
`${{ }}` expression, or any other `if:`, is an error: this runner does not evaluate them.
"""
import os
import re
import subprocess
import sys

import yaml

CACHE_MISS = re.compile(r"^steps\.[A-Za-z0-9_-]+\.outputs\.cache-hit != 'true'$")


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
    workflow_path, job_name, workspace = sys.argv[1:4]
    with open(workflow_path, encoding="utf-8") as file:
        workflow = yaml.safe_load(file)
    job = workflow["jobs"][job_name]
    base = {str(k): str(v) for k, v in (workflow.get("env") or {}).items()}
    base.update({str(k): str(v) for k, v in (job.get("env") or {}).items()})
    ran = 0
    for number, step in enumerate(job["steps"], start=1):
        name = step.get("name") or step.get("uses") or step.get("run", "").splitlines()[0]
        if "run" not in step:
            print(f"workflow-check: step {number} ({name}): uses {step['uses']}, not run here", flush=True)
            continue
        condition = step.get("if")
        if condition is not None and not CACHE_MISS.match(str(condition).strip()):
            sys.exit(f"workflow-check: step {number} ({name}): cannot evaluate if: {condition}")
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
