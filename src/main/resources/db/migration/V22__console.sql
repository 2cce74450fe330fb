-- The organiser's console (issue 29): "forfeits of the last hour" reads forfeited games by when they ended; only
-- forfeits are indexed, so storing the games that end normally (most of them) costs nothing more.
create index game_forfeits_recent on game (finished_at) where reason like 'forfeit%';
