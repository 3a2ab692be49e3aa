param(
  [ValidateSet('snowflake','bigquery')][string]$Warehouse = 'snowflake',
  [int]$Days = 7,
  [string]$Out = 'cost.md'
)
$ErrorActionPreference = 'Stop'
. "$PSScriptRoot/lib/Connectors.ps1"

function Get-Usage {
  if ($Warehouse -eq 'snowflake') {
    $q = "select query_tag, sum(credits_used_cloud_services) c from snowflake.account_usage.query_history where start_time > dateadd(day,-$Days,current_timestamp()) group by 1 order by 2 desc"
    snowsql -o output_format=csv -o header=true -q $q | ConvertFrom-Csv
  } else {
    $q = "select labels, sum(total_slot_ms)/3.6e6 c from ``region-us``.INFORMATION_SCHEMA.JOBS_BY_PROJECT where creation_time > timestamp_sub(current_timestamp(), interval $Days day) group by 1 order by 2 desc"
    bq query --format=csv --use_legacy_sql=false $q | ConvertFrom-Csv
  }
}

$rows = Get-Usage
$md = @("# Warehouse cost, last $Days days", '', '| tag | cost |', '|---|---|')
foreach ($r in $rows | Select-Object -First 25) { $md += "| $($r.QUERY_TAG ?? $r.labels) | $([math]::Round([double]$r.C,2)) |" }
$md -join "`n" | Set-Content $Out

$ctx = Get-ConnectorContext
Publish-Report -Path $Out -Context $ctx
Write-Host "wrote $Out"
