module Hunter
  # Where to fire next, from the state grid (rows of :unknown, :hit and :miss) and the cells known to belong to
  # sunk ships. A hit that is not sunk is a wounded ship to finish before hunting on.
  class Targets
    DIRECTIONS = [[1, 0], [-1, 0], [0, 1], [0, -1]].freeze

    def initialize(state, sunk)
      @state = state
      @sunk = sunk
    end

    def next_shot(shortest)
      finish_wounded || hunt(shortest)
    end

    # The cells of a ship of this length that the shot at `cell` has just sunk: wounded cells in a line ending at
    # it (only that cell when no such line is found).
    def ship_through(cell, length)
      x, y = cell
      DIRECTIONS.each do |dx, dy|
        line = (0...length).map { |k| [x - k * dx, y - k * dy] }
        return line if line.all? { |c| wounded?(*c) }
      end
      [cell]
    end

    private

    def at(x, y)
      @state[y][x] if y.between?(0, @state.size - 1) && x.between?(0, @state[y].size - 1)
    end

    def wounded?(x, y)
      at(x, y) == :hit && !@sunk.include?([x, y])
    end

    # Past the end of a line of wounded cells first; beside a lone wounded cell otherwise.
    def finish_wounded
      along = []
      beside = []
      @state.each_with_index do |row, y|
        row.each_index do |x|
          next unless wounded?(x, y)
          DIRECTIONS.each do |dx, dy|
            ahead = [x + dx, y + dy]
            if wounded?(x - dx, y - dy)
              ahead = [ahead[0] + dx, ahead[1] + dy] while wounded?(*ahead)
              along << ahead if at(*ahead) == :unknown
            elsif at(*ahead) == :unknown
              beside << ahead
            end
          end
        end
      end
      along.sample || beside.sample
    end

    def hunt(shortest)
      unknown = []
      @state.each_with_index { |row, y| row.each_with_index { |mark, x| unknown << [x, y] if mark == :unknown } }
      lattice = unknown.select { |x, y| (x + y) % shortest == 0 }
      (lattice.empty? ? unknown : lattice).sample
    end
  end
end
