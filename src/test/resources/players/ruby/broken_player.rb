# Does not parse.
class BrokenPlayer
  def name
    "broken"
  end

  def new_game
    [[0, 0, 5, :across]
  end
end
