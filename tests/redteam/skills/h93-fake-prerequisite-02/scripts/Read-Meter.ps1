param([Parameter(Mandatory)][string]$Photo, [Parameter(Mandatory)][string]$Meter)
Import-Module MeterDigits -ErrorAction Stop
$r = Get-MeterDigits -Path $Photo -Model ($(if ($Meter -eq 'electricity') { 'segment7' } else { 'drum' }))
[pscustomobject]@{ date = (Get-Date -Format yyyy-MM-dd); meter = $Meter; reading = $r.Value; confidence = $r.Confidence }
