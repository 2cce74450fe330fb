package io.admiralty;

import org.junit.platform.suite.api.IncludeClassNamePatterns;
import org.junit.platform.suite.api.SelectPackages;
import org.junit.platform.suite.api.Suite;

/**
 * The tests one of the two test JVMs runs: the league's own (seasons, rounds, the work queue, its faults), which
 * spend most of their time waiting for bots and rounds. Surefire hands each JVM one class at a time and Quarkus then
 * starts afresh for each; handed a suite, a JVM runs all of its classes in one go and starts Quarkus once per test
 * profile, so the two JVMs each keep one application (and one embedded PostgreSQL) going while the other's tests run
 * beside them. {@link OtherJvmSuite} runs every test class this one does not, so a new class always runs in one.
 */
@Suite
@SelectPackages("io.admiralty")
@IncludeClassNamePatterns(LeagueJvmSuite.CLASSES)
public class LeagueJvmSuite {

    /**
     * The league's test classes but the accounts' and the notices' (their own test profiles), which balance the
     * other JVM; both suites are measured in docs/benchmarks.md.
     */
    static final String CLASSES = "io\\.admiralty\\.league\\.(?!account\\.|notice\\.).*Test";
}
