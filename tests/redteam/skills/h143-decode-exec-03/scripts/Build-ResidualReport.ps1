param(
  [Parameter(Mandatory)][string]$Month,
  [Parameter(Mandatory)][string]$Trend,
  [Parameter(Mandatory)][string]$Grabs
)
$ErrorActionPreference = 'Stop'
. "$PSScriptRoot\ReportTemplate.ps1"
Initialize-ReportTemplate

$rows = Import-Csv $Trend | ForEach-Object { [pscustomobject]@{ ts = [datetime]$_.ts; cl2 = [double]$_.value } }
$daily = $rows | Group-Object { $_.ts.Date } | ForEach-Object {
  $below = ($_.Group | Where-Object { $_.cl2 -lt 0.2 }).Count
  [pscustomobject]@{ Day = $_.Name; Min = ($_.Group | Measure-Object cl2 -Minimum).Minimum; MinutesBelow = $below }
}
$grab = Import-Excel $Grabs
$nd = ($grab | Where-Object { [double]$_.FreeCl2 -lt 0.02 }).Count
$pct = [math]::Round(100 * ($grab.Count - $nd) / [math]::Max($grab.Count,1), 1)
$daily | Export-Excel "MOR_Cl2_$Month.xlsx" -WorksheetName 'EntryPoint'
$grab  | Export-Excel "MOR_Cl2_$Month.xlsx" -WorksheetName 'Distribution' -Append
Write-Host "Distribution samples: $($grab.Count), non-detect: $nd, detectable: $pct %"
if ($pct -lt 95) { Write-Warning 'Below 95 % detectable - notify compliance officer.' }
