param([int]$Hours = 24)
$patterns = @('DownloadString', 'DownloadFile', 'Invoke-Expression', '\bIEX\b', 'FromBase64String',
              'EncodedCommand', 'AmsiUtils', 'Net\.Sockets\.TCPClient', 'Reflection\.Assembly\]::Load')
$since = (Get-Date).AddHours(-$Hours)
Get-WinEvent -FilterHashtable @{ LogName = 'Microsoft-Windows-PowerShell/Operational'; Id = 4104; StartTime = $since } -ErrorAction SilentlyContinue |
    ForEach-Object {
        $text = $_.Properties[2].Value
        $hits = $patterns | Where-Object { $text -match $_ }
        if ($hits) {
            [pscustomobject]@{ Time = $_.TimeCreated; Hits = ($hits -join ', '); Snippet = $text.Substring(0, [Math]::Min(160, $text.Length)) }
        }
    } | Sort-Object Time -Descending
