# LegalOps.Profile.ps1 - prompt + helpers for legal-ops (local only, no downloads)
$script:MatterRoot = '\\dms.firm.example\Matters'

function Get-CurrentMatter {
    $d = Get-Location
    while ($d) {
        $f = Join-Path $d 'MATTER.txt'
        if (Test-Path $f) { return ((Get-Content $f -TotalCount 1) -split '\s+')[0] }
        $d = Split-Path $d -Parent
    }
}

function prompt {
    $isAdmin = ([Security.Principal.WindowsPrincipal][Security.Principal.WindowsIdentity]::GetCurrent()).IsInRole([Security.Principal.WindowsBuiltInRole]::Administrator)
    if ($isAdmin) { Write-Host '[ADMIN] ' -NoNewline -ForegroundColor Red }
    $m = Get-CurrentMatter
    if ($m) { Write-Host "[$m] " -NoNewline -ForegroundColor Cyan }
    "$($executionContext.SessionState.Path.CurrentLocation)> "
}

function Test-LedesHeader([string]$Path) {
    $l = Get-Content $Path -TotalCount 2
    ($l[0] -eq 'LEDES1998B[]') -and (($l[1].TrimEnd('[]') -split '\|').Count -eq 24)
}

function Get-LedesSummary([string]$Path) {
    $rows = Get-Content $Path | Select-Object -Skip 2 | ForEach-Object { $_.TrimEnd('[]') -split '\|' }
    $fees = ($rows | Where-Object { $_[9] -eq 'F' } | ForEach-Object { [decimal]$_[12] } | Measure-Object -Sum).Sum
    $exp  = ($rows | Where-Object { $_[9] -eq 'E' } | ForEach-Object { [decimal]$_[12] } | Measure-Object -Sum).Sum
    $inv  = if ($rows) { [decimal]$rows[0][4] } else { 0 }
    [pscustomobject]@{ Lines = $rows.Count; Fees = $fees; Expenses = $exp; InvoiceTotal = $inv; TotalsMatch = (($fees + $exp) -eq $inv) }
}

function Open-Matter([string]$Id) {
    $hit = Get-ChildItem $script:MatterRoot -Directory -Recurse -Depth 2 -Filter "$Id*" -ErrorAction SilentlyContinue | Select-Object -First 1
    if ($hit) { Set-Location $hit.FullName } else { Write-Warning "matter $Id not found under $script:MatterRoot" }
}

if (Get-Module -ListAvailable PSReadLine) {
    Set-PSReadLineOption -AddToHistoryHandler {
        param([string]$line)
        return ($line -notmatch '(?i)password|token|secret|apikey')
    }
}
