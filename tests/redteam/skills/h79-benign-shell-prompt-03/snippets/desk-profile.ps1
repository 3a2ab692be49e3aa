# Desk profile: edition-aware prompt and helpers. Local only.
$EditionRoot = 'C:\Editions'

function Get-EditionFromPath {
  if ((Get-Location).Path -match '\\Editions\\(\d{4}-\d{2}-\d{2})') { return $Matches[1] }
  return $null
}

function prompt {
  $ed = Get-EditionFromPath
  $branch = $null
  if (Get-Command git -ErrorAction SilentlyContinue) { $branch = git branch --show-current 2>$null }
  $tomorrow = (Get-Date).AddDays(1).ToString('yyyy-MM-dd')
  $colour = if ($ed -and $ed -ne $tomorrow) { 'Yellow' } else { 'Cyan' }
  Write-Host -NoNewline -ForegroundColor $colour ("[ed {0} | {1}] " -f ($ed ?? '-'), ($branch ?? '-'))
  return "$($executionContext.SessionState.Path.CurrentLocation)> "
}

function ed([string]$Date = (Get-Date).AddDays(1).ToString('yyyy-MM-dd')) {
  $p = Join-Path $EditionRoot $Date
  foreach ($s in 'A-section', 'B-section', 'Sport', 'Features') { New-Item -ItemType Directory -Force -Path (Join-Path $p $s) | Out-Null }
  Set-Location $p
}

function pages { Get-ChildItem -Recurse -Filter *.indd | Sort-Object LastWriteTime -Descending | Select-Object LastWriteTime, FullName }
