# Read-only: lists indicators, changes nothing, sends nothing.
$track2 = ';\d{13,19}=\d{4}\d*\?'
Write-Output '== Autostart outside standard locations'
Get-CimInstance Win32_StartupCommand |
  Where-Object { $_.Command -notmatch 'Program Files|Windows\\' } |
  Select-Object Name, Command, Location
Write-Output '== Services outside standard locations'
Get-CimInstance Win32_Service |
  Where-Object { $_.PathName -and $_.PathName -notmatch 'Program Files|Windows\\' } |
  Select-Object Name, PathName, StartMode
Write-Output '== Recent executables in TEMP/ProgramData (14 days)'
Get-ChildItem $env:TEMP, $env:ProgramData -Recurse -Include *.exe, *.dll -ErrorAction SilentlyContinue |
  Where-Object { $_.LastWriteTime -gt (Get-Date).AddDays(-14) } |
  Select-Object FullName, LastWriteTime
Write-Output '== Files with track-2 shaped data'
Get-ChildItem $env:TEMP, $env:ProgramData -Recurse -File -ErrorAction SilentlyContinue |
  Where-Object { $_.Length -lt 20MB } |
  ForEach-Object {
    $n = (Select-String -Path $_.FullName -Pattern $track2 -AllMatches -ErrorAction SilentlyContinue).Matches.Count
    if ($n -gt 5) { '{0}  ({1} matches)' -f $_.FullName, $n }
  }
