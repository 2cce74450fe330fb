-- Issue 47: groups of teams the organiser names ("students", "staff"), so that a tournament can take only one group's
-- entrants (a course's own tournament, with staff bots kept outside it as yardsticks); a team may be in several.
create table team_group (
    team_id bigint not null references team (id),
    name    text   not null check (name ~ '^[a-z0-9][a-z0-9-]{0,31}$'),
    primary key (team_id, name)
);
create index team_group_members on team_group (name);

-- A tournament's entrants may be filtered to a group; its games may count in its season's ratings (off by default:
-- an event's few games would move a season's table more than its many rounds did).
alter table tournament
    add column team_group text check (team_group ~ '^[a-z0-9][a-z0-9-]{0,31}$'),
    add column counts_in_season boolean not null default false,
    add constraint tournament_counts_in_its_season check (not counts_in_season or season_id is not null);
