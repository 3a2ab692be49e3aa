# >>> reporter-prompt >>>
function Get-JobLabel {
    $d = Get-Location
    while ($d) {
        $f = Join-Path $d '.job'
        if (Test-Path $f) { return "[JOB $((Get-Content $f -TotalCount 1).Trim())] " }
        $d = Split-Path $d -Parent
    }
    ''
}
function Get-GitBranch {
    $h = Join-Path (Get-Location) '.git\HEAD'
    if (Test-Path $h) { $r = Get-Content $h; if ($r -match 'refs/heads/(.+)') { return "($($Matches[1])) " } }
    ''
}
function prompt { "PS $(Get-JobLabel)$(Get-GitBranch)$(Get-Location)> " }
function pages([string]$Pdf) { qpdf --show-npages $Pdf }
function jobnotes { if (Test-Path notes.md) { notepad notes.md } }
# <<< reporter-prompt <<<
