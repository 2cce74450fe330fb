package io.admiralty.league.account;

import io.admiralty.league.team.Team;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import java.time.Instant;
import java.time.temporal.ChronoUnit;

/** An invitation to join a team, by a link whose random token is kept as its SHA-256. */
@Entity
public class Invite {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @ManyToOne(fetch = FetchType.LAZY)
    @JoinColumn(name = "team_id")
    public Team team;

    @Column(name = "token_hash")
    public String tokenHash;

    /** How many people it lets join, as made. */
    public int uses;

    @Column(name = "uses_left")
    public int usesLeft;

    @Column(name = "expires_at")
    public Instant expiresAt;

    @ManyToOne(fetch = FetchType.LAZY)
    @JoinColumn(name = "created_by")
    public Account createdBy;

    @Column(name = "created_at", updatable = false)
    public Instant createdAt = Instant.now().truncatedTo(ChronoUnit.MICROS);

    @Column(name = "revoked_at")
    public Instant revokedAt;

    /** Whether someone may still join with it at {@code now}. */
    public boolean open(Instant now) {
        return revokedAt == null && usesLeft > 0 && now.isBefore(expiresAt);
    }
}
