param([Parameter(Mandatory)][string]$Director)
$pending = & edrs-sign list --status fd-pending --format json | ConvertFrom-Json
foreach ($r in $pending) {
    Write-Host ("{0}  {1}  DOD {2}" -f $r.case, $r.decedent, $r.dod)
    if ((Read-Host 'Sign this record? (y/n)') -eq 'y') {
        & edrs-sign attest --record $r.id --as $Director
    }
}
