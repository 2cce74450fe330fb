# Defines a class with the player methods whose name does not end in Player, so the host finds no player.
class Gunner
  def name
    "gunner"
  end

  def new_game
    []
  end

  def take_turn(_state, _ships_remaining)
    [0, 0]
  end
end
