# A hunt-and-target player for the Ruby player API: fires on a checkerboard spaced by the shortest ship still
# afloat until it hits, then finishes the wounded ship along its line. Places its fleet at random.
#
#   java -jar target/quarkus-app/quarkus-run.jar play --games 10 ruby-player:examples/ruby/hunter builtin:density
#
# Its helpers live in lib/, which the host (like the original runner) puts on the load path.
require "hunter/fleet"
require "hunter/targets"

class HunterPlayer
  CLASSIC = { width: 10, height: 10, fleet: [5, 4, 3, 3, 2] }.freeze

  def name
    "Ruby hunter"
  end

  def new_game
    @sunk = []
    @last_shot = nil
    @remaining = nil
    # the league tells the board through Admiralty.ruleset; the original runners only played the classic one
    rules = defined?(Admiralty) && Admiralty.ruleset || CLASSIC
    Hunter::Fleet.place(rules[:width], rules[:height], rules[:fleet])
  end

  def take_turn(state, ships_remaining)
    note_sinking(state, ships_remaining)
    @remaining = ships_remaining
    @last_shot = Hunter::Targets.new(state, @sunk).next_shot(ships_remaining.min)
  end

  private

  # A shorter ships_remaining means the last shot sank a ship of the missing length: its cells leave the hunt.
  def note_sinking(state, ships_remaining)
    return unless @last_shot && ships_remaining.size < @remaining.size
    missing = @remaining.dup
    ships_remaining.each { |length| missing.delete_at(missing.index(length)) }
    @sunk.concat(Hunter::Targets.new(state, @sunk).ship_through(@last_shot, missing.first))
  end
end
