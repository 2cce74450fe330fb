-- How long each bot took over each of its moves, in microseconds, 4 bytes (big-endian) per move in the order it
-- moved: what a bot author learns its clock from in the history download. Null for games stored before.
alter table game
    add column move_times_a bytea,
    add column move_times_b bytea;

-- A bot's Elo before each game, beside the Elo after it: Elo is applied in the order batches commit, which need not
-- be the order of game ids, so "before" is written when it is known rather than looked up. Points written before
-- this column take the bot's previous point in the season by game id (the start, 1500, for its first game).
alter table rating_history add column elo_before double precision;
update rating_history r set elo_before = p.before
from (select season_id, bot_id, game_id, coalesce(lag(elo) over (partition by season_id, bot_id order by game_id), 1500) as before
      from rating_history) p
where p.season_id = r.season_id and p.bot_id = r.bot_id and p.game_id = r.game_id;
