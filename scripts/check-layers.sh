#!/usr/bin/env bash
# The layers are targets, so the compiler enforces their direction (Docs/ARCHITECTURE.md):
#   DawnSource ← DawnTOML ← Model ← Parse ← Validate | Format | Edit | Summarise ← DawnJournal ← DawnJournalCLI
#   DawnArchive (depends on nothing) ←─────────────────────────────────┘
#   DawnJournal ← DawnJournalText ← DawnLanguageServer ← DawnJournalCLI
#   DawnJournal, DawnJournalText ← DawnJournalUI ← DawnJournalCLI
#   DawnJournal, DawnJournalText ← DawnServe ← DawnJournalCLI
# This builds with SwiftPM's import check as an error (an `import` of a target that is not a
# declared dependency fails, even when its module happens to be built already), then plants nine
# deliberate violations, one at a time, and requires each build to fail. The planted files are
# always removed.
set -euo pipefail
cd "$(dirname "$0")/.."
CHECK=(--explicit-target-dependency-import-check=error)

echo "check-layers: the package builds with the import check"
swift build "${CHECK[@]}" >/dev/null

planted=""
cleanup() { [ -n "$planted" ] && rm -f "$planted"; planted=""; }
trap cleanup EXIT

expect_failure() { # TARGET FILE CONTENTS WHAT
  local target=$1 file=$2 contents=$3 what=$4
  planted=$file
  printf '%s\n' "$contents" > "$file"
  if out=$(swift build --target "$target" "${CHECK[@]}" 2>&1); then
    echo "check-layers: FAILED: $what compiled" >&2
    exit 1
  fi
  echo "check-layers: refused as it should be: $what"
  # A here-string, not `echo | grep -m1`: grep stops at its first match, and under pipefail the
  # echo that then dies of SIGPIPE would fail the whole check (exit 141).
  { grep -m1 -E "error" | sed 's/^/  /'; } <<<"$out" || true
  cleanup
}

expect_failure DawnJournalParse Sources/DawnJournal/Parse/LayerViolation.swift \
  $'import DawnJournal\nlet layerViolation: LogRequest? = nil' \
  "Parse importing a use-case type (LogRequest)"
expect_failure DawnSource Sources/DawnSource/LayerViolation.swift \
  $'import DawnTOML\nlet layerViolation: TOMLError? = nil' \
  "DawnSource importing DawnTOML (it depends on nothing: every reader of text sits above it)"
expect_failure DawnTOML Sources/DawnTOML/LayerViolation.swift \
  $'import DawnJournalModel\nlet layerViolation: LocalDate? = nil' \
  "DawnTOML importing the journal's model"
expect_failure DawnArchive Sources/DawnArchive/LayerViolation.swift \
  $'import DawnTOML\nlet layerViolation: TOMLError? = nil' \
  "DawnArchive importing DawnTOML (it depends on nothing)"
expect_failure DawnJournalSummarise Sources/DawnJournal/Summarise/LayerViolation.swift \
  $'import DawnJournalEdit\nlet layerViolation: Int = 0' \
  "Summarise importing Edit (a sibling layer)"
expect_failure DawnLanguageServer Sources/DawnLanguageServer/LayerViolation.swift \
  $'import DawnJournalCLI\nlet layerViolation: Int = 0' \
  "DawnLanguageServer importing the command line (it has no I/O of its own)"
expect_failure DawnJournalText Sources/DawnJournalText/LayerViolation.swift \
  $'import DawnLanguageServer\nlet layerViolation: Int = 0' \
  "DawnJournalText importing a front end (the language server): the words sit below every front end"
expect_failure DawnJournalUI Sources/DawnJournalUI/LayerViolation.swift \
  $'import DawnLanguageServer\nlet layerViolation: Int = 0' \
  "DawnJournalUI importing another front end (the language server): the view's core has no I/O of its own"
expect_failure DawnServe Sources/DawnServe/LayerViolation.swift \
  $'import DawnJournalCLI\nlet layerViolation: Int = 0' \
  "DawnServe importing the command line (the server's core has no sockets of its own)"
echo "check-layers: every layer depends one way only"
