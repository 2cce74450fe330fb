# Sweeps the board in reading order, but raises on its third shot the first time it ever plays (a marker in its
# data folder remembers), so one game is forfeited and the next ones are played.
class RaisingPlayer
  def name
    "raises once"
  end

  def new_game
    @shots = 0
    [[0, 0, 5, :across], [0, 1, 4, :across], [0, 2, 3, :across], [0, 3, 3, :across], [0, 4, 2, :across]]
  end

  def take_turn(_state, _ships_remaining)
    @shots += 1
    blow_up if @shots == 3 && first_time?
    [(@shots - 1) % 10, (@shots - 1) / 10]
  end

  private

  def first_time?
    marker = File.join(ENV.fetch("ADMIRALTY_DATA_DIR"), "raised")
    return false if File.exist?(marker)
    File.write(marker, "once")
    true
  end

  def blow_up
    raise ArgumentError, "raised on purpose in the first game"
  end
end
