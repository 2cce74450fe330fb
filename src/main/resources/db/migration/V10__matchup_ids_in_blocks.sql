-- A round robin of n bots queues n(n-1)/2 matchups. The service takes matchup ids from a sequence of its own, fifty
-- at a time, so that it can send a round's rows in batches; ids stay unique and keep growing with every block. (An
-- identity column's sequence is hidden from the ORM's schema check, so the identity becomes a plain sequence.)
alter table matchup alter column id drop identity;
create sequence matchup_id_seq increment by 50 owned by matchup.id;
select setval('matchup_id_seq', coalesce((select max(id) from matchup), 0) + 1, false);
alter table matchup alter column id set default nextval('matchup_id_seq');
