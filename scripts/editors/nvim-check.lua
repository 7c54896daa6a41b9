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

-- Waits for the day file's diagnostics, opens habits.toml in a second buffer and adds the
-- unknown habit there (unsaved), then writes "clients<TAB>codes" to OUT: one server for the
-- journal, and the day file checked again without its unknown-habit.
function DawnJournalHabitsEdit(out, name)
  local day = vim.api.nvim_get_current_buf()
  vim.wait(15000, function() return #vim.diagnostic.get(day) > 0 end, 50)
  local before = #vim.diagnostic.get(day)
  vim.cmd('edit ' .. vim.fn.fnameescape(vim.fn.fnamemodify(vim.api.nvim_buf_get_name(day), ':p:h:h:h') .. '/habits.toml'))
  local habits = vim.api.nvim_get_current_buf()
  vim.wait(5000, function() return #vim.lsp.buf_get_clients(habits) > 0 end, 50)
  vim.api.nvim_buf_set_lines(habits, -1, -1, false, { '', '[habits.added]', 'name = "' .. name .. '"' })
  vim.wait(10000, function() return #vim.diagnostic.get(day) < before end, 50)
  local codes = {}
  for _, d in ipairs(vim.diagnostic.get(day)) do
    table.insert(codes, d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code) or '?')
  end
  table.sort(codes)
  vim.fn.writefile({ #vim.lsp.get_active_clients() .. '\t' .. table.concat(codes, ',') }, out)
  vim.cmd('qa!')
end
