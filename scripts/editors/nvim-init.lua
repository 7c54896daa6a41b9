-- Neovim set-up for dawn-journal's language server, as Docs/EDITORS.md shows it, plus what
-- scripts/check-editors.sh needs to read the diagnostics in a headless session.
-- Works on Neovim 0.7 (vim.lsp.start_client) and 0.8+ (vim.lsp.start).
vim.cmd('filetype on')

local function start_dawn_journal()
  local file = vim.api.nvim_buf_get_name(0)
  local habits = vim.fn.findfile('habits.toml', vim.fn.fnamemodify(file, ':p:h') .. ';')
  if habits == '' then return end -- not in a journal
  local config = {
    name = 'dawn-journal',
    cmd = { 'dawn-journal', 'lsp' },
    root_dir = vim.fn.fnamemodify(habits, ':p:h'),
  }
  if vim.lsp.start then
    vim.lsp.start(config) -- Neovim 0.8 and later
  else
    vim.lsp.buf_attach_client(0, vim.lsp.start_client(config)) -- Neovim 0.7
  end
end

vim.api.nvim_create_autocmd('FileType', { pattern = { 'markdown', 'toml' }, callback = start_dawn_journal })

-- For the check: wait for the first diagnostics, write "code<TAB>line<TAB>col<TAB>message"
-- lines to OUT, and quit.
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
