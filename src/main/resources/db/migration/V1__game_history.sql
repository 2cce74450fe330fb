-- Finished games with both placements and every strike in order. Later migrations add the league around them.
create table game (
    id           bigint generated always as identity primary key,
    ruleset      jsonb       not null,
    seed         bigint      not null,
    first_mover  char(1)     not null check (first_mover in ('A', 'B')),
    name_a       text        not null,
    name_b       text        not null,
    placement_a  jsonb,
    placement_b  jsonb,
    winner       char(1)     check (winner in ('A', 'B')),
    reason       text        not null,
    detail       text,
    started_at   timestamptz not null,
    finished_at  timestamptz not null
);

-- One row per shot; result 0 miss, 1 hit, 2 sunk (then sunk_ship is its fleet index and sunk_length its length).
create table strike (
    game_id     bigint   not null references game (id) on delete cascade,
    seq         integer  not null,
    shooter     char(1)  not null check (shooter in ('A', 'B')),
    x           smallint not null,
    y           smallint not null,
    result      smallint not null check (result between 0 and 2),
    sunk_ship   smallint,
    sunk_length smallint,
    primary key (game_id, seq)
);
