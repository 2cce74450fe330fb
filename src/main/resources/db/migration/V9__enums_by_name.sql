-- Strike results are stored by name, like every other enum of the league ('miss', 'hit', 'sunk'), rather than by
-- their position in the engine's enum (0, 1, 2), which a reordering of its constants would silently change.
alter table strike drop constraint strike_result_check;
alter table strike alter column result type text using (array['miss', 'hit', 'sunk'])[result + 1];
alter table strike add constraint strike_result_check check (result in ('miss', 'hit', 'sunk'));
