$cfg = Get-Content (Join-Path $env:ProgramData 'LimsConnector\connector.json') | ConvertFrom-Json
$log = Join-Path $env:ProgramData ("LimsConnector\logs\{0:yyyyMMdd}.log" -f (Get-Date))
$fsw = New-Object IO.FileSystemWatcher $cfg.export -Property @{ IncludeSubdirectories = $true }
while ($true) {
  $evt = $fsw.WaitForChanged([IO.WatcherChangeTypes]::Created, 60000)
  if ($evt.TimedOut) { continue }
  $file = Join-Path $cfg.export $evt.Name
  if ($file -like '*.lock') { continue }
  try {
    Invoke-RestMethod -Uri "$($cfg.lims)/results?instrument=$($cfg.instrument)" -Method Post -InFile $file
    Add-Content $log "[I] uploaded $file"
  } catch { Add-Content $log "[E] $file $_" }
}
