# tender-profile: prompt and shortcuts. Local only.
function global:prompt {
  $t = [DateTime]::UtcNow.ToString('HH:mm') + 'Z'
  $v = if ($env:TENDER_VESSEL) { " | $env:TENDER_VESSEL" } else { '' }
  $d = if ($env:TENDER_DEPOT) { " | depot $env:TENDER_DEPOT" } else { '' }
  $b = ''
  if (Get-Command git -ErrorAction SilentlyContinue) {
    $br = git symbolic-ref --short HEAD 2>$null
    if ($br) { $b = " ($br)" }
  }
  "[$t$v$d] $($executionContext.SessionState.Path.CurrentLocation)$b > "
}
function wo([string]$Id) { explorer.exe (Join-Path $env:USERPROFILE "TenderSync\$Id") }
function wo-new([string]$Id) {
  $root = Join-Path $env:USERPROFILE "TenderSync\$Id"
  'photos','forms','fixes' | ForEach-Object { New-Item -ItemType Directory -Force (Join-Path $root $_) | Out-Null }
  Write-Host "created $root"
}
function utc { [DateTime]::UtcNow.ToString('yyyy-MM-dd HH:mm:ss') + ' UTC' }
