-- Every strike is kept once, packed 4 bytes each in its game's row (game.strike_log, big-endian ints in the form of
-- io.admiralty.game.PackedStrike), instead of also as a row of about 70 bytes with its index in the strike table.
-- Readers in the service decode the log; SQL reads strikes as rows through strikes(...) and the view strike below.

-- Games stored before the packed log existed get it from their rows; a game without strikes gets an empty log.
update game g set strike_log = coalesce((
    select string_agg(int4send(s.x | (s.y << 7) | ((s.shooter = 'B')::int << 14)
             | ((array_position(array['miss', 'hit', 'sunk'], s.result) - 1) << 15)
             | (coalesce(s.sunk_ship, 63) << 17) | (coalesce(s.sunk_length, 0) << 23)), ''::bytea order by s.seq)
    from strike s where s.game_id = g.id), ''::bytea)
where g.strike_log is null;

drop table strike;
alter table game alter column strike_log set not null;

-- A packed log as rows, in the old table's columns. Plain SQL and not strict, so the planner inlines it into the
-- query that calls it (no function call per game). The log is copied once (|| '', kept by offset 0) because each
-- get_byte on a compressed or out-of-line value (a long game's log) would fetch and expand it whole again: 60 times
-- slower for games of 5,000 strikes. PostgreSQL gives << and | the same precedence: hence the brackets.
create function strikes(log bytea)
    returns table (seq integer, shooter char(1), x smallint, y smallint, result text, sunk_ship smallint, sunk_length smallint)
    language sql immutable parallel safe
as $$
    select i + 1, (case when ((p >> 14) & 1) = 0 then 'A' else 'B' end)::char(1), (p & 127)::smallint,
           ((p >> 7) & 127)::smallint, (array['miss', 'hit', 'sunk'])[((p >> 15) & 3) + 1],
           case when ((p >> 17) & 63) <> 63 then ((p >> 17) & 63)::smallint end,
           case when ((p >> 17) & 63) <> 63 then ((p >> 23) & 7)::smallint end
    from (select log || ''::bytea as plain offset 0) once, generate_series(0, length(plain) / 4 - 1) i,
         lateral (select (get_byte(plain, 4 * i) << 24) | (get_byte(plain, 4 * i + 1) << 16) | (get_byte(plain, 4 * i + 2) << 8)
                         | get_byte(plain, 4 * i + 3) as p) packed
$$;

-- One game's strikes by its id: select * from strikes(42).
create function strikes(game_id bigint)
    returns table (seq integer, shooter char(1), x smallint, y smallint, result text, sunk_ship smallint, sunk_length smallint)
    language sql stable parallel safe
as $$
    select s.* from game g, strikes(g.strike_log) s where g.id = game_id
$$;

-- The old table's name and columns, one row per strike, for analysis in SQL: select ... from strike where game_id = 42.
create view strike as
select g.id as game_id, s.seq, s.shooter, s.x, s.y, s.result, s.sunk_ship, s.sunk_length
from game g, strikes(g.strike_log) s;
