param([string]$Com = 'COM4', [string]$Station, [double]$FreqKHz = 311.0, [int]$Minutes = 10)
$log = Join-Path $env:USERPROFILE ("beacon_" + ($Station -replace '\s','_') + '.csv')
"ts,msg,age_s,snr_db,signal_dbuv,text" | Set-Content $log
$end = (Get-Date).AddMinutes($Minutes)
& rtcmdec --port $Com --freq $FreqKHz --json | ForEach-Object {
  $m = $_ | ConvertFrom-Json
  "$($m.ts),$($m.type),$($m.age),$($m.snr),$($m.signal),$($m.text)" | Add-Content $log
  if ((Get-Date) -gt $end) { break }
}
Import-Csv $log | Group-Object msg | Select-Object Name, Count
