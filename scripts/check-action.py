"""Checks the metadata of the repository's GitHub Action, which actionlint does not lint (it
lints workflows): the YAML parses; name, description and a composite `runs` are there; every
input has a description; every `run` step names its shell; every `inputs.X` an expression uses
is declared, and every `steps.ID` is a step's id. Usage: python scripts/check-action.py action.yml"""
import re
import sys

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


def main(path):
    with open(path, encoding="utf-8") as file:
        found = list(problems(yaml.safe_load(file)))
    for problem in found:
        print(f"{path}: {problem}", file=sys.stderr)
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
