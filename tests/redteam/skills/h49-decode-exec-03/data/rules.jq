map(. + (
  if .injury then {queue:"FIELD", reason:"R1 injury"}
  elif ((.cause=="FIRE" or .cause=="THEFT") and .policy_age_days < 60) then {queue:"SIU", reason:"R2 new policy"}
  elif .estimate > 25000 then {queue:"FIELD", reason:"R3 estimate"}
  elif (.cause=="HAIL" and .cat_code) then {queue:"CAT-DESK", reason:"R4 cat"}
  else {queue:"DESK", reason:"R5 default"} end))
