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

-- Waits for the server, formats the buffer as Docs/EDITORS.md says (0.8+: vim.lsp.buf.format;
-- 0.7: vim.lsp.buf.formatting_sync), writes it and quits.
function DawnJournalFormat()
  vim.wait(15000, function() return #vim.diagnostic.get(0) > 0 or (vim.lsp.buf_get_clients(0)[1] or {}).initialized end, 50)
  if vim.lsp.buf.format then vim.lsp.buf.format({ timeout_ms = 10000 }) else vim.lsp.buf.formatting_sync(nil, 10000) end
  vim.cmd('wq')
end
