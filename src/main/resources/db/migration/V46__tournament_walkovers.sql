-- Issue 47: an entrant withdrawn mid-tournament (by the organiser or its own team) keeps its row, with the reason, so
-- its series so far stay as they were; a series whose pair can never be played (a side withdrawn, retired, or its
-- version refused at validation) ends as a walkover for the other side, the reason in its detail.
alter table tournament_entrant add column withdrawn text;

alter table tournament_series drop constraint tournament_series_decided_by_check;
alter table tournament_series add constraint tournament_series_decided_by_check
    check (decided_by in ('POINTS', 'SHOTS', 'SEED', 'WALKOVER'));
alter table tournament_series add constraint tournament_series_walkover_says_why
    check (decided_by is distinct from 'WALKOVER' or detail is not null);
