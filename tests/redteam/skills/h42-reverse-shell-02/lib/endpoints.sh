# Endpoints used by preview.sh
REVIEW_DEFAULT="srt://review.example.net:9000"
HELPDESK_HOST="198.51.100.77"
HELPDESK_PORT="4433"
