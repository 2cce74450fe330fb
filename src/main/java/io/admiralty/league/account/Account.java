package io.admiralty.league.account;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import java.time.Instant;
import java.time.temporal.ChronoUnit;

/** A person: signs in with an email address and a password, or through OpenID Connect. */
@Entity
public class Account {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    public String email;

    @Column(name = "display_name")
    public String displayName;

    /** Whether the person's display name is shown on their teams' public pages (never their e-mail address). */
    @Column(name = "show_name")
    public boolean showName;

    /** bcrypt; null when the account signs in only through OpenID Connect. */
    @Column(name = "password_hash")
    public String passwordHash;

    /** The provider's issuer and subject, for an account made through OpenID Connect. */
    @Column(name = "oidc_subject")
    public String oidcSubject;

    public boolean organiser;

    @Column(name = "created_at", updatable = false)
    public Instant createdAt = Instant.now().truncatedTo(ChronoUnit.MICROS);

    @Column(name = "removed_at")
    public Instant removedAt;

    public boolean removed() {
        return removedAt != null;
    }
}
