"""Runs the `run:` steps of a GitHub Actions job in order, on this machine, as the runner would.

    python workflow-check.py WORKFLOW JOB WORKSPACE [--cache-hit ID=FOLDER]
        [--event NAME] [--ref-name BRANCH] [--default-branch BRANCH]

Each step runs with `bash --noprofile --norc -eo pipefail` (GitHub's default shell) in WORKSPACE,
with the workflow's, the job's and the step's `env:` on top of this process's environment — except
that variables already set here win, so the caller can point STRENGTH_SITE_REPOSITORY and
STRENGTH_SITE_VERSION at a local checkout. `uses:` steps are not run: each is taken to have done
nothing (a cache miss), so a step conditioned on `steps.ID.outputs.cache-hit != 'true'` runs —
except the `actions/cache` step ID given with `--cache-hit ID=FOLDER`, which restores FOLDER's
files to its `path:` in WORKSPACE and hits, so such a step is skipped. An
`apt-get install` step is skipped when its packages are installed already. A `run:` holding a
`${{ }}` expression, or any other step `if:`, is an error: this runner does not evaluate them.

The workflow's `on:` decides first whether the event starts it at all, as GitHub would: the event
must be listed, and a push's branch must match the `branches:` patterns (`*`, `**`) and none of
`branches-ignore:`; a workflow the event does not start runs nothing, and says so:
"workflow-check: the workflow does not run on ...". Then the job's own `if:` is evaluated for the event given (default: a push to `main`,
the repository's default branch): `github.event_name`, `github.ref_name` and
`github.event.repository.default_branch` (absent for a schedule, as on GitHub), string literals,
`==` and `!=` (case-blind, as GitHub compares strings), `!`, `&&`, `||` and parentheses. A job
whose `if:` is false runs nothing, and says so: "workflow-check: job JOB skipped (if: ...)".
"""
import argparse
import os
import re
import shutil
import subprocess
import sys

import yaml

CACHE_MISS = re.compile(r"^steps\.([A-Za-z0-9_-]+)\.outputs\.cache-hit != 'true'$")
TOKEN = re.compile(r"\s*(?:('(?:[^']|'')*')|(==|!=|&&|\|\||!|\(|\))|([A-Za-z_][A-Za-z0-9_.-]*))")


def evaluate(expression, context):
    """The value of a GitHub Actions expression of the forms the module docstring lists."""
    tokens = []
    position = 0
    text = expression.strip()
    if text.startswith("${{") and text.endswith("}}"):
        text = text[3:-2]
    while position < len(text.rstrip()):
        match = TOKEN.match(text, position)
        if not match or match.end() == position:
            sys.exit(f"workflow-check: cannot read the expression {expression!r} at {text[position:]!r}")
        literal, operator, name = match.groups()
        if literal is not None:
            tokens.append(("value", literal[1:-1].replace("''", "'")))
        elif operator is not None:
            tokens.append(("op", operator))
        else:
            value = context
            for part in name.split("."):
                value = value.get(part) if isinstance(value, dict) else None
            if name.split(".")[0] != "github":
                sys.exit(f"workflow-check: the expression {expression!r} names {name}, which this runner does not know")
            tokens.append(("value", value))
        position = match.end()

    def text_of(value):
        return "" if value is None else str(value).lower()

    def parse_or(index, operators=("||", "&&")):
        # `||` binds looser than `&&`, which binds looser than a comparison.
        operator = operators[0]

        def operand(at):
            return parse_or(at, operators[1:]) if len(operators) > 1 else parse_comparison(at)

        value, index = operand(index)
        while index < len(tokens) and tokens[index] == ("op", operator):
            right, index = operand(index + 1)
            value = (value or right) if operator == "||" else (value and right)
        return value, index

    def parse_comparison(index):
        value, index = parse_unary(index)
        if index < len(tokens) and tokens[index] in (("op", "=="), ("op", "!=")):
            operator = tokens[index][1]
            right, index = parse_unary(index + 1)
            equal = text_of(value) == text_of(right)
            value = equal if operator == "==" else not equal
        return value, index

    def parse_unary(index):
        if index >= len(tokens):
            sys.exit(f"workflow-check: the expression {expression!r} ends too soon")
        kind, token = tokens[index]
        if (kind, token) == ("op", "!"):
            value, index = parse_unary(index + 1)
            return not value, index
        if (kind, token) == ("op", "("):
            value, index = parse_or(index + 1)
            if index >= len(tokens) or tokens[index] != ("op", ")"):
                sys.exit(f"workflow-check: the expression {expression!r} lacks a )")
            return value, index + 1
        if kind != "value":
            sys.exit(f"workflow-check: the expression {expression!r} has {token} where a value belongs")
        return token, index + 1

    value, index = parse_or(0)
    if index != len(tokens):
        sys.exit(f"workflow-check: the expression {expression!r} goes on after its end")
    return bool(value)


def triggered(workflow, event, ref_name):
    """Whether GitHub starts the workflow for `event` on the branch `ref_name`, by its `on:`."""
    # PyYAML reads the key `on` as the boolean true (YAML 1.1); GitHub reads it as "on".
    triggers = workflow.get("on", workflow.get(True))
    if isinstance(triggers, str):
        triggers = {triggers: None}
    elif isinstance(triggers, list):
        triggers = {name: None for name in triggers}
    if event not in (triggers or {}):
        return False
    filters = triggers[event] or {}
    if event != "push" or not isinstance(filters, dict):
        return True

    def matches(pattern):
        # GitHub's branch patterns: `**` matches any characters, `*` any but `/`.
        expression = "".join(".*" if part == "**" else "[^/]*" if part == "*" else re.escape(part)
                             for part in re.split(r"(\*\*|\*)", str(pattern)))
        return re.fullmatch(expression, ref_name) is not None

    if "branches" in filters and not any(matches(p) for p in filters["branches"]):
        return False
    return not any(matches(p) for p in filters.get("branches-ignore") or [])


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
    parser.add_argument("--event", default="push")
    parser.add_argument("--ref-name", default="main")
    parser.add_argument("--default-branch", default="main")
    arguments = parser.parse_args()
    workflow_path, job_name, workspace = arguments.workflow_path, arguments.job_name, arguments.workspace
    hit_id, _, hit_folder = (arguments.cache_hit or "").partition("=")
    with open(workflow_path, encoding="utf-8") as file:
        workflow = yaml.safe_load(file)
    job = workflow["jobs"][job_name]
    if not triggered(workflow, arguments.event, arguments.ref_name):
        print(f"workflow-check: the workflow does not run on a {arguments.event} to {arguments.ref_name} "
              f"(on: {workflow.get('on', workflow.get(True))})", flush=True)
        return
    # What GitHub puts in the `github` context for this event; a schedule's event names no repository.
    event = {} if arguments.event == "schedule" else {"repository": {"default_branch": arguments.default_branch}}
    context = {"github": {"event_name": arguments.event, "ref_name": arguments.ref_name, "event": event}}
    if "if" in job and not evaluate(str(job["if"]), context):
        print(f"workflow-check: job {job_name} skipped (if: {job['if']}) on a {arguments.event} to {arguments.ref_name}, "
              f"the default branch being {arguments.default_branch}", flush=True)
        return
    print(f"workflow-check: job {job_name} runs on a {arguments.event} to {arguments.ref_name}, "
          f"the default branch being {arguments.default_branch}", flush=True)
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
