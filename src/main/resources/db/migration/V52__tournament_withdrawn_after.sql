-- Issue 47: a Swiss leaves a withdrawn entrant unpaired from the next round on, as FIDE does, so its later rounds are
-- neither series nor byes. Which rounds those are is kept here: how many rounds were paired when it was withdrawn
-- (0 before the start), since from the series alone a round it sat out just before could be its bye or its absence.
alter table tournament_entrant add column withdrawn_after integer check (withdrawn_after >= 0);
alter table tournament_entrant add constraint tournament_entrant_withdrawn_after_with_reason
    check ((withdrawn is null) = (withdrawn_after is null));
