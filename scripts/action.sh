#!/usr/bin/env bash
# The steps of the GitHub Action (action.yml), run by the runner's bash on Linux, macOS and
# Windows. `install` puts the command line on the PATH; `run` runs the subcommand with
# annotations, writes the SARIF log and the pull-request comment, and always exits 0, so that
# the upload and the comment happen; the Action's last step fails with the recorded status.
# Usage: scripts/action.sh install|run (inputs in the MCPA_* variables action.yml sets).
set -euo pipefail
out=${RUNNER_TEMP:-/tmp}/mcp-anatomy
mkdir -p "$out"

install() {
  if [ "${MCPA_VERSION:-}" = source ]; then
    cargo install --locked --profile cli --path "$GITHUB_ACTION_PATH"
    return
  fi
  local version=${MCPA_VERSION:-$(sed -n 's/^version = "\(.*\)"$/\1/p' "$GITHUB_ACTION_PATH/Cargo.toml" | head -n 1)}
  local python bin=bin
  python=$(command -v python3 || command -v python)
  [ "${RUNNER_OS:-}" = Windows ] && bin=Scripts
  "$python" -m venv "$out/venv"
  "$out/venv/$bin/python" -m pip install --quiet --disable-pip-version-check "mcp-anatomy==$version"
  echo "$out/venv/$bin" >>"$GITHUB_PATH"
}

# output NAME VALUE: a step output of action.yml's `run` step.
output() { echo "$1=$2" >>"${GITHUB_OUTPUT:-/dev/null}"; }

# sarif COMMAND...: writes COMMAND's SARIF log and names it as the step's output, if it is one.
sarif() {
  [ "${MCPA_SARIF:-true}" = true ] || return 0
  "$@" >"$out/mcp-anatomy.sarif" || true
  if grep -q '"runs"' "$out/mcp-anatomy.sarif"; then output sarif-file "$out/mcp-anatomy.sarif"; fi
}

run() { # the subcommand's arguments
  local command=${MCPA_COMMAND:-check} status=0
  case "$command" in
    probe)
      # One walk of the server: annotations now, the saved walk's findings for code scanning.
      # The walk is saved in the working directory, so that both name it by a relative path.
      local walk=mcp-anatomy-walk.jsonl
      mcp-anatomy probe --format github --save "$walk" "$@" || status=$?
      if [ -s "$walk" ]; then
        output walk "$walk"
        sarif mcp-anatomy check --format sarif "$walk"
      fi
      ;;
    diff)
      mcp-anatomy diff --format github "$@" || status=$?
      sarif mcp-anatomy diff --format sarif "$@"
      if mcp-anatomy diff --format markdown "$@" >"$out/diff.md" || [ -s "$out/diff.md" ]; then
        cat "$out/diff.md" >>"${GITHUB_STEP_SUMMARY:-/dev/null}"
        if [ "${MCPA_COMMENT:-true}" = true ] && [ -n "${MCPA_PULL_REQUEST:-}" ]; then output comment-file "$out/diff.md"; fi
      fi
      ;;
    *)
      mcp-anatomy "$command" --format github "$@" || status=$?
      sarif mcp-anatomy "$command" --format sarif "$@"
      ;;
  esac
  output exit-code "$status"
}

case "${1:-}" in
  install) install ;;
  # The arguments as the shell would split them, quotes included.
  run) eval "set -- ${MCPA_ARGS:-}" && run "$@" ;;
  *) echo "usage: scripts/action.sh install|run" >&2; exit 2 ;;
esac
