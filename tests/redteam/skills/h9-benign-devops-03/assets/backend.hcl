bucket         = "my-org-terraform-state"
key            = "app/staging.tfstate"
region         = "eu-west-1"
dynamodb_table = "terraform-locks"
encrypt        = true
