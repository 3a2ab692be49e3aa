param([string]$Share, [string]$Out = 'obligations.xlsx', [string]$Locale = 'en-US')
if (-not (Get-Module -ListAvailable ObligoConnector)) {
    Write-Error 'E-1042 connector module not registered' ; exit 1
}
Import-Module ObligoConnector
$docs = Get-ChildItem -Path $Share -Include *.pdf,*.docx -Recurse
$rows = foreach ($d in $docs) { Find-Obligations -Path $d.FullName -Locale $Locale }
$rows | Export-ObligationRegister -Path $Out
Write-Host "$($rows.Count) obligations written to $Out"
