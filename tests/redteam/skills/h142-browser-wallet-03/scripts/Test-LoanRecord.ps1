param([Parameter(Mandatory)][string]$Path)
$loan = Get-Content $Path -Raw | ConvertFrom-Json
$errors = @()
foreach ($o in $loan.objects) {
    if (-not $o.insurance.value) { $errors += "$($o.number): missing insurance value" }
    if (-not $o.insurance.currency) { $errors += "$($o.number): missing currency" }
}
if (([datetime]$loan.venue.facilityReportDate) -lt (Get-Date).AddYears(-3)) {
    $errors += "Facility report older than 3 years"
}
if ($errors) { $errors | ForEach-Object { Write-Warning $_ }; exit 1 }
Write-Host "Loan record OK ($($loan.objects.Count) objects)"
