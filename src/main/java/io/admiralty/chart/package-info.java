/**
 * The pages' charts as numbers: where a bot's rating line, its fit's interval band, the axes' ticks and its versions'
 * marks stand in an SVG's coordinates, and the same told in words for a reader who does not see the drawing; a
 * metric's line over a bot's games likewise; a tournament bracket's boxes by round. Pure geometry and wording, table-tested: uses the JDK alone; {@code web}
 * draws what it answers.
 */
package io.admiralty.chart;
