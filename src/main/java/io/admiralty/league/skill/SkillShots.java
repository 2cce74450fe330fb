package io.admiralty.league.skill;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;
import java.io.Serializable;
import java.util.Objects;

/** The shots one layout of a skill job took, and in a defence job where the bot put its ships. */
@Entity
@Table(name = "skill_game")
@IdClass(SkillShots.Key.class)
@NamedQuery(
        name = "SkillShots.ofJob",
        query = "select s.shots from SkillShots s where s.jobId = :job order by s.layout")
@NamedQuery(
        name = "SkillShots.placements",
        query =
                "select s.jobId, s.placement from SkillShots s where s.jobId in :jobs and s.placement is not null order by s.layout")
public class SkillShots {

    /** The primary key: the job and the layout's number. */
    public static class Key implements Serializable {
        public Long jobId;
        public Integer layout;

        @Override
        public boolean equals(Object other) {
            return other instanceof Key key && Objects.equals(jobId, key.jobId) && Objects.equals(layout, key.layout);
        }

        @Override
        public int hashCode() {
            return Objects.hash(jobId, layout);
        }
    }

    @Id
    @Column(name = "job_id")
    public Long jobId;

    @Id
    public Integer layout;

    public int shots;

    /** The bot's fleet as {@code BoardNotation} draws it (defence jobs only). */
    public String placement;
}
