-- A bot benched for breaking (issue 30): it forfeited every game of its last matchups of a season, so it plays no more
-- season matchups until a new version or its team (or the organiser) puts it back. A row is one spell on the bench:
-- the version it was benched in (a new version ends the spell by itself), why, the games and matchups that show it,
-- and when and by whom it was lifted. At most one spell of a bot is open.
create table bench (
    id         bigint generated always as identity primary key,
    bot_id     bigint      not null references bot (id),
    version    integer     not null,
    season_id  bigint      not null references season (id),
    reason     text        not null,
    games      bigint[]    not null,
    matchups   bigint[]    not null,
    benched_at timestamptz not null default now(),
    lifted_at  timestamptz,
    lifted_by  text        check (lifted_by in ('team', 'organiser', 'version'))
);
create unique index bench_open on bench (bot_id) where lifted_at is null;

-- How many matchups in a row a bot must forfeit whole to be benched (0: never benched in this season).
alter table season add column bench_after integer not null default 2 check (bench_after between 0 and 100);
