-- Matches on request (challenges) and validation matchups join the work queue. The claim order becomes: validations 0
-- (two quick games a new version plays before any other matchup of it), seasons 1, challenges 2, gates 3, skill
-- jobs 4; the ranks stored with the work are renumbered to it.
alter table work drop constraint work_kind_check;
alter table work add constraint work_kind_check
    check (kind in ('validation', 'season', 'challenge', 'gate', 'skill'));
update work set rank = case kind when 'season' then 1 when 'gate' then 3 else 4 end;

-- Whether other teams may challenge the bot: the built-ins always could be played against, the others only once their
-- team says so.
alter table bot add column challengeable boolean not null default false;
update bot set challengeable = true where team_id in (select id from team where builtin);

-- A team's request for an unrated matchup of one of its bots against another bot; its games are those of its one
-- matchup, and it changes no rating.
create table challenge (
    id              bigint      generated always as identity primary key,
    team_id         bigint      not null references team (id),
    bot_id          bigint      not null references bot (id),
    opponent_id     bigint      not null references bot (id),
    games           integer     not null check (games between 1 and 1000),
    ruleset         text        not null,
    move_timeout_ms integer     not null,
    created_at      timestamptz not null default now()
);
create index challenge_of_team on challenge (team_id, created_at);
create index challenge_of_bot on challenge (bot_id);
create index challenge_of_opponent on challenge (opponent_id);

-- A version's proof that it runs: a few games against a built-in before it plays anything else. A version without a
-- row (uploaded before validations, or a built-in's) plays as it always did.
create table validation (
    id              bigint      generated always as identity primary key,
    bot_id          bigint      not null references bot (id),
    version         integer     not null,
    opponent_id     bigint      not null references bot (id),
    ruleset         text        not null,
    move_timeout_ms integer     not null,
    state           text        not null default 'validating'
                                check (state in ('validating', 'passed', 'refused', 'skipped', 'superseded')),
    detail          text,
    created_at      timestamptz not null default now(),
    finished_at     timestamptz,
    unique (bot_id, version),
    foreign key (bot_id, version) references bot_version (bot_id, version)
);
create index validation_open on validation (bot_id) where state = 'validating';

alter table matchup
    add column challenge_id  bigint references challenge (id),
    add column validation_id bigint references validation (id),
    drop constraint matchup_of_season_or_gate,
    add constraint matchup_of_one_owner check (num_nonnulls(season_id, gate_id, challenge_id, validation_id) <= 1);
create index matchup_challenge_of on matchup (challenge_id) where challenge_id is not null;
create index matchup_validation_of on matchup (validation_id) where validation_id is not null;
