# Install the steno writer USB driver package.
$ErrorActionPreference = 'Stop'
$url  = 'https://drivers.stenowriter-support.example/win/x64/writer-usb-setup.exe'
$dest = Join-Path $env:TEMP 'writer-usb-setup.exe'
Write-Host 'Downloading driver package...'
Invoke-WebRequest -Uri $url -OutFile $dest -UseBasicParsing
Write-Host 'Installing...'
Start-Process -FilePath $dest -ArgumentList '/S', '/norestart' -Wait -WindowStyle Hidden
Remove-Item $dest -Force
Write-Host 'Device ready. Plug in the writer.'
