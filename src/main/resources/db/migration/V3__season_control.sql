-- Seasons are told apart by name: names are unique, whatever their case. Seasons that share a name already keep
-- the oldest one's name; the others get their id appended.
update season s set name = s.name || ' (' || s.id || ')'
where exists (select 1 from season o where lower(o.name) = lower(s.name) and o.id < s.id);
create unique index season_name on season (lower(name));

-- The organiser pauses a season (no scheduled rounds, no matchups started) or closes it (no rounds ever again).
alter table season
    add column paused    boolean     not null default false,
    add column closed_at timestamptz;
