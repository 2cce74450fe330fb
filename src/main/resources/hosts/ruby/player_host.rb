# Plays a Ruby player class in an Admiralty league: the league speaks its native protocol (one JSON object per
# line) on stdin and stdout, and this host turns each message into a call on the player.
#
#   ruby player_host.rb [PLAYER_FILE]
#
# Run it in the player's folder. Without PLAYER_FILE the one .rb file in the folder is the player. The file must
# define one class whose name ends in "Player" with the instance methods name, new_game and
# take_turn(state, ships_remaining); its folder's lib/ is on the load path. Each game gets a fresh instance.
# Whatever the player prints goes to stderr: stdout carries only the protocol.
#
# new_game is told nothing, as in the original API, so players written for it assume the classic board. A player
# that wants to place on other boards may read Admiralty.ruleset: the game's {width:, height:, fleet:}.

require "json"

module Admiralty
  class << self
    attr_reader :ruleset
  end
end

module AdmiraltyHost
  PROTOCOL_VERSION = 1
  PLAYER_METHODS = [:name, :new_game, :take_turn].freeze
  ORIENTATIONS = { across: "across", down: "down" }.freeze

  # The league's pipes, kept aside before the player can touch the standard streams.
  INPUT = STDIN.dup
  OUTPUT = STDOUT.dup
  STDOUT.reopen(STDERR)
  STDIN.reopen(File::NULL)
  [STDOUT, STDERR, OUTPUT].each { |io| io.sync = true }

  # A game lost by the player: the league is told the reason, the player's author reads the message.
  class Fault < StandardError
    attr_reader :reason, :trace

    def initialize(reason, message, trace = [])
      super(message)
      @reason = reason
      @trace = trace
    end
  end

  module_function

  def player_file(arguments)
    return arguments.first if arguments.size == 1
    files = Dir.glob("*.rb").sort
    return files.first if files.size == 1
    raise Fault.new("exception", files.empty? ? "no .rb file in the player's folder" :
                                   "several .rb files in the player's folder (#{files.join(', ')}): name the player file")
  end

  # Loads the file and returns the player class, as the original runner found it: a new top-level class whose
  # name ends in Player and which has all the player methods.
  def load_player(file)
    path = File.expand_path(file)
    $LOAD_PATH.unshift(File.join(File.dirname(path), "lib"))
    before = Object.constants
    load path
    found = (Object.constants - before)
            .select { |name| name.to_s.end_with?("Player") }
            .map { |name| Object.const_get(name) }
            .select { |klass| klass.is_a?(Class) && PLAYER_METHODS.all? { |m| klass.method_defined?(m) } }
    if found.size > 1
      own = found.select { |klass| klass.instance_method(:take_turn).source_location&.first == path }
      found = own unless own.empty?
    end
    return found.first if found.size == 1
    raise Fault.new("exception", found.empty? ?
      "#{file} defines no class whose name ends in Player with the methods #{PLAYER_METHODS.join(', ')}" :
      "#{file} defines several player classes (#{found.map(&:name).join(', ')}): keep one per file")
  end

  # Calls into the player; anything it raises loses the game with its backtrace.
  def call_player(what)
    yield
  rescue Fault
    raise
  rescue Exception => e
    raise Fault.new("exception", "#{what} raised #{e.class}: #{e.message}", player_frames(e))
  end

  # The player's frames, named relative to its folder; the host's own frames are left out.
  def player_frames(error)
    folder = "#{Dir.pwd}/"
    (error.backtrace || []).reject { |frame| frame.start_with?(__FILE__) }.first(20)
                           .map { |frame| frame.delete_prefix(folder) }
  end

  def malformed(what, value)
    shown = value.inspect
    shown = "#{shown[0, 200]}..." if shown.size > 200
    Fault.new("malformed_reply", "#{what}, got #{shown}")
  end

  def whole?(*values)
    values.all? { |v| v.is_a?(Integer) }
  end

  def placement(fleet)
    raise malformed("new_game must return an array of [x, y, length, :across or :down]", fleet) unless fleet.is_a?(Array)
    fleet.map do |ship|
      unless ship.is_a?(Array) && ship.size == 4 && whole?(*ship[0, 3]) && ORIENTATIONS.key?(ship[3])
        raise malformed("each ship from new_game must be [x, y, length, :across or :down]", ship)
      end
      x, y, length, orientation = ship
      { "x" => x, "y" => y, "length" => length, "orientation" => ORIENTATIONS[orientation] }
    end
  end

  def shot(move)
    move = move.to_a if move.is_a?(Enumerable) && !move.is_a?(Array)
    raise malformed("take_turn must return [x, y]", move) unless move.is_a?(Array) && move.size == 2 && whole?(*move)
    { "x" => move[0], "y" => move[1] }
  end

  # One matchup: a fresh player instance per game, the game's state kept as the original runner reported it.
  class Match
    def initialize(player_class)
      @player_class = player_class
    end

    def hello(_message)
      @player = AdmiraltyHost.call_player("#{@player_class}.new") { @player_class.new }
      name = AdmiraltyHost.call_player("name") { @player.name }
      { "type" => "hello", "protocol" => PROTOCOL_VERSION, "name" => name.to_s }
    end

    def new_game(message)
      ruleset = message.fetch("ruleset")
      @state = Array.new(ruleset.fetch("height")) { Array.new(ruleset.fetch("width"), :unknown) }
      @ships_remaining = ruleset.fetch("fleet").sort.reverse
      Admiralty.instance_variable_set(:@ruleset, { width: ruleset.fetch("width"), height: ruleset.fetch("height"),
                                                   fleet: ruleset.fetch("fleet").dup.freeze }.freeze)
      # the game's seed makes the player's rand, shuffle and sample replay with the game
      srand(message.fetch("seed"))
      @player = AdmiraltyHost.call_player("#{@player_class}.new") { @player_class.new }
      fleet = AdmiraltyHost.call_player("new_game") { @player.new_game }
      { "type" => "placement", "ships" => AdmiraltyHost.placement(fleet) }
    end

    def turn(_message)
      move = AdmiraltyHost.call_player("take_turn") { @player.take_turn(@state.map(&:dup), @ships_remaining.dup) }
      { "type" => "shots", "shots" => [AdmiraltyHost.shot(move)] }
    end

    def results(message)
      message.fetch("strikes").each do |strike|
        @state[strike.fetch("y")][strike.fetch("x")] = strike.fetch("result") == "miss" ? :miss : :hit
        if strike.fetch("result") == "sunk"
          index = @ships_remaining.index(strike.fetch("sunkLength"))
          @ships_remaining.delete_at(index) if index
        end
      end
      nil
    end
  end

  def error_reply(fault)
    $stderr.puts(["admiralty: #{fault.message}", *fault.trace.map { |frame| "\tfrom #{frame}" }].join("\n"))
    { "type" => "error", "reason" => fault.reason, "message" => fault.message, "backtrace" => fault.trace }
  end

  def answer(match, message)
    case message["type"]
    when "hello" then match.hello(message)
    when "newGame" then match.new_game(message)
    when "turn" then match.turn(message)
    when "results" then match.results(message)
    end
  rescue Fault => fault
    error_reply(fault)
  end

  def run(arguments)
    begin
      match = Match.new(load_player(player_file(arguments)))
    rescue Fault => fault
      failed = fault
    rescue Exception => e
      failed = Fault.new("exception", "loading the player raised #{e.class}: #{e.message}", player_frames(e))
    end
    INPUT.each_line do |line|
      message = JSON.parse(line)
      break if message["type"] == "bye"
      reply = if failed
                # the player cannot play: every request is answered with why
                error_reply(failed) if %w[hello newGame turn].include?(message["type"])
              else
                answer(match, message)
              end
      OUTPUT.puts(JSON.generate(reply)) if reply
    end
  end
end

AdmiraltyHost.run(ARGV.dup.tap { ARGV.clear })
