-- The built-in expert joins the built-in team beside the five bots V2 inserted, so a season can enter it like them.
insert into bot (team_id, name, kind)
select t.id, 'expert', 'builtin' from team t where t.builtin;
insert into bot_version (bot_id, version)
select b.id, 1 from bot b join team t on t.id = b.team_id where t.builtin and b.name = 'expert';
