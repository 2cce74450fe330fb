package io.admiralty.league.notice;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.LockModeType;
import java.util.List;
import java.util.Optional;

/** Webhooks of a team. */
@ApplicationScoped
public class WebhookRepository implements PanacheRepositoryBase<Webhook, Long> {

    public List<Webhook> ofTeam(long team) {
        return getEntityManager()
                .createNamedQuery("Webhook.ofTeam", Webhook.class)
                .setParameter("team", team)
                .getResultList();
    }

    public long countOfTeam(long team) {
        return getEntityManager()
                .createNamedQuery("Webhook.countOfTeam", Long.class)
                .setParameter("team", team)
                .getSingleResult();
    }

    /** The webhook, locked until the transaction ends: its failures in a row are counted one attempt at a time. */
    public Optional<Webhook> lock(long id) {
        return findByIdOptional(id, LockModeType.PESSIMISTIC_WRITE);
    }
}
