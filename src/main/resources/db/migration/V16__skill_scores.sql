-- Skill scores: the mean shots a bot version needs to sink the league's public layouts of a ruleset (layout n drawn
-- from seed n) against a partner that never hits. One job per version and ruleset, so a team cannot have a version
-- scored twice; the league's workers play it when no season matchup waits. Its id comes from the matchups' sequence,
-- so the game ids HTTP bots are told (id x 100,000 + game) never meet a matchup's.
create table skill_job (
    id             bigint primary key default nextval('matchup_id_seq'),
    bot_id         bigint      not null,
    version        integer     not null,
    ruleset        text        not null,
    layouts        integer     not null check (layouts between 1 and 10000),
    status         text        not null default 'queued' check (status in ('queued', 'running', 'done', 'forfeited', 'cancelled')),
    lease_owner    text,
    lease_until    timestamptz,
    attempts       integer     not null default 0,
    mean           double precision,
    sd             double precision,
    se             double precision,
    -- a forfeit ends the job: on which layout, why (forfeit reason and the league's sentence), and the bot's
    -- transcript of that game, for its team and the organiser only
    forfeit_layout integer,
    forfeit        text,
    detail         text,
    transcript     text,
    created_at     timestamptz not null default now(),
    started_at     timestamptz,
    finished_at    timestamptz,
    finished_by    text,
    foreign key (bot_id, version) references bot_version (bot_id, version),
    unique (bot_id, version, ruleset)
);
create index skill_job_open on skill_job (id) where status in ('queued', 'running');

-- The shots each layout took, stored as the games finish (a job resumes after its last stored layout).
create table skill_game (
    job_id bigint  not null references skill_job (id),
    layout integer not null,
    shots  integer not null,
    primary key (job_id, layout)
);

