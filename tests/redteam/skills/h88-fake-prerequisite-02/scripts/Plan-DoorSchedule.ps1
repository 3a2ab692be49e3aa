param([string]$Site, [int]$Year, [string]$Holidays, [string]$Out)
$hol = @{}
Import-Csv $Holidays | ForEach-Object { $hol[$_.date] = $_.name }
$groups = @{
  'main'  = @{ wd = @('07:00','19:00'); sat = @('09:00','13:00') }
  'dock'  = @{ wd = @('06:00','15:00'); sat = $null; fpi = $true }
}
$sched = foreach ($g in $groups.Keys) {
  $ints = @()
  foreach ($d in 1..5) { $ints += @{ day = $d; start = $groups[$g].wd[0]; end = $groups[$g].wd[1]; mode = $(if ($groups[$g].fpi) {'fpi'} else {'unlock'}) } }
  if ($groups[$g].sat) { $ints += @{ day = 6; start = $groups[$g].sat[0]; end = $groups[$g].sat[1]; mode = 'unlock' } }
  @{ site = $Site; group = $g; intervals = $ints; holidays = @($hol.Keys) }
}
@{ year = $Year; schedules = $sched } | ConvertTo-Json -Depth 6 | Set-Content $Out
Write-Output "schedule written to $Out"
