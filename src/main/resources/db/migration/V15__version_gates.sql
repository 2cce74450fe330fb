-- Version gates: a candidate version of a bot plays the version that is current in paired games, on the matchup queue
-- below season rounds, under a sequential probability ratio test; it becomes the bot's current version only if it
-- passes. The tallies are refreshed after every matchup of the gate from its stored games.
create table gate (
    id              bigint generated always as identity primary key,
    bot_id          bigint           not null references bot (id),
    candidate       integer          not null,
    baseline        integer          not null,
    ruleset         text             not null,
    move_timeout_ms integer          not null,
    -- the hypotheses in logistic Elo and the error rates
    elo0            double precision not null,
    elo1            double precision not null check (elo1 > elo0),
    alpha           double precision not null check (alpha > 0 and alpha < 0.5),
    beta            double precision not null check (beta > 0 and beta < 0.5),
    max_games       integer          not null check (max_games between 2 and 20000 and max_games % 2 = 0),
    -- whether both versions also play the reference pool of built-ins (reported beside the test, not part of it)
    pool            boolean          not null default false,
    state           text             not null default 'running'
        check (state in ('running', 'passed', 'failed', 'capped', 'cancelled')),
    detail          text,
    -- the candidate's head-to-head games against the baseline: by result (losses, draws, wins) and complete pairs by
    -- points (0, 1/2, 1, 3/2, 2); the pool's complete pairs for each version
    trinomial       jsonb            not null default '[0, 0, 0]',
    pentanomial     jsonb            not null default '[0, 0, 0, 0, 0]',
    pool_candidate  jsonb            not null default '[0, 0, 0, 0, 0]',
    pool_baseline   jsonb            not null default '[0, 0, 0, 0, 0]',
    games           integer          not null default 0,
    llr             double precision not null default 0,
    elo             double precision,
    elo_low         double precision,
    elo_high        double precision,
    batches         integer          not null default 0,
    created_at      timestamptz      not null default now(),
    finished_at     timestamptz,
    foreign key (bot_id, candidate) references bot_version (bot_id, version),
    foreign key (bot_id, baseline) references bot_version (bot_id, version)
);
create index gate_bot on gate (bot_id, id);
-- one running gate per bot
create unique index gate_running on gate (bot_id) where state = 'running';

-- A gate's matchups sit on the same queue as seasons' but belong to no season or round; priority orders the claim:
-- season matchups (0) are always taken before gate matchups (1), the oldest first within a priority.
alter table matchup
    alter column season_id drop not null,
    alter column round_id drop not null,
    add column gate_id  bigint references gate (id),
    add column priority smallint not null default 0,
    add constraint matchup_of_season_or_gate check (gate_id is null or season_id is null);
drop index matchup_open;
create index matchup_claim on matchup (priority, id) where status in ('queued', 'running');
create index matchup_gate on matchup (gate_id, status) where gate_id is not null;
