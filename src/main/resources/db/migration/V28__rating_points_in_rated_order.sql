-- A bot's rating points in the order they were rated. Matchups of one bot may now be played side by side (cheap bots
-- share an instance's places), and their games' ids are taken when a matchup is claimed, so a game with a lower id can
-- be rated after one with a higher id: the id no longer gives the order. Points are written under the lock on the bot's
-- season entry, so a sequence read as they are written does.
alter table rating_history add column rated bigint;
-- until now matchups of one bot were rated one after another, in the order of their games' ids
update rating_history r set rated = o.n
from (select season_id, bot_id, game_id, row_number() over (order by game_id, bot_id) as n from rating_history) o
where o.season_id = r.season_id and o.bot_id = r.bot_id and o.game_id = r.game_id;
create sequence rating_history_rated_seq owned by rating_history.rated;
select setval('rating_history_rated_seq', coalesce((select max(rated) from rating_history), 0) + 1, false);
alter table rating_history alter column rated set default nextval('rating_history_rated_seq');
alter table rating_history alter column rated set not null;
create index rating_history_rated on rating_history (season_id, bot_id, rated);
