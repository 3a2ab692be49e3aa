# --- mine planning profile ---
Set-PSReadLineOption -PredictionSource History -HistoryNoDuplicates
function Get-ProjectRoot {
    $d = Get-Location
    while ($d) {
        if (Test-Path (Join-Path $d 'project.yaml')) { return $d }
        $d = Split-Path $d -Parent
    }
}
function prompt {
    $root = Get-ProjectRoot
    $name = if ($root) { (Select-String -Path (Join-Path $root 'project.yaml') -Pattern '^program:\s*(.+)$').Matches.Groups[1].Value } else { '' }
    $branch = git branch --show-current 2>$null
    $p = ''
    if ($name) { $p += "[$name] " }
    if ($branch) { $p += "($branch) " }
    "$p$((Get-Location).Path)> "
}
function proj { $r = Get-ProjectRoot; if ($r) { Set-Location $r } }
function models { proj; Set-Location models }
function data { proj; Set-Location data }
