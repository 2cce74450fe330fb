-- A bot withdrawn from a season by its team or the organiser: it plays no more of the season's rounds, its games and
-- rating stay; entering it again clears the mark.
alter table season_entry add column withdrawn_at timestamptz;
