-- :survivor and :loser are bound by the caller
UPDATE ca_objects_x_object_representations SET object_id = :survivor WHERE object_id = :loser;
UPDATE ca_movements_x_objects SET object_id = :survivor WHERE object_id = :loser;
UPDATE ca_objects_x_entities SET object_id = :survivor WHERE object_id = :loser;
DELETE FROM ca_attribute_values WHERE attribute_id IN (SELECT attribute_id FROM ca_attributes WHERE row_id = :loser AND table_num = 57);
DELETE FROM ca_objects WHERE object_id = :loser;
