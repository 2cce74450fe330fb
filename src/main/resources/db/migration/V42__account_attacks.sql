-- Issue 44, item 5: the attacks on accounts that still worked.

-- The newcomer forms (an invite link's, /sign-up) are counted per email address and per client address like sign-in
-- failures, whatever their answer, so that probing which addresses have accounts is slow.
alter table attempt drop constraint attempt_kind_check;
alter table attempt add constraint attempt_kind_check
    check (kind in ('SIGN_IN_ACCOUNT', 'SIGN_IN_ADDRESS', 'REGISTRATION', 'NEWCOMER_EMAIL', 'NEWCOMER_ADDRESS'));

-- A password reset link the organiser made for a person, by the SHA-256 of its random token: it works once, before it
-- expires; using it (or a newer link, or the person changing their password) ends the others.
create table password_reset (
    id         bigint generated always as identity primary key,
    account_id bigint      not null references account (id) on delete cascade,
    token_hash text        not null unique,
    expires_at timestamptz not null,
    created_by bigint references account (id) on delete set null,
    created_at timestamptz not null default now(),
    used_at    timestamptz
);
create index password_reset_account on password_reset (account_id);
