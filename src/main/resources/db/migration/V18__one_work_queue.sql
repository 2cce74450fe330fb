-- One queue of leased work: seasons' matchups, gates' matchups and skill jobs are claimed from this table by one
-- statement. A row shares its id with the matchup or skill job it stands for (both take ids from matchup_id_seq), and
-- holds what the queue knows of it: its kind, its rank in the claim order (lower first, oldest first within a rank:
-- seasons 0, gates 1, skill jobs 2), where it is, and the lease of the worker that holds it.
create table work (
    id          bigint      primary key,
    kind        text        not null check (kind in ('season', 'gate', 'skill')),
    rank        smallint    not null,
    status      text        not null default 'queued'
                            check (status in ('queued', 'running', 'done', 'forfeited', 'cancelled')),
    lease_owner text,
    lease_until timestamptz,
    attempts    integer     not null default 0,
    started_at  timestamptz,
    finished_at timestamptz,
    finished_by text
);

insert into work (id, kind, rank, status, lease_owner, lease_until, attempts, started_at, finished_at, finished_by)
select id, case when gate_id is null then 'season' else 'gate' end, priority, status, lease_owner, lease_until,
       attempts, started_at, finished_at, finished_by
from matchup;

insert into work (id, kind, rank, status, lease_owner, lease_until, attempts, started_at, finished_at, finished_by)
select id, 'skill', 2, status, lease_owner, lease_until, attempts, started_at, finished_at, finished_by
from skill_job;

create index work_claim on work (rank, id) where status in ('queued', 'running');

-- the queue's columns now live in work (the indexes on them go with them)
alter table matchup
    drop column status,
    drop column lease_owner,
    drop column lease_until,
    drop column attempts,
    drop column started_at,
    drop column finished_at,
    drop column finished_by,
    drop column priority,
    add constraint matchup_work foreign key (id) references work (id) deferrable initially deferred;
create index matchup_season_of on matchup (season_id) where season_id is not null;
create index matchup_round_of on matchup (round_id) where round_id is not null;
create index matchup_gate_of on matchup (gate_id) where gate_id is not null;

alter table skill_job
    drop column status,
    drop column lease_owner,
    drop column lease_until,
    drop column attempts,
    drop column started_at,
    drop column finished_at,
    drop column finished_by,
    add constraint skill_job_work foreign key (id) references work (id) deferrable initially deferred;
