module Hunter
  # A random legal placement of a fleet: ships longest first, each at a random free spot, backtracking when a
  # ship finds none.
  module Fleet
    def self.place(width, height, lengths)
      ships = []
      taken = {}
      fit(width, height, lengths.sort.reverse, ships, taken) or raise "the fleet #{lengths} does not fit #{width}x#{height}"
      ships
    end

    def self.fit(width, height, lengths, ships, taken)
      return true if lengths.empty?
      length = lengths.first
      spots = []
      height.times { |y| width.times { |x| spots << [x, y, :across] << [x, y, :down] } }
      spots.shuffle.each do |x, y, direction|
        cells = (0...length).map { |k| direction == :across ? [x + k, y] : [x, y + k] }
        next unless cells.all? { |cx, cy| cx < width && cy < height && !taken[[cx, cy]] }
        cells.each { |cell| taken[cell] = true }
        ships << [x, y, length, direction]
        return true if fit(width, height, lengths.drop(1), ships, taken)
        ships.pop
        cells.each { |cell| taken.delete(cell) }
      end
      false
    end
  end
end
