-- People sign in (issue 29): accounts, their teams, their sessions; teams' API tokens; invitations; throttles.

-- Team names are unique whatever their case, as season names are: a duplicate found here keeps the oldest one's
-- name, the others get their id appended.
update team t set name = t.name || ' (' || t.id || ')'
where exists (select 1 from team o where lower(o.name) = lower(t.name) and o.id < t.id);
create unique index team_name_any_case on team (lower(name));

-- A disabled team's tokens and its members' sessions stop working; its bots are retired when it is disabled.
alter table team add column disabled_at timestamptz;

-- A person. The sign-in name is an email address, compared whatever its case. An account known only through OpenID
-- Connect has no password; one removed keeps its row (so that its provider's subject cannot come back as new) but
-- signs in no more.
create table account (
    id            bigint generated always as identity primary key,
    email         text        not null,
    display_name  text        not null,
    -- bcrypt, as Elytron writes it ($2a$...)
    password_hash text,
    -- the provider's issuer and subject, for an account made by OpenID Connect
    oidc_subject  text unique,
    organiser     boolean     not null default false,
    created_at    timestamptz not null default now(),
    removed_at    timestamptz
);
create unique index account_email_any_case on account (lower(email));

create table membership (
    id         bigint generated always as identity primary key,
    account_id bigint      not null references account (id) on delete cascade,
    team_id    bigint      not null references team (id) on delete cascade,
    role       text        not null check (role in ('MEMBER', 'CAPTAIN')),
    joined_at  timestamptz not null default now(),
    unique (account_id, team_id)
);
create index membership_team on membership (team_id);

-- A signed-in browser: the form sign-in's encrypted cookie names one of these, by the SHA-256 of its random id.
-- Deleting the row ends the session whatever the cookie says (sign-out, account removed, team disabled).
create table account_session (
    id_hash    text primary key,
    account_id bigint      not null references account (id) on delete cascade,
    created_at timestamptz not null default now()
);
create index account_session_account on account_session (account_id);

-- A team's bearer tokens, stored as SHA-256 (each is 256 random bits). Each team's one token so far becomes its first.
create table api_token (
    id           bigint generated always as identity primary key,
    team_id      bigint      not null references team (id) on delete cascade,
    name         text        not null,
    token_hash   text        not null unique,
    created_by   bigint references account (id) on delete set null,
    created_at   timestamptz not null default now(),
    last_used_at timestamptz,
    revoked_at   timestamptz
);
create index api_token_team on api_token (team_id);
insert into api_token (team_id, name, token_hash, created_at)
select id, 'team token', token_hash, created_at from team where token_hash is not null;
alter table team drop column token_hash;

-- An invitation to join a team, by a link holding a random token (stored as its SHA-256).
create table invite (
    id         bigint generated always as identity primary key,
    team_id    bigint      not null references team (id) on delete cascade,
    token_hash text        not null unique,
    uses       int         not null check (uses > 0),
    uses_left  int         not null check (uses_left >= 0),
    expires_at timestamptz not null,
    created_by bigint references account (id) on delete set null,
    created_at timestamptz not null default now(),
    revoked_at timestamptz
);
create index invite_team on invite (team_id);

-- Attempts counted against a limit (failed sign-ins per account and per address, self-registrations per address),
-- by the SHA-256 of what they are counted against; rows older than any window are deleted as new ones come.
create table attempt (
    id       bigint generated always as identity primary key,
    kind     text        not null check (kind in ('SIGN_IN_ACCOUNT', 'SIGN_IN_ADDRESS', 'REGISTRATION')),
    key_hash text        not null,
    at       timestamptz not null default now()
);
create index attempt_by_key on attempt (kind, key_hash, at);
