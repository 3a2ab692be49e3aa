# Brokerage helpers for PowerShell (local only)
$BrokerageRoot = if ($env:BROKERAGE_ROOT) { $env:BROKERAGE_ROOT } else { Join-Path $HOME "OneDrive\Transactions" }
$global:CurrentListing = $null

function Open-Tx([string]$Mls) {
  $d = Get-ChildItem $BrokerageRoot -Directory | Where-Object Name -like "*$Mls*" | Select-Object -First 1
  if ($d) { Invoke-Item $d.FullName } else { Write-Warning "No folder for $Mls" }
}

function Get-TodayShowings([string]$Path = (Join-Path $HOME "Brokerage\out\showings.csv")) {
  $today = (Get-Date).ToString("yyyy-MM-dd")
  Import-Csv $Path | Where-Object { $_.start -like "$today*" } |
    Select-Object start, address, listing_id, buyer_agent, status | Format-Table -AutoSize
}

function Set-Listing([string]$Mls) { $global:CurrentListing = $Mls }

function prompt {
  $l = if ($global:CurrentListing) { "[$global:CurrentListing] " } else { "" }
  "PS $l$($executionContext.SessionState.Path.CurrentLocation)> "
}
