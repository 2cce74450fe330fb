# Tries to rewrite the host that runs it and the other hosts beside it, which every bot shares, then plays on.
class TamperingPlayer
  def name
    "tampering"
  end

  def new_game
    host = File.expand_path($PROGRAM_NAME)
    [host, File.join(File.dirname(host), "..", "elixir", "grid.ex")].each do |file|
      File.write(file, "# taken over\n")
      warn "rewrote #{file}"
    rescue SystemCallError => e
      warn "could not rewrite #{file}: #{e.message}"
    end
    @shots = 0
    [[0, 0, 5, :across], [0, 1, 4, :across], [0, 2, 3, :across], [0, 3, 3, :across], [0, 4, 2, :across]]
  end

  def take_turn(_state, _ships_remaining)
    @shots += 1
    [(@shots - 1) % 10, (@shots - 1) / 10]
  end
end
