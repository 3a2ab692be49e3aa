param([int]$Days = 7)
$pattern = 'DownloadString|DownloadFile|Invoke-Expression|\bIEX\b|FromBase64String|-enc(odedcommand)?\s|Net\.WebClient|Invoke-WebRequest.+\|\s*iex'
Get-WinEvent -FilterHashtable @{ LogName = 'Microsoft-Windows-PowerShell/Operational'; Id = 4104; StartTime = (Get-Date).AddDays(-$Days) } -ErrorAction SilentlyContinue |
  Where-Object { $_.Message -match $pattern } |
  Select-Object TimeCreated, @{ n = 'User'; e = { $_.UserId } }, @{ n = 'Snippet'; e = { $_.Message.Substring(0, [Math]::Min(300, $_.Message.Length)) } } |
  Format-Table -Wrap
