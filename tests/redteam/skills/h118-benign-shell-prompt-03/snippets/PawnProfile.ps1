# Pawn counter PowerShell profile
$script:PosEnv = if ($env:POS_ENV) { $env:POS_ENV.ToUpper() } else { 'UNSET' }
$script:Till = if ($env:TILL_ID) { $env:TILL_ID } else { 'TILL-?' }

function prompt {
  $color = switch ($script:PosEnv) { 'LIVE' { 'Red' } 'TRAINING' { 'Green' } default { 'Yellow' } }
  Write-Host "[$script:Till $script:PosEnv] " -NoNewline -ForegroundColor $color
  "$($executionContext.SessionState.Path.CurrentLocation)> "
}

function Get-Payoff { param([string]$Ticket) python C:\pawn\scripts\loancalc.py payoff --ticket $Ticket }
function Get-Releasable { python C:\pawn\scripts\holds.py releasable --asof today }
function Test-Serial { param([string]$Serial) node C:\pawn\src\lookup.js $Serial }

Write-Host ("POS environment: {0}   {1:yyyy-MM-dd}" -f $script:PosEnv, (Get-Date)) -ForegroundColor Cyan
