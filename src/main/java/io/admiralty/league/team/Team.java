package io.admiralty.league.team;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import java.time.Instant;
import java.time.temporal.ChronoUnit;

/** A team: its bots play in seasons; it acts with a bearer token whose SHA-256 is kept (null for the built-in team). */
@Entity
@NamedQuery(name = "Team.byTokenHash", query = "from Team where tokenHash = :hash")
@NamedQuery(name = "Team.byName", query = "from Team where name = :name")
public class Team {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    public String name;

    @Column(name = "token_hash")
    public String tokenHash;

    public boolean builtin;

    @Column(name = "created_at", updatable = false)
    public Instant createdAt = Instant.now().truncatedTo(ChronoUnit.MICROS);
}
