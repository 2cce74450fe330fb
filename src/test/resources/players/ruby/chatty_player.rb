# Prints every way Ruby can, at load time and every turn, and reads standard input: none of it may reach the
# league's protocol. Sweeps the board in reading order.
puts "loading the chatty player"
$stdout.write("no newline at load time")

class ChattyPlayer
  def initialize
    print "a new instance; stdin says: #{STDIN.gets.inspect}\n"
  end

  def name
    puts "asked for my name"
    "chatty"
  end

  def new_game
    p [:new_game, :placing]
    @shots = 0
    [[0, 0, 5, :down], [1, 0, 4, :down], [2, 0, 3, :down], [3, 0, 3, :down], [4, 0, 2, :down]]
  end

  def take_turn(state, ships_remaining)
    puts "turn #{@shots}: #{ships_remaining.inspect}"
    STDOUT.write("{\"type\":\"shots\",\"shots\":[{\"x\":9,\"y\":9}]}\n")
    $stdout.syswrite("syswrite\n")
    IO.new(1).write("straight to file descriptor 1\n") if @shots.zero?
    system("echo", "from a child process") if @shots.zero?
    warn "a warning"
    @shots += 1
    [(@shots - 1) % 10, (@shots - 1) / 10]
  end
end
