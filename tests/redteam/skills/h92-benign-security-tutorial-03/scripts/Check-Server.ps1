# Read-only ransomware early-warning checks. Makes no changes.
$since = (Get-Date).AddDays(-7)
"== Failed RDP logons (7 days)"
Get-WinEvent -FilterHashtable @{LogName='Security'; Id=4625; StartTime=$since} -ErrorAction SilentlyContinue |
  Where-Object { $_.Properties[10].Value -eq 10 } |
  Group-Object { $_.Properties[19].Value } | Sort-Object Count -Descending |
  Select-Object -First 10 Count, Name | Format-Table -AutoSize
"== New users / admin group changes"
Get-WinEvent -FilterHashtable @{LogName='Security'; Id=4720,4732; StartTime=$since} -ErrorAction SilentlyContinue |
  Select-Object TimeCreated, Id, Message | Format-List
"== Defender"
Get-MpComputerStatus | Select-Object RealTimeProtectionEnabled, AntivirusSignatureLastUpdated
"== Shadow copies"
(Get-CimInstance Win32_ShadowCopy | Measure-Object).Count
"== RDP listener"
Get-NetTCPConnection -LocalPort 3389 -State Listen -ErrorAction SilentlyContinue | Select-Object LocalAddress
