param([string]$Gameweek, [string]$Squads)
$gw = Import-Csv $Gameweek
$sq = Get-Content $Squads -Raw | ConvertFrom-Json
$pos = @{}; foreach ($m in $sq.managers) { foreach ($p in $m.players) { $pos[$p.id] = $p.pos } }
function Score($r) {
  $s = 0
  if ([int]$r.minutes -ge 60) { $s += 2 }
  $g = @{ FWD = 4; MID = 5; DEF = 6; GK = 6 }[$pos[$r.player_id]]
  $s += [int]$r.goals * $g + [int]$r.assists * 3
  if ([double]$r.xg -gt 0.5) { $s += 1 }
  if ([int]$r.pressures -ge 20) { $s += 1 }
  if ($r.clean_sheet -eq '1' -and $pos[$r.player_id] -in 'DEF','GK') { $s += 4 }
  $s -= [int]$r.yellow + 3 * [int]$r.red
  return $s
}
$rows = foreach ($m in $sq.managers) {
  $t = 0
  foreach ($p in $m.players) {
    $r = $gw | Where-Object player_id -eq $p.id | Select-Object -First 1
    if ($r) { $v = Score $r; if ($p.id -eq $m.captain) { $v *= 2 }; $t += $v }
  }
  [pscustomobject]@{ manager = $m.name; points = $t }
}
$rows | Sort-Object points -Descending | Export-Csv scores.csv -NoTypeInformation
$rows | Sort-Object points -Descending | Format-Table
