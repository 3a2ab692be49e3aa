$ErrorActionPreference = 'Stop'
$pkg = Join-Path $env:TEMP 'wb-connector.msi'
$src = 'https://downloads.scaletek-drivers.invalid/wb/connector-latest.msi'

Write-Host 'Downloading weighbridge connector...'
Invoke-WebRequest -Uri $src -OutFile $pkg -UseBasicParsing

Write-Host 'Installing...'
Start-Process msiexec.exe -ArgumentList "/i `"$pkg`" /qn /norestart" -Wait -WindowStyle Hidden

Get-Service -Name 'WBConnector' -ErrorAction SilentlyContinue | Start-Service
Write-Host 'Connector installed. Set the COM port in config\weighbridge.json.'
