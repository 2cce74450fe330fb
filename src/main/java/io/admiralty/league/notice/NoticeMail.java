package io.admiralty.league.notice;

import io.admiralty.league.account.Account;
import io.admiralty.league.account.MembershipRepository;
import io.quarkus.mailer.Mail;
import io.quarkus.mailer.Mailer;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.scheduler.Scheduled;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import org.jboss.logging.Logger;

/**
 * E-mails notices to their teams' members, where the organiser turned it on ({@code admiralty.notices.mail.enabled})
 * and configured the SMTP server ({@code quarkus.mailer.*}). A scheduled job on every instance takes the notices not
 * yet mailed (rows another instance holds are skipped), sends one plain-text message per member, and marks them; a
 * notice older than a day when it is first seen (mail was off when it came) is marked without being sent, so turning
 * mail on does not flood inboxes with the past.
 */
@ApplicationScoped
public class NoticeMail {

    private static final Logger LOG = Logger.getLogger(NoticeMail.class);
    private static final int BATCH = 50;
    private static final Duration TOO_OLD = Duration.ofDays(1);

    private final NoticeRepository notices;
    private final MembershipRepository memberships;
    private final Mailer mailer;
    private final NoticesConfig.Mail config;

    NoticeMail(NoticeRepository notices, MembershipRepository memberships, Mailer mailer, NoticesConfig config) {
        this.notices = notices;
        this.memberships = memberships;
        this.mailer = mailer;
        this.config = config.mail();
    }

    @Scheduled(
            every = "${admiralty.notices.mail.poll:10s}",
            concurrentExecution = Scheduled.ConcurrentExecution.SKIP,
            skipExecutionIf = Scheduled.ApplicationNotRunning.class)
    void mailDue() {
        if (!config.enabled()) {
            return;
        }
        QuarkusTransaction.requiringNew().run(() -> {
            Instant now = Instant.now().truncatedTo(ChronoUnit.MICROS);
            notices.markOldMailed(now.minus(TOO_OLD), now);
            for (Notice notice : notices.lockUnmailed(BATCH)) {
                if (mail(notice)) {
                    notice.mailedAt = now;
                } // else the server refused or is down: tried again at the next look
            }
        });
    }

    /** Sends the notice to each member of its team; false when the server could not take it. */
    private boolean mail(Notice notice) {
        List<String> to = memberships.ofTeam(notice.teamId).stream()
                .map(m -> m.account)
                .filter(account -> !account.removed())
                .map((Account account) -> account.email)
                .toList();
        String link = config.siteUrl()
                .map(site -> "\n\n" + site.replaceAll("/+$", "") + "/teams/" + notice.teamId + "/notices")
                .orElse("");
        try {
            for (String address : to) {
                mailer.send(Mail.withText(
                        address,
                        "[Admiralty] " + notice.event.code() + ": " + subject(notice.summary),
                        notice.summary + link));
            }
            return true;
        } catch (RuntimeException e) {
            LOG.warnf("notice %d could not be mailed: %s", notice.id, e.getMessage());
            return false;
        }
    }

    /** The summary on one line of at most 120 characters, for a subject. */
    static String subject(String summary) {
        String line = summary.replaceAll("[\\r\\n]+", " ");
        return line.length() <= 120 ? line : line.substring(0, 119) + "…";
    }
}
