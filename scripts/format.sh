#!/usr/bin/env bash
# Formats the Swift code with the toolchain's `swift format` and the root's .swift-format, then
# lints it strictly: exits non-zero on any finding the formatter could not fix by itself (a name,
# an end-of-line comment too long to keep), naming each.
#   scripts/format.sh          format Sources, Tests and Fuzz in place, then lint them
#   scripts/format.sh --lint   lint only, changing nothing (for CI)
set -euo pipefail
cd "$(dirname "$0")/.."
paths=(Sources Tests Fuzz)
case "${1:-}" in
  "") swift format format --in-place --recursive --parallel "${paths[@]}" ;;
  --lint) ;;
  *) echo "usage: scripts/format.sh [--lint]" >&2; exit 64 ;;
esac
if ! swift format lint --strict --recursive --parallel "${paths[@]}"; then
  echo "format: swift format lint --strict found what the formatter cannot fix; fix it by hand" >&2
  exit 1
fi
echo "format: Sources, Tests and Fuzz are formatted; swift format lint --strict finds nothing"
