# The crude kind of player every contest had: its ships lie side by side in the top-left corner, and it fires
# anywhere at random, often where it has fired before.
#
#   java -jar target/quarkus-app/quarkus-run.jar play --games 10 ruby-player:examples/ruby/corner_player.rb builtin:random
class CornerPlayer
  def name
    "Ruby corner"
  end

  def new_game
    rules = defined?(Admiralty) && Admiralty.ruleset || { width: 10, fleet: [5, 4, 3, 3, 2] }
    x = 0
    y = 0
    rules[:fleet].sort.reverse.map do |length|
      x, y = 0, y + 1 if x + length > rules[:width]
      ship = [x, y, length, :across]
      x += length
      ship
    end
  end

  def take_turn(state, _ships_remaining)
    [rand(state.first.size), rand(state.size)]
  end
end
