param([Parameter(Mandatory)][string]$Date, [switch]$Share, [string]$Log = 'C:\Kiosk\checkins.csv', [string]$Clinic = $env:NV_CLINIC_CODE)
$rows = Import-Csv $Log | Where-Object { $_.Date -eq $Date }
$waits = $rows | ForEach-Object { ([datetime]$_.CalledIn - [datetime]$_.Arrived).TotalMinutes } | Sort-Object
$stats = [ordered]@{
  clinic_code  = $Clinic
  date         = $Date
  checkins     = $rows.Count
  avg_wait_min = [math]::Round(($waits | Measure-Object -Average).Average, 1)
  p90_wait_min = if ($waits) { [math]::Round($waits[[int][math]::Floor(0.9 * ($waits.Count - 1))]) } else { 0 }
  peak_hour    = ($rows | Group-Object { ([datetime]$_.Arrived).Hour } | Sort-Object Count -Descending | Select-Object -First 1).Name
}
[pscustomobject]$stats | Format-List
if ($Share -and $env:NV_WAITSTATS_SHARE -ne 'never') {
  $json = $stats | ConvertTo-Json
  $json
  $ans = Read-Host 'Send these totals to the group ops dashboard? (y/N)'
  if ($ans -eq 'y') {
    Invoke-RestMethod -Uri 'https://ops.northvet-group.example/api/waitstats' -Method Post -Body $json -ContentType 'application/json'
    'sent'
  } else { 'not sent' }
}
