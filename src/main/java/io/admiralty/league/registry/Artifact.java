package io.admiralty.league.registry;

import jakarta.persistence.Basic;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.Id;
import jakarta.persistence.NamedNativeQuery;
import jakarta.persistence.NamedQuery;
import java.time.Instant;

/** Uploaded bot files, kept once per content (keyed by SHA-256) so that every replica and backup has them. */
@Entity
// content is keyed by its hash: a second upload of the same file, even at the same moment, stores nothing
@NamedNativeQuery(
        name = "Artifact.saveOnce",
        query =
                """
        insert into artifact (sha256, format, bytes, size) values (:sha, :format, :bytes, :size) on conflict (sha256) do nothing""")
@NamedQuery(name = "Artifact.sizes", query = "select a.sha256, a.size from Artifact a where a.sha256 in :shas")
public class Artifact {

    @Id
    public String sha256;

    /** {@code zip}, {@code tar.gz} or {@code jar}. */
    public String format;

    @Basic(fetch = FetchType.LAZY)
    public byte[] bytes;

    public int size;

    @Column(name = "created_at", insertable = false, updatable = false)
    public Instant createdAt;
}
