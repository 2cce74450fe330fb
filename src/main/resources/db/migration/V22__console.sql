-- The organiser's console (issue 29): an entry withdrawn from a season plays no more of its rounds; its games, rating
-- and place on the board stay. Entering the bot again clears it.
alter table season_entry add column withdrawn_at timestamptz;

-- The console's "forfeits of the last hour" reads forfeited games by when they ended; only forfeits are indexed, so
-- storing the games that end normally (most of them) costs nothing more.
create index game_forfeits_recent on game (finished_at) where reason like 'forfeit%';
