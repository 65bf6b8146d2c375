"""Checks the repository's GitHub Action, whose metadata actionlint does not lint (it lints
workflows): the YAML parses; name, description and a composite `runs` are there; every input
has a description; every `run` step names its shell; every `inputs.X` an expression uses is
declared, and every `steps.ID` is a step's id. Then the README's GitHub workflows, each copied
into a scratch repository beside action.yml with `<owner>/mcp-anatomy@…` turned into `./`, go
through actionlint, which holds each use of the Action to its inputs.
Usage: python scripts/check-action.py action.yml README.md ACTIONLINT"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

import yaml


def problems(action):
    for key in ("name", "description", "inputs", "runs"):
        if key not in action:
            yield f"no `{key}`"
    inputs = action.get("inputs") or {}
    for name, spec in inputs.items():
        if not (spec or {}).get("description"):
            yield f"input `{name}` has no description"
    runs = action.get("runs") or {}
    if runs.get("using") != "composite":
        yield "`runs.using` is not `composite`"
    steps = runs.get("steps") or []
    ids = {step["id"] for step in steps if "id" in step}
    for number, step in enumerate(steps, 1):
        if "run" in step and "shell" not in step:
            yield f"step {number} runs a script without `shell`"
        if ("run" in step) == ("uses" in step):
            yield f"step {number} needs exactly one of `run` and `uses`"
    text = yaml.safe_dump(action)
    for name in re.findall(r"\binputs\.([\w-]+)", text):
        if name not in inputs:
            yield f"`inputs.{name}` is not declared"
    for name in re.findall(r"\bsteps\.([\w-]+)\.", text):
        if name not in ids:
            yield f"`steps.{name}` is no step's id"
    for name, spec in (action.get("outputs") or {}).items():
        if "value" not in (spec or {}):
            yield f"output `{name}` has no `value`"


def lint_readme(action, readme, actionlint):
    """actionlint's exit status on the README's workflows (the YAML blocks with `jobs:`)."""
    with open(readme, encoding="utf-8") as file:
        blocks = re.findall(r"^```yaml\n(.*?)^```", file.read(), re.S | re.M)
    workflows = [block for block in blocks if "jobs" in (yaml.safe_load(block) or {})]
    if not workflows:
        print(f"{readme}: no GitHub workflow found", file=sys.stderr)
        return 1
    with tempfile.TemporaryDirectory() as scratch:
        os.makedirs(os.path.join(scratch, ".git"))
        os.makedirs(os.path.join(scratch, ".github/workflows"))
        shutil.copy(action, os.path.join(scratch, "action.yml"))
        for number, block in enumerate(workflows, 1):
            text = re.sub(r"<owner>/mcp-anatomy@\S+", "./", block)
            with open(os.path.join(scratch, f".github/workflows/readme-{number}.yml"), "w", encoding="utf-8") as file:
                file.write(f"# {readme}, workflow {number}\non: pull_request\n{text}")
        return subprocess.run([os.path.abspath(actionlint)], cwd=scratch, check=False).returncode


def main(action, readme, actionlint):
    with open(action, encoding="utf-8") as file:
        found = list(problems(yaml.safe_load(file)))
    for problem in found:
        print(f"{action}: {problem}", file=sys.stderr)
    return 1 if found or lint_readme(action, readme, actionlint) else 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:4]))
