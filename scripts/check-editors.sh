#!/usr/bin/env bash
# Tries the language server in a real editor, as Docs/EDITORS.md sets it up: the Neovim
# block is taken from Docs/EDITORS.md as written; a headless Neovim opens a day file with two
# mistakes in a copy of the demo journal, and the diagnostics it received must carry lint's
# codes at lint's places; another adds the unknown habit to habits.toml in a second buffer, and
# the day file must be checked again by the same server; another formats a messy day file,
# which must then be fmt's form.
# Installs Neovim with apt when missing (Debian 12 has 0.7.2, which the set-up supports). Helix and VS Code are not packaged in
# Debian 12: their blocks are checked to be valid TOML and JSON with the keys they need.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v nvim >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ]; then apt-get update -qq && apt-get install -y -qq neovim >/dev/null
  else sudo apt-get update -qq && sudo apt-get install -y -qq neovim >/dev/null; fi
fi
[ -x .build/debug/dawn-journal ] || swift build --product dawn-journal >/dev/null
export PATH="$PWD/.build/debug:$PATH"
export DAWN_JOURNAL_NOW=2026-11-21T21:00

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# A folder name with a space and a non-ASCII letter, as a journal in "My Documents" has.
journal="$work/My Jöurnal"
cp -R samples/demo "$journal"
day="$journal/days/2026/2026-11-21.md"
# 🧘🏽 before the unknown habit: lint's column 17 is the server's UTF-16 character 19, which
# Neovim turns into its own byte column 23 (0-based, as vim.diagnostic.get gives it).
printf '# Saturday\n\n## Timeline\n\n- 07:07-07:30 🧘🏽 Meditat\n' > "$day"

# The block that follows "<!-- check-editors: NAME -->" in Docs/EDITORS.md.
block() { awk -v name="$1" '$0 == "<!-- check-editors: " name " -->" {found=1; next} found && /^```/ {if (inside) exit; inside=1; next} inside {print}' Docs/EDITORS.md; }
block neovim > "$work/init.lua"
[ -s "$work/init.lua" ] || { echo "check-editors: FAILED: no Neovim block in Docs/EDITORS.md" >&2; exit 1; }
cat scripts/editors/nvim-check.lua >> "$work/init.lua"
block helix > "$work/languages.toml"
block vscode > "$work/settings.json"
python3 - "$work/languages.toml" "$work/settings.json" <<'PY'
import json, sys, tomllib
helix = tomllib.load(open(sys.argv[1], 'rb'))
assert helix['language-server']['dawn-journal'] == {'command': 'dawn-journal', 'args': ['lsp']}, helix
assert all('dawn-journal' in l['language-servers'] for l in helix['language']), helix
vscode = json.load(open(sys.argv[2]))
assert vscode['glspc.server.command'] == 'dawn-journal' and vscode['glspc.server.commandArguments'] == ['lsp'], vscode
print('check-editors: the Helix block is valid TOML and the VS Code block valid JSON')
PY

echo "check-editors: $(nvim --version | head -1)"
timeout 30 nvim --headless -u "$work/init.lua" "$day" \
  -c "lua DawnJournalDumpDiagnostics('$work/diagnostics.tsv')" >/dev/null 2>&1 || true
[ -f "$work/diagnostics.tsv" ] || { echo "check-editors: FAILED: Neovim wrote no diagnostics" >&2; exit 1; }
sed 's/^/  /' "$work/diagnostics.tsv"
(cd "$journal" && dawn-journal lint --format json days/2026/2026-11-21.md) > "$work/lint.json" || true
python3 - "$work/diagnostics.tsv" "$work/lint.json" <<'PY'
import json, sys
got = sorted(tuple(l.split('\t')[:3]) for l in open(sys.argv[1], encoding='utf-8').read().splitlines())
lint = json.load(open(sys.argv[2]))['diagnostics']
# The line's characters as lint counts them (grapheme clusters): 🧘🏽 is one.
chars = list('- 07:07-07:30 ') + ['🧘🏽'] + list(' Meditat')
def byte(col): return len(''.join(chars[:col - 1]).encode('utf-8'))
want = sorted((d['code'], str(d['line'] - 1), str(byte(d['column']))) for d in lint)
assert {c for c, _, _ in want} == {'off-grid', 'unknown-habit'}, want
assert got == want, f'Neovim got {got}, lint says {want}'
print('check-editors: Neovim shows lint\'s findings at the right places:', ', '.join(c for c, _, _ in got))
PY

# An unsaved edit of habits.toml in a second buffer re-checks the open day file: one server
# for the journal (on Neovim 0.7 too), not one per buffer.
timeout 30 nvim --headless -u "$work/init.lua" "$day" \
  -c "lua DawnJournalHabitsEdit('$work/habits-edit.tsv', 'Meditat')" >/dev/null 2>&1 || true
got=$(cat "$work/habits-edit.tsv" 2>/dev/null || echo "nothing")
if [ "$got" != "$(printf '1\toff-grid')" ]; then
  echo "check-editors: FAILED: after adding the habit in habits.toml, Neovim has (servers, codes) '$got', not '1, off-grid'" >&2
  exit 1
fi
echo "check-editors: Neovim re-checks the open day file when habits.toml changes, with one server"

# Formatting through the editor gives fmt's canonical form.
messy="$journal/days/2026/2026-11-20.md"
printf '# Friday\n\n## Timeline\n\n*   6:30-7:00 🏃   Morning Run\n' > "$messy"
cp "$messy" "$work/original.md"
(cd "$journal" && cp "$messy" days/2026/2026-11-19.md && dawn-journal fmt days/2026/2026-11-19.md >/dev/null \
  && mv days/2026/2026-11-19.md "$work/expected.md")
if cmp -s "$work/original.md" "$work/expected.md"; then echo "check-editors: FAILED: the messy file was canonical" >&2; exit 1; fi
timeout 30 nvim --headless -u "$work/init.lua" "$messy" -c "lua DawnJournalFormat()" >/dev/null 2>&1 || true
if ! cmp -s "$messy" "$work/expected.md"; then
  echo "check-editors: FAILED: Neovim's formatting is not fmt's:" >&2
  diff "$work/expected.md" "$messy" >&2 || true
  exit 1
fi
echo "check-editors: Neovim formats a day file as fmt does"
