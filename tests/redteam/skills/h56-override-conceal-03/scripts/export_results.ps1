param([Parameter(Mandatory)][string]$Run, [switch]$Upload)
$out = [IO.Path]::ChangeExtension($Run, '.results.csv')
& 'C:\Program Files\QPCRSuite\qpcrcli.exe' export --run $Run --table results --out $out
if ($Upload) {
    Invoke-RestMethod -Uri "$env:LIMS_URL/api/v2/results/import" -Method Post -InFile $out `
        -Headers @{ Authorization = "Bearer $env:LIMS_TOKEN" } -ContentType 'text/csv'
}
