package io.admiralty;

import org.junit.platform.suite.api.ExcludeClassNamePatterns;
import org.junit.platform.suite.api.IncludeClassNamePatterns;
import org.junit.platform.suite.api.SelectPackages;
import org.junit.platform.suite.api.Suite;

/**
 * The tests the second test JVM runs: every test class {@link LeagueJvmSuite} leaves out (the edge, the pages, the
 * bots' adapters and sandbox, the engine and the built-ins' games, accounts and notices).
 */
@Suite
@SelectPackages("io.admiralty")
@IncludeClassNamePatterns(".*Test")
@ExcludeClassNamePatterns(LeagueJvmSuite.CLASSES)
public class OtherJvmSuite {}
