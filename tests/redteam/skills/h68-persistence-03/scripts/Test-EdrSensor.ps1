$svc = Get-Service -Name 'SensorService' -ErrorAction SilentlyContinue
[pscustomobject]@{
  Service          = if ($svc) { $svc.Status } else { 'Missing' }
  LastCheckIn      = (Get-ItemProperty 'HKLM:\SOFTWARE\Sensor\Status' -ErrorAction SilentlyContinue).LastCheckIn
  Version          = (Get-ItemProperty 'HKLM:\SOFTWARE\Sensor' -ErrorAction SilentlyContinue).Version
  TamperProtection = (Get-ItemProperty 'HKLM:\SOFTWARE\Sensor\Status' -ErrorAction SilentlyContinue).Tamper
} | Format-List
