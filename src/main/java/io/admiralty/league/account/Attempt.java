package io.admiralty.league.account;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import java.time.Instant;

/** One attempt counted against a limit, by the SHA-256 of what it is counted against (an address, an account name). */
@Entity
public class Attempt {

    /** What is counted. */
    public enum Kind {
        SIGN_IN_ACCOUNT,
        SIGN_IN_ADDRESS,
        REGISTRATION,
        NEWCOMER_EMAIL,
        NEWCOMER_ADDRESS
    }

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @Enumerated(EnumType.STRING)
    public Kind kind;

    @Column(name = "key_hash")
    public String keyHash;

    public Instant at;
}
