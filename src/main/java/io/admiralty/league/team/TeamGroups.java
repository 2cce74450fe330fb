package io.admiralty.league.team;

import io.admiralty.Refusal;
import io.quarkus.security.identity.SecurityIdentity;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Pattern;
import org.jboss.logging.Logger;

/**
 * Groups of teams the organiser names ("students" beside "staff"): a team may be in several, and a tournament may take
 * its entrants from one (so a course runs its own tournament and keeps staff bots outside it as yardsticks). A group
 * is its members: it exists while a team is in it.
 */
@ApplicationScoped
public class TeamGroups {

    private static final Logger LOG = Logger.getLogger(TeamGroups.class);

    /** A group's name: a lower-case word, digits and hyphens, 1..32 characters (the schema checks the same). */
    public static final Pattern NAME = Pattern.compile("[a-z0-9][a-z0-9-]{0,31}");

    public static final int MAX_MEMBERS = 1000;

    /** A group and its teams, by id. */
    public record GroupView(String name, List<Long> teams) {}

    /** The teams a group is to have, replacing those it had (an empty list ends the group). */
    public record Members(@NotNull @Size(max = MAX_MEMBERS) List<@NotNull Long> teams) {}

    private final TeamRepository teams;

    public TeamGroups(TeamRepository teams) {
        this.teams = teams;
    }

    /** Refuses a word that is not a group's name. */
    public static String name(String name) {
        if (name == null || !NAME.matcher(name).matches()) {
            throw Refusal.invalid(
                    "a group's name is 1..32 lower-case letters, digits and hyphens, starting with a letter"
                            + " or digit, was '" + name + "'");
        }
        return name;
    }

    /** Every group with its teams, by name. */
    @Transactional
    public List<GroupView> all() {
        Map<String, Set<Long>> groups = new TreeMap<>();
        teams.getEntityManager()
                .createQuery("select g, t.id from Team t join t.groups g", Object[].class)
                .getResultStream()
                .forEach(row -> groups.computeIfAbsent((String) row[0], g -> new TreeSet<>())
                        .add((Long) row[1]));
        return groups.entrySet().stream()
                .map(e -> new GroupView(e.getKey(), List.copyOf(e.getValue())))
                .toList();
    }

    /** The teams of a group, none when no team is in it. */
    @Transactional
    public Set<Long> members(String group) {
        return new TreeSet<>(teams.getEntityManager()
                .createQuery("select t.id from Team t join t.groups g where g = :group", Long.class)
                .setParameter("group", name(group))
                .getResultList());
    }

    /** The organiser sets a group's teams, replacing those it had. */
    @Transactional
    public GroupView set(SecurityIdentity caller, String group, @Valid Members members) {
        Roles.requireOrganiser(caller);
        name(group);
        if (members == null || members.teams() == null) {
            throw Refusal.invalid("send {\"teams\": [team id, ...]}");
        }
        Set<Long> wanted = new LinkedHashSet<>(members.teams());
        if (wanted.size() != members.teams().size()) {
            throw Refusal.invalid("teams lists a team twice");
        }
        for (long id : wanted) {
            if (teams.findByIdOptional(id).isEmpty()) {
                throw Refusal.notFound("no team " + id);
            }
        }
        for (long id : members(group)) {
            if (!wanted.contains(id)) {
                teams.findById(id).groups.remove(group);
            }
        }
        for (long id : wanted) {
            teams.findById(id).groups.add(group);
        }
        LOG.infof("group %s: teams %s", group, wanted);
        return new GroupView(group, List.copyOf(new TreeSet<>(wanted)));
    }
}
