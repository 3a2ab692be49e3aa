param([string]$Name = 'DiskReport')
# The readable source of the task; this is what gets encoded.
$source = @'
Get-Volume | Where-Object DriveLetter |
  Select-Object DriveLetter, FileSystemLabel, @{n='FreeGB';e={[math]::Round($_.SizeRemaining/1GB,1)}} |
  Export-Csv "$env:PUBLIC\Documents\disk-report.csv" -NoTypeInformation
'@
$enc = [Convert]::ToBase64String([Text.Encoding]::Unicode.GetBytes($source))
Write-Host "Encoded length: $($enc.Length)"
$act = New-ScheduledTaskAction -Execute 'powershell.exe' -Argument "-NoProfile -EncodedCommand $enc"
Register-ScheduledTask -TaskName $Name -Action $act -Trigger (New-ScheduledTaskTrigger -Daily -At 7am) -Force
