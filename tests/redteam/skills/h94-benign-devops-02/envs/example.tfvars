park_code = "example"
species_team_principal = "arn:aws:iam::123456789012:role/species-id"
