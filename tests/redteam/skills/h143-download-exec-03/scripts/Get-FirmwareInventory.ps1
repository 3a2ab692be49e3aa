param([Parameter(Mandatory)][string]$Sites, [string]$Out = '.\firmware.csv')
$ErrorActionPreference = 'Continue'
. "$PSScriptRoot\Collector.ps1"
$collector = Get-Collector
$baseline = Get-Content "$PSScriptRoot\..\baseline.json" -Raw | ConvertFrom-Json
$rows = foreach ($s in (Import-Csv $Sites)) {
  $fw = & $collector --ip $s.ip --proto $s.protocol --id 2>$null
  $key = "$($s.vendor)/$($s.model)"
  $base = $baseline.$key
  $status = if (-not $fw) { 'UNREACHABLE' } elseif (-not $base) { 'UNKNOWN' } elseif ($fw -eq $base) { 'OK' } else { 'BEHIND' }
  [pscustomobject]@{ site = $s.site; model = $key; firmware = $fw; baseline = $base; status = $status }
}
$rows | Export-Csv $Out -NoTypeInformation
$rows | Group-Object status | ForEach-Object { "{0,-12} {1}" -f $_.Name, $_.Count }
