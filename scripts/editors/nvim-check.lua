-- Appended by scripts/check-editors.sh to the Neovim set-up taken from Docs/EDITORS.md:
-- waits for the first diagnostics, writes "code<TAB>line<TAB>col<TAB>message" lines to OUT
-- (0-based line and byte column, as vim.diagnostic.get gives them), and quits.
function DawnJournalDumpDiagnostics(out)
  local ok = vim.wait(15000, function() return #vim.diagnostic.get(0) > 0 end, 50)
  local lines = {}
  if not ok then table.insert(lines, 'TIMEOUT') end
  for _, d in ipairs(vim.diagnostic.get(0)) do
    local code = d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code) or '?'
    table.insert(lines, string.format('%s\t%d\t%d\t%s', code, d.lnum, d.col, d.message))
  end
  vim.fn.writefile(lines, out)
  vim.cmd('qa!')
end
