# Plays an Elixir player module in an Admiralty league: the league speaks its native protocol (one JSON object
# per line) on stdin and stdout, and this host turns each message into a call on the player's process.
#
#   elixir player_host.exs [--module NAME] [FILE ...]
#
# Run it in the player's folder. Without FILEs every .ex and .exs file under the folder is compiled (only those
# under lib/ when there is one, as in a mix project). The player
# is the module NAME, or else the one GenServer among the compiled modules (preferring one whose name ends in
# Player). It is started once per matchup (start_link/0, start_link([]) or GenServer.start_link(module, [])) and
# called with :name, :new_game and {:take_turn, tracking_board, ships_remaining}; it may keep state between
# games. Whatever the player prints goes to stderr: stdout carries only the protocol.
#
# :new_game tells nothing, as in the original API, so players written for it assume the classic board. A player
# that wants to place on other boards may call Admiralty.ruleset(): the game's %{width:, height:, fleet:}.

# The host's modules are in admiralty_host.ex and grid.ex beside this script. Where the league installed them
# precompiled (ebin/), loading them is much faster than compiling them at every start.
ebin = Path.join(__DIR__, "ebin")

unless File.dir?(ebin) and Code.prepend_path(ebin) and Code.ensure_loaded?(AdmiraltyHost) and Code.ensure_loaded?(Grid) do
  Enum.each(["grid.ex", "admiralty_host.ex"], &Code.require_file(&1, __DIR__))
end

AdmiraltyHost.main(System.argv())
