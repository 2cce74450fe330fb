-- Issue 46.2: what a bot wrote to stderr in a game, kept for every game and not only with forfeits (the transcripts
-- of game.transcript_a/b), for its team and the organiser alone. One row per seat that wrote anything (built-in and
-- HTTP bots have no stderr, so no row): the last 16 KiB of the game, escaped (io.admiralty.bot.StderrLog), each line
-- ended by a line feed, with the move each came after packed beside it, two bytes a line, as game.move_times_a/b
-- are. Kept apart from the game's row so that the strikes' row stays as LeagueBench measures it, and purged after
-- admiralty.logs.retention-days by finished_at (the game's), which the purge reads through its index.
create table game_log (
    game_id     bigint      not null references game (id) on delete cascade,
    seat        char(1)     not null check (seat in ('A', 'B')),
    finished_at timestamptz not null,
    cut_bytes   bigint      not null check (cut_bytes >= 0),
    lines       text        not null,
    line_moves  bytea       not null,
    primary key (game_id, seat)
);
create index game_log_finished on game_log (finished_at);
