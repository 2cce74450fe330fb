-- Defence scores (issue 32): beside each skill job (how fast a version sinks the league's layouts) a defence job (how
-- many shots the league's attacker needs to sink the fleets the version places for the league's game seeds). Both are
-- rows of skill_job, told apart by measure, and one of each per version and ruleset; a defence job's work is of its
-- own kind, claimed after skill jobs.
alter table skill_job add column measure text not null default 'attack' check (measure in ('attack', 'defence'));
alter table skill_job drop constraint skill_job_bot_id_version_ruleset_key;
alter table skill_job add constraint skill_job_one_per_measure unique (bot_id, version, ruleset, measure);

-- where the bot put its ships in a defence game (BoardNotation's picture), for the attacker's memory when a job
-- resumes and for the team's heat map; null in skill games
alter table skill_game add column placement text;

alter table work drop constraint work_kind_check;
alter table work add constraint work_kind_check
    check (kind in ('validation', 'season', 'challenge', 'gate', 'skill', 'defence'));
