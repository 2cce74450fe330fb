package io.admiralty.league.registry;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.Tuple;
import java.util.Collection;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/** Bot files by their SHA-256. */
@ApplicationScoped
public class ArtifactRepository implements PanacheRepositoryBase<Artifact, String> {

    /** Stores the bytes unless a file with the same content is stored already; two teams may upload it at once. */
    public void saveOnce(String sha256, String format, byte[] bytes) {
        getEntityManager()
                .createNamedQuery("Artifact.saveOnce")
                .setParameter("sha", sha256)
                .setParameter("format", format)
                .setParameter("bytes", bytes)
                .setParameter("size", bytes.length)
                .executeUpdate();
    }

    /** The sizes in bytes of the files, by SHA-256. */
    public Map<String, Integer> sizes(Collection<String> shas) {
        if (shas.isEmpty()) {
            return Map.of();
        }
        return getEntityManager()
                .createNamedQuery("Artifact.sizes", Tuple.class)
                .setParameter("shas", shas)
                .getResultStream()
                .collect(Collectors.toMap(row -> row.get(0, String.class), row -> row.get(1, Integer.class)));
    }

    public Optional<Artifact> stored(String sha256) {
        return findByIdOptional(sha256);
    }
}
