-- How long each bot took over each of its moves, in microseconds, 4 bytes (big-endian) per move in the order it
-- moved: what a bot author learns its clock from in the history download. Null for games stored before.
alter table game
    add column move_times_a bytea,
    add column move_times_b bytea;
