/**
 * The Java interface of an Admiralty jar bot: implement {@link io.admiralty.botapi.BattleshipBot}, compile against
 * this jar only, and name your class in {@code META-INF/services/io.admiralty.botapi.BattleshipBot}.
 *
 * <h2>The board</h2>
 * Cells are numbered from the top-left corner: {@code x} is the column (0 to width - 1, left to right), {@code y}
 * the row (0 to height - 1, top to bottom). The board handed to
 * {@link io.admiralty.botapi.BattleshipBot#takeTurn takeTurn} is indexed row first: {@code board[y][x]}, so
 * {@code board.length} is the height and {@code board[0].length} the width. A ship
 * {@link io.admiralty.botapi.Orientation#ACROSS ACROSS} covers {@code (x, y)} to {@code (x + length - 1, y)};
 * {@link io.admiralty.botapi.Orientation#DOWN DOWN} covers {@code (x, y)} to {@code (x, y + length - 1)}.
 *
 * <h2>One game, call by call</h2>
 * <ol>
 * <li>{@link io.admiralty.botapi.BattleshipBot#newGame newGame}: the ruleset, the opponent and your seed; you answer
 * your fleet.</li>
 * <li>On each of your turns, {@link io.admiralty.botapi.BattleshipBot#takeTurn takeTurn}, then
 * {@link io.admiralty.botapi.BattleshipBot#onShotResult onShotResult} once for each of your shots, in the order you
 * returned them. A shot that sinks a ship arrives as {@link io.admiralty.botapi.Mark#HIT HIT} with the ship's length
 * as {@code sunkLength} (0 for every other shot); there is no separate "sunk" mark, and the ship's cells stay
 * {@code HIT} on your board.</li>
 * <li>On each of the opponent's turns, {@link io.admiralty.botapi.BattleshipBot#onOpponentShot onOpponentShot} once
 * for each of its shots.</li>
 * <li>{@link io.admiralty.botapi.BattleshipBot#onGameEnd onGameEnd} with your result.</li>
 * </ol>
 * The same instance plays every game of a matchup (N games against one opponent, the first move alternating), so
 * reset per-game state in {@code newGame}. Whoever sinks the last ship wins at once. Firing at a cell already
 * fired at is allowed but wasted: it answers what the cell holds ({@code HIT} on a ship, {@code MISS} on water) and
 * never sinks a ship twice.
 *
 * <h2>Limits and faults</h2>
 * Each call has the move time limit ({@code newGame} the placement limit). A game is forfeited, with the reason in
 * its record, when the bot throws, overruns a limit, places a fleet that does not fit the ruleset (one ship per
 * fleet entry, inside the board, not overlapping; ships may touch), or returns another number of shots than was due
 * or a cell off the board. The thrown exception, with its stack trace, is in the game's transcript, which only the
 * bot's team and the organiser can read.
 * <p>
 * In the league and by default in {@code play}, the jar runs in a child JVM of its own under the sandbox: no
 * network, the system's files read-only, and one folder it may write, named by the environment variable
 * {@code ADMIRALTY_DATA_DIR} (the league keeps it between matchups); what it prints to {@code System.out} or
 * {@code System.err} goes to its stderr log, not to the protocol. With
 * {@code play --trusted} it runs inside the {@code play} JVM instead, and its prints go to {@code play}'s own output.
 *
 * <h2>Testing locally</h2>
 * Build the jar and play it against a built-in bot with the service's jar, which needs no database:
 * <pre>
 * javac -d build -cp admiralty-VERSION-bot-api.jar src/my/Bot.java
 * mkdir -p build/META-INF/services &amp;&amp; echo my.Bot &gt; build/META-INF/services/io.admiralty.botapi.BattleshipBot
 * jar cf my-bot.jar -C build .
 * java -jar quarkus-run.jar play --games 100 --seed 1 jar:my-bot.jar builtin:density
 * </pre>
 * {@code play} prints every game's result, the transcript of every forfeited game, and a summary; it exits with
 * status 3 when a bot forfeited any game, so a script or CI job can use it as a test. {@code --seed} repeats a run
 * exactly (your {@link io.admiralty.botapi.GameInfo#seed() seed} included), {@code --verbose} shows your bot's
 * stderr as it plays, and {@code --trusted} runs the bot in the {@code play} JVM, where a debugger attached to that
 * JVM stops in your code. The bot is a plain class, so unit tests may also call its methods directly.
 */
package io.admiralty.botapi;
