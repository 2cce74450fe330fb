# Answers take_turn with a cell in another contest's notation.
class BadReplyPlayer
  def name
    "bad reply"
  end

  def new_game
    [[0, 0, 5, :across], [0, 1, 4, :across], [0, 2, 3, :across], [0, 3, 3, :across], [0, 4, 2, :across]]
  end

  def take_turn(_state, _ships_remaining)
    "A1"
  end
end
