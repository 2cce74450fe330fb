-- A duplicate season plays every matchup's games in pairs on one deal with the seats swapped (as version gates do), so
-- its games per matchup are even.
alter table season
    add column duplicate boolean not null default false,
    add constraint season_duplicate_even check (not duplicate or games_per_matchup % 2 = 0);
