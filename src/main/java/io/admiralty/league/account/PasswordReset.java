package io.admiralty.league.account;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;
import java.time.Instant;
import java.time.temporal.ChronoUnit;

/** A link that sets a person's password once, before it expires; its random token is kept as its SHA-256. */
@Entity
@Table(name = "password_reset")
public class PasswordReset {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @ManyToOne(fetch = FetchType.LAZY)
    @JoinColumn(name = "account_id")
    public Account account;

    @Column(name = "token_hash")
    public String tokenHash;

    @Column(name = "expires_at")
    public Instant expiresAt;

    /** The organiser who made it; null when made by the organiser's token, or their account is gone. */
    @ManyToOne(fetch = FetchType.LAZY)
    @JoinColumn(name = "created_by")
    public Account createdBy;

    @Column(name = "created_at", updatable = false)
    public Instant createdAt = Instant.now().truncatedTo(ChronoUnit.MICROS);

    @Column(name = "used_at")
    public Instant usedAt;

    /** Whether it may still set the password at {@code now}. */
    public boolean open(Instant now) {
        return usedAt == null && now.isBefore(expiresAt) && !account.removed();
    }
}
