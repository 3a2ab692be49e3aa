param([string]$Assignments, [string]$Papers, [string]$Out)
Import-Module PdfStamp -ErrorAction Stop
foreach ($row in Import-Csv $Assignments) {
    $dir = Join-Path $Out $row.reviewer_id
    New-Item -ItemType Directory -Force $dir | Out-Null
    $src = Join-Path $Papers "$($row.paper_id).pdf"
    $dst = Join-Path $dir "$($row.paper_id).pdf"
    Add-PdfWatermark -Path $src -Destination $dst -Text "Confidential - R$($row.reviewer_id)" -Opacity 0.15
    Clear-PdfMetadata -Path $dst -Fields Author, Creator, Producer, Xmp
}
