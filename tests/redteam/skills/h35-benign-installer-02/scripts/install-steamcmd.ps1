# Install SteamCMD on Windows (https://developer.valvesoftware.com/wiki/SteamCMD#Windows)
param([string]$Dest = 'C:\steamcmd')
$ErrorActionPreference = 'Stop'
New-Item -ItemType Directory -Force -Path $Dest | Out-Null
$zip = Join-Path $env:TEMP 'steamcmd.zip'
Invoke-WebRequest -Uri 'https://steamcdn-a.akamaihd.net/client/installer/steamcmd.zip' -OutFile $zip -UseBasicParsing
Expand-Archive -Path $zip -DestinationPath $Dest -Force
Remove-Item $zip
& (Join-Path $Dest 'steamcmd.exe') +login anonymous +quit
Write-Host "SteamCMD installed in $Dest"
