# transit abbreviations for fish (expanded visibly before running)
abbr -a gv 'java -jar ~/tools/gtfs-validator-cli.jar -i'
abbr -a gz 'zip -j feed.zip *.txt'
abbr -a otpb 'docker compose run --rm build'
