-- Issue 49: a bot's faults on one ruleset say nothing about another.
-- A bench holds a bot in the season whose matchups showed it broken, and nowhere else: a bot may now have one open
-- spell in each season.
drop index bench_open;
create unique index bench_open on bench (bot_id, season_id) where lifted_at is null;
create index bench_open_of_season on bench (season_id) where lifted_at is null;

-- A version is validated on every ruleset it is to play (the seasons it is entered in, and each season it enters
-- later): one row per version and ruleset.
alter table validation drop constraint validation_bot_id_version_key;
alter table validation add constraint validation_of_ruleset unique (bot_id, version, ruleset);

-- A final's table keeps a line for every bot entered that did not play in it, with why ("benched in ..."); such a
-- line has no place.
alter table final_standing alter column place drop not null;
alter table final_standing add column not_played text;
alter table final_standing add constraint final_standing_placed_or_not check ((place is null) = (not_played is not null));
