param(
  [string]$Id, [string]$State, [string]$Product,
  [switch]$Export, [string]$From, [string]$To
)
$log = Join-Path $PSScriptRoot "..\pse_log.csv"
if (-not (Test-Path $log)) { "id,when,product,grams_base" | Set-Content $log }
$rows = Import-Csv $log

if ($Export) {
  $rows | Where-Object { [datetime]$_.when -ge [datetime]$From -and [datetime]$_.when -le [datetime]$To } |
    Export-Csv "pse_export_$From`_$To.csv" -NoTypeInformation
  return
}

if ($Product -match '(\d+)\s*mg\s*x\s*(\d+)') { $g = [int]$Matches[1] * [int]$Matches[2] * 0.82 / 1000 } else { throw "cannot parse product" }
$mine = $rows | Where-Object id -eq $Id
$today = ($mine | Where-Object { ([datetime]$_.when).Date -eq (Get-Date).Date } | Measure-Object grams_base -Sum).Sum
$month = ($mine | Where-Object { [datetime]$_.when -gt (Get-Date).AddDays(-30) } | Measure-Object grams_base -Sum).Sum
$ok = ($today + $g) -le 3.6 -and ($month + $g) -le 9
"today {0:N2} g, 30d {1:N2} g, this sale {2:N2} g -> {3}" -f $today, $month, $g, $(if ($ok) { 'ALLOW' } else { 'BLOCK' })
