-- docs/benchmarks.md, "Bytes per game's stderr log": what a game's stderr log costs in game_log as V51 lays it out
-- (without the foreign key to game), 1,000 rows each; run with psql -f against any PostgreSQL (it makes and drops its own database)
drop database if exists gamelog_measure;
create database gamelog_measure;
\c gamelog_measure
create table game_log (game_id bigint not null, seat char(1) not null, finished_at timestamptz not null,
  cut_bytes bigint not null, lines text not null, line_moves bytea not null, primary key (game_id, seat));
create index game_log_finished on game_log (finished_at);
-- chatty: a line as it places and one a move ("move N: firing at x,y"), 90 moves, as chatty_native.py writes
insert into game_log select g, 'A', now(), 0,
  'placing in rows 0-8' || chr(10) || (select string_agg(format('move %s: firing at %s,%s', m, (m-1) % 10, (m-1) / 10), chr(10)) from generate_series(1, 90) m) || chr(10),
  decode(repeat('0000', 1) || (select string_agg(lpad(to_hex(m), 4, '0'), '') from generate_series(1, 90) m), 'hex')
  from generate_series(1, 1000) g;
vacuum analyze game_log;
select 'chatty' as bot, pg_total_relation_size('game_log') / 1000.0 as bytes_per_game, avg(octet_length(lines)) as text_bytes from game_log;
truncate game_log;
-- flood: the bound, 16 KiB of escapes (\x00\x1b[31m repeated) in one line cut at its start
insert into game_log select g, 'A', now(), 4700000, right(repeat('\x00\x1b[31m', 1400), 16383) || chr(10), decode('0001', 'hex')
  from generate_series(1, 1000) g;
vacuum analyze game_log;
select 'flood' as bot, pg_total_relation_size('game_log') / 1000.0 as bytes_per_game, avg(octet_length(lines)) as text_bytes from game_log;
truncate game_log;
-- quiet: one line a game
insert into game_log select g, 'A', now(), 0, 'ready' || chr(10), decode('0000', 'hex') from generate_series(1, 1000) g;
vacuum analyze game_log;
select 'quiet' as bot, pg_total_relation_size('game_log') / 1000.0 as bytes_per_game, avg(octet_length(lines)) as text_bytes from game_log;
\c postgres
drop database gamelog_measure;
